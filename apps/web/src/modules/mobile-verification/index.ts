export { MobileCodeStep, useMobileCodeStep } from './mobile-code-step';
export { CodeSentNotice } from './code-sent-notice';
export { useResetPasscode, useSendVerificationCode } from './mobile-verification-api';
export { VerifyAccountNotice } from './verify-account-notice';
export { useMobileVerificationText } from './use-mobile-verification-text';
