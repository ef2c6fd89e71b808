import { registerScreenTexts } from '@/lib/i18n';

/**
 * Namespace `areaLayout`: the service-center and manager headers and footers. Their English travels with those
 * layouts' chunks, not the first page a driver downloads.
 */
export const NAMESPACE = 'areaLayout';
export const TEXTS_EN = registerScreenTexts(NAMESPACE, {
  center: {
    navLabel: 'Service center',
    dashboard: 'Dashboard',
    serviceRequests: 'Service Requests',
    closeRequests: 'Close Service Requests',
    report: 'Service Request Report',
    addOffers: 'Add Offers',
    profile: 'Profile',
    offers: 'Offers',
    privacy: 'Privacy & data',
    subscription: 'Subscription',
    logout: 'Logout',
    account: 'Account',
    accountMenu: 'Account menu: {{name}}',
    rating: 'Rating {{value}} out of 5',
    ratingCounted: 'Rating {{value}} out of 5, {{count}} ratings',
    planExpired: 'Your FixoPro plan expired.',
    planExpiredOn: 'Your FixoPro plan expired on {{date}}.',
    renew: 'Renew',
    fixopro: 'FixoPro',
    privacyPolicy: 'Privacy policy',
    tagline:
      'Fixo for service centers: requests from drivers near you, offers and the FixoPro workshop suite.',
  },
  suite: {
    newRequest: 'New Service Request',
    jobCards: 'Job Cards',
    parts: 'Add Parts & Services',
    customers: 'Customer Masters',
    invoices: 'View & Generate Invoice',
    invoiceReport: 'Invoice Report',
    reminders: 'Service Reminders',
  },
  manager: {
    badge: 'Manager',
    navLabel: 'Manager',
    more: 'More',
    active: 'Active Service Center',
    inactive: 'Inactive Service Center',
    offers: 'Offers',
    planPayments: 'Plan payments',
    grievances: 'Grievances',
    settings: 'Settings',
    logout: 'Logout',
    home: 'Fixo — Active Service Center',
    tagline: 'Fixo marketplace operations.',
  },
});
