import { DISCOUNT_PRESET_LABEL } from '@fixo/shared';

import { registerScreenTexts } from '@/lib/i18n';

/**
 * Namespace `offers`: the promotional offers screen, its table and cards, the offer form and the status
 * dialog (the spec's own button and title texts come from `common`).
 */
export const NAMESPACE = 'offers';
export const TEXTS_EN = {
  columns: {
    offercode: 'Offer Code',
    offer: 'Custom Offer',
    discountofferedpercentage: 'Discount (%)',
    discountofferedamount: 'Discount Amount',
    startdate: 'Start Date',
    enddate: 'End Date',
    validtill: 'Validity',
    offerremarks: 'Offer Remarks',
    isactive: 'Status',
  },
  presetLabel: DISCOUNT_PRESET_LABEL,
  customOfferOption: 'Custom Offer',
  actions: 'Actions',
  primary: 'Primary offer',
  notPrimary: 'Not the primary offer',
  edit: 'Edit',
  deactivate: 'Deactivate',
  editOffer: 'Edit offer {{code}}',
  deactivateOffer: 'Deactivate offer {{code}}',
  offerSr: ' offer {{code}}',
  table: 'Offers',
  screen: {
    introFor: 'Discount coupons customers see for {{name}}.',
    intro: 'Discount coupons customers see when they choose a service center.',
    serviceCenter: 'Service Center',
    selectCenterName: 'Select service center name',
    selectCenter: 'Select a service center to see its offers.',
    count_one: '{{count}} offer',
    count_other: '{{count}} offers',
    signInText: 'Sign in as a service center to add and manage the offers your customers see.',
    signIn: 'Sign in as a service center',
  },
  form: {
    update: 'Update offer {{code}}.',
    create: 'Create a discount coupon customers see with your service center.',
    serviceCenter: 'Service Center',
    selectCenter: 'Select service center',
    discount: 'Discount(%)',
    selectDiscount: 'Select discount',
    customDetails: 'Custom Offer Details',
    customPlaceholder: 'e.g. Free car wash with every service',
    amount: 'Discount Amount / Percentage',
    offerCode: 'Offer Code',
    startDate: 'Start Date',
    endDate: 'End Date',
    validity: 'Validity',
    optional: 'Optional',
    remarks: 'Offer Remarks',
    isActive: 'Is Active',
    defaultShow: 'Default Show',
    setPrimary: 'Do you want to set this offer as the primary offer?',
    replaces: 'This will replace the current primary offer (ID: {{id}}).',
    replacesCode: 'This will replace the current primary offer (ID: {{id}}, code {{code}}).',
  },
  status: {
    question: 'Do you want to change the status of this offer?',
    code: 'Offer code:',
    status: 'Status: {{status}}',
  },
};
registerScreenTexts(NAMESPACE, TEXTS_EN);
