import { registerScreenTexts } from '@/lib/i18n';

/**
 * Namespace `authAccess`: the forgotten-passcode dialog and the wrong-role page. Not in `auth`: that namespace
 * travels with the request screen (its forms reuse the account texts), whose first-page budget has no room for
 * texts it never shows; these load with the sign-in screen and the guard.
 */
export const NAMESPACE = 'authAccess';
export const TEXTS_EN = {
  /** 'Forgot passcode?' and its dialog. */
  forgot: {
    link: 'Forgot passcode?',
    title: 'Reset your passcode',
    intro:
      'Enter your registered mobile number. We send a 6-digit code by SMS; with it you choose a new passcode.',
    mobile: 'Mobile number',
    sendCode: 'Send code',
    resendCode: 'Send a new code',
    codeSent: 'Code sent to +91 {{mobile}} if it is registered.',
    outboxLink: 'Open the development SMS outbox',
    code: '6-digit code from the SMS',
    newPasscode: 'New 4-digit passcode',
    submit: 'Change passcode',
    sending: 'Sending...',
    saving: 'Saving...',
  },
  /** A signed-in user of another role on a guarded page. */
  wrongRole: {
    area: {
      ServiceCenter: 'This page is for service centers.',
      Customer: 'This page is for customers.',
      Manager: 'This page is for Fixo operations.',
    },
    signedInAs: {
      Customer: 'You are signed in as a customer.',
      ServiceCenter: 'You are signed in as a service center.',
      Manager: 'You are signed in as the Fixo operations team.',
    },
    home: 'Go to my home',
  },
};
registerScreenTexts(NAMESPACE, TEXTS_EN);
