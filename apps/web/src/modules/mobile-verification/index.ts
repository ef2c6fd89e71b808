export {
  MobileCodeStep,
  CODE_STEP_TEXTS,
  VERIFY_MOBILE_FIRST,
  type MobileCodeStepProps,
} from './mobile-code-step';
export {
  resetPasscode,
  sendVerificationCode,
  useDevOutboxAvailable,
  useResetPasscode,
  useSendVerificationCode,
  useVerifyMobile,
  verifyMobile,
} from './mobile-verification-api';
