import { registerScreenTexts } from '@/lib/i18n';

/**
 * Namespace `privacyPolicy`: the public privacy notice (/privacy-policy). Inline markup is react-i18next's
 * <Trans> tags: <b> bold, <grievance> the link to the grievance form. The Hindi keeps the legal meaning.
 */
export const NAMESPACE = 'privacyPolicy';
export const TEXTS_EN = registerScreenTexts(NAMESPACE, {
  eyebrow: 'Privacy notice',
  title: 'Privacy Policy',
  intro: 'How Fixo handles your personal data under India’s Digital Personal Data Protection Act, 2023.',
  lastUpdated: 'Last updated:',
  lastUpdatedDate: '21 November 2026',
  onThisPage: 'On this page',
  whoWeAre: {
    title: '1. Who we are',
    p1: 'Fixo (“Fixo”, “we”, “us”) runs a marketplace that connects vehicle owners with service centers in India. For the personal data described here we are the Data Fiduciary under the Digital Personal Data Protection Act, 2023 (“DPDP Act”) and the rules made under it. This notice tells you what we collect, why, who we share it with and the rights you have.',
  },
  dataWeCollect: {
    title: '2. Personal data we collect',
    identity: '<b>Identity and contact:</b> your name, mobile number(s) and email address.',
    address: '<b>Address:</b> address lines, city, state, country and PIN code.',
    vehicle:
      '<b>Vehicle details:</b> vehicle type, maker, make, model, colour, fuel type, registration number, chassis number (optional) and mileage.',
    location:
      '<b>Location, only with your consent:</b> your device’s location when you allow it, to find service centers near you and to tell the chosen center where you are. You can use a PIN code instead.',
    requests:
      '<b>Service requests:</b> the problem you describe (typed or dictated), the services needed, the center you choose, request status and remarks.',
    centers:
      '<b>Service centers:</b> business name, contact persons, GSTIN, working hours, services offered and plan details.',
    account:
      '<b>Account and usage:</b> a hashed passcode (we never store it in plain text), sign-in records, and page visit counts used to improve the service.',
  },
  purposes: {
    title: '3. Why we use it',
    account: 'To create and manage your account and sign you in securely (passcode or one-time password).',
    nearby: 'To show service centers near you and send your service request to the center you choose.',
    centers: 'To let service centers contact you, accept, complete and invoice your job.',
    safety: 'To keep the platform safe: preventing fraud and misuse, and securing accounts.',
    legal: 'To meet legal obligations, such as tax and GST records kept by service centers.',
    improve: 'To understand which pages are used so we can improve them (counts, not profiles).',
  },
  sharing: {
    title: '4. Who we share it with',
    p1: 'When you raise a request, we share your name, mobile number, vehicle details, problem description and location with <b>the service center you choose</b>, only so it can help you. We also use service providers who process data on our behalf under contract (hosting, SMS delivery) and disclose data where the law requires it.',
    p2: '<b>We do not sell your personal data</b>, and we do not share it with advertisers.',
  },
  retention: {
    title: '5. How long we keep it',
    p1: 'We keep your data while your account is active and for as long as needed for the purposes above. When you ask us to erase it, or when the purpose is served, we delete it unless a law requires us to keep it longer (for example, invoice and tax records are kept for the period required by GST law). Location is used for your request and is not tracked in the background.',
  },
  rights: {
    title: '6. Your rights',
    intro: 'Under the DPDP Act you have the right to:',
    access: '<b>Access</b> a summary of your personal data we process and who we have shared it with.',
    correction:
      '<b>Correction and updating</b> of inaccurate or incomplete data; most of it you can edit in your profile.',
    erasure: '<b>Erasure</b> of data that is no longer needed, unless the law requires us to keep it.',
    grievance:
      '<b>Grievance redressal</b>: a response from our Grievance Officer to any complaint about your data.',
    nominate: '<b>Nominate</b> a person to exercise these rights for you in case of death or incapacity.',
    howTo:
      'Signed in, you can see and download your data, withdraw a consent and erase your account yourself on the <b>Privacy & data</b> page of your account menu. For anything else, <grievance>raise a grievance</grievance> with the Grievance Officer (below) or write from your registered email, mentioning your registered mobile number. We may verify your identity before acting.',
  },
  consent: {
    title: '7. Consent and withdrawing it',
    p1: 'Where we rely on your consent (for example, for location), you can withdraw it at any time as easily as you gave it: on the Privacy & data page of your account, by turning location off in your browser, or by writing to us. Withdrawal does not affect what was done before it; some features, such as finding centers by location, may then need a PIN code instead.',
  },
  children: {
    title: '8. Children',
    p1: 'Fixo is meant for adults. We do not knowingly process the personal data of anyone under 18 without verifiable consent of a parent or lawful guardian, and we do not track or target advertising at children. If you believe a child has given us data, please contact us and we will delete it.',
  },
  security: {
    title: '9. Security',
    p1: 'We protect your data with reasonable security safeguards: encrypted connections (HTTPS), hashed passcodes, secure session cookies, limits on repeated sign-in attempts and access only for those who need it. If a personal data breach occurs, we will inform you and the Data Protection Board of India as the law requires.',
  },
  grievance: {
    title: '10. Grievance Officer',
    officer: 'Grievance Officer, Fixo',
    place: 'Bengaluru, Karnataka, India',
    email: 'Email:',
    online:
      '<grievance>Raise a grievance online</grievance>: you get a reference number at once and can follow its status and read our answer there.',
    p2: 'We will acknowledge your complaint and aim to resolve it within 30 days. If you are not satisfied with our response, you may complain to the Data Protection Board of India.',
  },
  changes: {
    title: '11. Changes to this notice',
    p1: 'We may update this notice. The date below shows the latest version; for significant changes we will tell you in the app or by SMS or email before they take effect.',
  },
});
