import { MOBILE_VERIFICATION_MESSAGES } from '@fixo/shared';

import { registerScreenTexts } from '@/lib/i18n';

/** The shared messages that are plain texts; `wrongCode` (a template) gets its own plural keys below. */
const MESSAGES = Object.fromEntries(
  Object.entries(MOBILE_VERIFICATION_MESSAGES as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  ),
);

/** Namespace `mobileVerification`: the code step of the registration forms and the verify-account notice. */
export const NAMESPACE = 'mobileVerification';
export const TEXTS_EN = {
  messages: MESSAGES,
  wrongCode_one: MOBILE_VERIFICATION_MESSAGES.wrongCode(1).replace('1', '{{count}}'),
  wrongCode_other: MOBILE_VERIFICATION_MESSAGES.wrongCode(2).replace('2', '{{count}}'),
  sendCode: 'Send code',
  resendCode: 'Send a new code',
  codeSent: 'Code sent to +91 {{mobile}}.',
  outboxLink: 'Open the development SMS outbox',
  codeLabel: '6-digit code from the SMS',
  verify: 'Verify',
  verified: '+91 {{mobile}} verified',
  enterMobileFirst: 'Enter your 10-digit mobile number first.',
  why: 'We send a code by SMS to make sure this number is yours.',
  verifyFirst: 'Please verify your mobile number: send a code and enter it here.',
  checking: 'Checking...',
  sending: 'Sending...',
  verifyAccount:
    'Verify +91 {{mobile}} to also see requests and consents made with this number before you registered.',
};
registerScreenTexts(NAMESPACE, TEXTS_EN);
