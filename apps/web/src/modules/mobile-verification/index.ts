export {
  MobileCodeStep,
  CODE_STEP_TEXTS,
  VERIFY_MOBILE_FIRST,
  type MobileCodeStepProps,
} from './mobile-code-step';
export {
  resetPasscode,
  sendVerificationCode,
  mobileVerificationStatusKey,
  useDevOutboxAvailable,
  useMobileVerificationStatus,
  useResetPasscode,
  useSendVerificationCode,
  useVerifyMobile,
  verifyMobile,
} from './mobile-verification-api';
export { VerifyAccountNotice, VERIFY_ACCOUNT_TEXT } from './verify-account-notice';
export { useMobileVerificationText } from './use-mobile-verification-text';
