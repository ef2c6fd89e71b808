export { MobileCodeStep, VERIFY_MOBILE_FIRST } from './mobile-code-step';
export { useDevOutboxAvailable, useResetPasscode, useSendVerificationCode } from './mobile-verification-api';
export { VerifyAccountNotice } from './verify-account-notice';
export { useMobileVerificationText } from './use-mobile-verification-text';
