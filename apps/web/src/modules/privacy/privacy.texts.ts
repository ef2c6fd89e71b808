import { CONSENT_PURPOSES, CONSENT_WITHDRAWAL_EFFECTS, PRIVACY_MESSAGES } from '@fixo/shared';

import { registerScreenTexts } from '@/lib/i18n';

/** The shared strings of PRIVACY_MESSAGES (the template functions are left out: screens format their own). */
export const PRIVACY_MESSAGE_TEXTS: Record<string, string> = Object.fromEntries(
  Object.entries(PRIVACY_MESSAGES as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  ),
);

/** Consent purposes by a key without spaces (the page sources have them), English from packages/shared. */
export const PURPOSE_KEYS = {
  'Customer Registration': 'customerRegistration',
  AddNewServiceRequest: 'serviceRequest',
  AddnewServiceCenter: 'serviceCenter',
} as const;

/**
 * The export's section titles as the server names them (my-data.ts); a title not listed shows as it came.
 * Keyed here so the Hindi can name them too.
 */
export const DATA_SECTION_TITLES = {
  profile: 'Profile',
  vehicles: 'Vehicles',
  requests: 'Service requests',
  requestHistory: 'Service request history',
  centerProfile: 'Service center profile',
  offers: 'Offers',
  plans: 'Plans and payments',
  requestsReceived: 'Requests received (customers’ details left out: they are the customers’ own data)',
  consents: 'Consents',
  grievances: 'Grievances',
  sessions: 'Signed-in sessions',
} as const;

/** Namespace `privacy`: the DPDP screens (privacy page, export, consents, erasure, grievances, manager lists). */
export const NAMESPACE = 'privacy';
export const TEXTS_EN = registerScreenTexts(NAMESPACE, {
  /** PRIVACY_MESSAGES by constant name: the server's and the schemas' English, translated by key. */
  messages: PRIVACY_MESSAGE_TEXTS,
  purposes: Object.fromEntries(
    Object.entries(PURPOSE_KEYS).map(([source, key]) => [
      key,
      {
        purpose: CONSENT_PURPOSES[source as keyof typeof PURPOSE_KEYS],
        onwithdraw: CONSENT_WITHDRAWAL_EFFECTS[source as keyof typeof PURPOSE_KEYS],
      },
    ]),
  ),
  page: {
    title: 'Privacy & data',
    introBefore: 'Your rights under the Digital Personal Data Protection Act, 2023. Read the',
    notice: 'privacy notice',
    or: 'or',
    raiseGrievance: 'raise a grievance',
    after: '.',
    signInTitle: 'Sign in to see your data',
    signIn: 'Sign in',
    signInBefore:
      'to download your data, manage consents or erase your account. To complain without signing in, use the',
    grievanceForm: 'grievance form',
    erasedTitle: 'Your account is erased',
    reference: 'Reference number:',
    erasedOn: 'Erased on {{when}}. Keep the reference for any question.',
    goHome: 'Go Home',
  },
  data: {
    title: 'Your data',
    intro:
      'Everything Fixo holds about you. Download it as a file for your records, or as a page you can print.',
    downloadJson: 'Download (JSON)',
    downloadPage: 'Download printable page',
    nothing: 'Nothing held.',
    sections: DATA_SECTION_TITLES,
  },
  consents: {
    title: 'Your consents',
    intro:
      'Withdrawing a consent stops that use at once and removes the locations kept under it. You can give it again at any time.',
    ifWithdraw: 'If you withdraw: {{effect}}',
    withdrawn: 'Withdrawn',
    given: 'Given',
    notAsked: 'Not asked yet',
    since: 'since {{when}}',
    withdraw: 'Withdraw',
    give: 'Give consent',
    withdrawLabel: 'Withdraw consent: {{purpose}}',
    giveLabel: 'Give consent: {{purpose}}',
    history: 'History ({{count}})',
    historyGiven: 'given',
    historyWithdrawn: 'withdrawn',
    /** Where a consent was answered (the history names the form, not its page source code). */
    historySource: {
      customerRegistration: 'Registration form',
      serviceRequest: 'Service request form',
      serviceCenter: 'Service center form',
    },
  },
  erase: {
    title: 'Erase your account',
    intro:
      'Your personal data is erased or made anonymous, you are signed out everywhere and this account can no longer sign in.',
    keepTitle: 'What the law makes us keep',
    button: 'Erase my account',
    dialogTitle: 'Erase your account?',
    dialogDescription: 'This cannot be undone. Requests that are still open must be finished first.',
    typeErase: 'Type ERASE to confirm',
    passcode: 'Your 4-digit passcode',
    cancel: 'Cancel',
    erasing: 'Erasing...',
  },
  grievance: {
    title: 'Grievance Officer',
    introBefore:
      'A complaint about your personal data or our service. We acknowledge it with a reference number and answer within 30 days. See our',
    notice: 'privacy notice',
    after: '.',
    recordedTitle: 'Your grievance is recorded',
    reference: 'Reference number:',
    keepIt: '. Keep it with your mobile number to see the answer here.',
    mine: 'Your grievances',
    raise: 'Raise a grievance',
    statusTitle: 'Status of a grievance',
    name: 'Your name',
    mobile: 'Mobile number',
    email: 'Email (optional)',
    about: 'About',
    complaint: 'Your complaint',
    complaintHint: 'Up to 2,000 characters.',
    sending: 'Sending...',
    submit: 'Submit grievance',
    referenceNumber: 'Reference number',
    seeStatus: 'See status',
    filed: '{{category}} · filed {{when}}',
    answerFrom: 'Answer from the Grievance Officer · {{when}}',
    notAnswered: 'Not answered yet. We answer within 30 days.',
    categories: {
      'My data': 'My data',
      Consent: 'Consent',
      Erasure: 'Erasure',
      'Service request': 'Service request',
      'Service center': 'Service center',
      Other: 'Other',
    },
    statuses: { Open: 'Open', Answered: 'Answered', Closed: 'Closed' },
  },
  manager: {
    title: 'Grievances',
    intro: 'Complaints to the Grievance Officer. Answer each within 30 days.',
    statusTabs: 'Status',
    all: 'All',
    reference: 'Reference',
    status: 'Status',
    from: 'From',
    complaint: 'Complaint',
    filed: 'Filed',
    answerColumn: 'Answer',
    answer: 'Answer',
    editAnswer: 'Edit answer',
    answerLabel: 'Answer {{reference}}',
    erased: '(erased)',
    erasedWithAccount: '(erased with the account)',
    answerHint: 'The complainant sees this with the status.',
    cancel: 'Cancel',
    saving: 'Saving...',
    save: 'Save answer',
    saved: 'Grievance {{reference}} is {{status}}.',
    emptyAll: 'No grievances.',
    emptyOpen: 'No open grievances.',
    emptyAnswered: 'No answered grievances.',
    emptyClosed: 'No closed grievances.',
    savedStatus: { Answered: 'answered', Closed: 'closed' },
  },
  erasures: {
    title: 'Erasure requests',
    intro:
      'Accounts erased at their owner’s request. Only the reference, the kind of account and the dates are kept: the person’s data is gone.',
    reference: 'Reference',
    role: 'Account',
    requested: 'Requested',
    status: 'Status',
    empty: 'No erasure requests yet.',
    roles: { Customer: 'Customer', ServiceCenter: 'Service center' },
    statuses: { Completed: 'Completed' },
  },
});
