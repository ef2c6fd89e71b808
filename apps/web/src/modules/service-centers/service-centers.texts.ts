import { GSTIN_EXAMPLE, OPEN_24_HOURS_TEXT, WORKING_HOURS_ORDER_MESSAGE } from '@fixo/shared';

import { registerScreenTexts } from '@/lib/i18n';

/**
 * Namespace `serviceCenters`: the center's registration and profile form, its profile page and the checkbox
 * lists (the spec's section titles come from `common`).
 */
export const NAMESPACE = 'serviceCenters';
export const TEXTS_EN = {
  registerTitle: 'Register your service center',
  registerIntro:
    'Get breakdown and service requests from drivers near you. Registration is free; Fixo checks every center before customers see it.',
  registered: 'Registration successful. Your passcode is {{passcode}} — keep it safe to sign in.',
  approvalNote: 'Your service center will be visible to customers once Fixo approves it.',
  consent: 'I allow Fixo to use this location to show my service center to customers nearby.',
  hoursOrder: WORKING_HOURS_ORDER_MESSAGE,
  form: {
    name: 'Service center name',
    nameHint: "As customers will see it, e.g. 'Sri Ganesh Auto Works'.",
    contact: 'Contact person',
    contact2: 'Second contact person',
    mobile: 'Mobile number',
    mobileLocked: 'Your sign-in id; it cannot be changed here.',
    mobileHint: 'You sign in with this number.',
    mobile2: 'Second mobile',
    landline: 'Landline',
    email: 'Email ID',
    gstin: 'GSTIN',
    gstinHint: `Optional. 15 characters, e.g. ${GSTIN_EXAMPLE}.`,
    passcodeHint: 'We picked a random 4-digit passcode. Note it down or change it: you sign in with it.',
    mapPosition: 'Map position',
    mapHint: 'Customers find you by this point: use your location while at the workshop, or your PIN code.',
    addressPlaceholder: 'Shop no., street',
    open24: OPEN_24_HOURS_TEXT,
    open24Hint: `Customers see '${OPEN_24_HOURS_TEXT}'.`,
    hoursFrom: 'Working hours from',
    hoursTo: 'Working hours to',
    makers: 'Vehicle makers you service',
    makersWhat: 'vehicle makers',
    services: 'Services you provide',
    servicesWhat: 'services',
    servicesText: 'Services provided (shown to customers)',
    pickup: 'Pickup available',
    pickupHint: 'You can collect the vehicle from the customer.',
    register: 'Register service center',
    save: 'Save changes',
  },
  list: {
    selected: '{{n}} selected',
    filter: 'Filter {{what}}',
    loading: 'Loading {{what}}...',
    failed: 'Failed to load {{what}}',
    empty: 'No {{what}} available',
  },
  profile: {
    title: 'Service Center Profile',
    signInAgain: 'Sign in again to see your service center profile.',
    notFound: 'No service center profile was found for {{mobile}}.',
    waiting: 'Waiting for approval',
    waitingText:
      'Customers will see your service center once Fixo approves it. Keep your profile complete: it helps.',
    status: 'Status: {{status}}',
    rating: 'Rating',
  },
};
registerScreenTexts(NAMESPACE, TEXTS_EN);
