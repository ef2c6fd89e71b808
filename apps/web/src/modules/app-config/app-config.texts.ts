import { registerScreenTexts } from '@/lib/i18n';

/** Namespace `appConfig`: the manager's settings page and its change history. */
export const NAMESPACE = 'appConfig';
export const TEXTS_EN = registerScreenTexts(NAMESPACE, {
  title: 'Settings',
  intro: 'Marketplace settings. Every change is recorded with who made it and when.',
  settings: {
    /** By the setting's key (ENABLE_OTP_API_KEY). */
    ENABLEOTPAPI: {
      title: 'Sign-in by one-time code (OTP)',
      help: 'When on, customers, service centers and managers may choose OTP on the sign-in screens and receive a code by SMS.',
    },
  },
  on: 'On',
  off: 'Off',
  nowOn: '{{title}} is now on.',
  nowOff: '{{title}} is now off.',
  envManaged:
    'The server sets this from its environment (ENABLE_OTP) at every start: a change made here lasts until the next restart.',
  history: 'Change history',
  noChanges: 'No changes yet.',
  by: 'by {{who}}',
});
