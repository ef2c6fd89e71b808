import { registerScreenTexts } from '@/lib/i18n';

/** Namespace `auth`: the sign-in page and form (English in the sign-in chunk, not the first page). */
export const NAMESPACE = 'auth';
export const TEXTS_EN = {
  roles: {
    Customer: 'Customer',
    ServiceCenter: 'Service center',
    Manager: 'Manager',
  },
  login: {
    title: 'Sign in to Fixo',
    signInAs: 'Sign in as',
    intro: {
      Customer: 'See your service requests and keep your vehicle details ready.',
      ServiceCenter: 'Handle new requests, offers and your FixoPro workshop.',
      Manager: 'For the Fixo operations team.',
    },
    register: {
      Customer: 'Register as a customer',
      ServiceCenter: 'Register your service center',
    },
    newToFixo: 'New to Fixo?',
    privacyBefore: 'By signing in you agree to how we handle your data in our',
    privacyLink: 'privacy policy',
    privacyAfter: '.',
    mobile: 'Mobile number',
    mobileHint: '10-digit number registered with Fixo',
    signInWith: 'Sign in with',
    passcode: 'Passcode',
    otpOnSms: 'OTP on SMS',
    passcodeHint: 'Your 4-digit Fixo passcode',
    sending: 'Sending...',
    resendOtp: 'Resend OTP',
    sendOtp: 'Send OTP',
    code: '6-digit code',
    codeSent: 'Sent by SMS to +91 {{mobile}}',
    useOtp: 'Sign in with a one-time code',
    signingIn: 'Signing in...',
    submit: 'Sign in',
  },
  /** Registration and profile forms (customers and centers). */
  account: {
    alreadyRegistered: 'Already registered?',
    alreadyTitle: 'Already registered',
    signIn: 'Sign in',
    loginType: 'Login type',
    passcode: 'Passcode',
    otpOnSms: 'OTP on SMS',
    keepPasscode: 'Leave empty to keep your current passcode, or type a new 4-digit one.',
  },
};
registerScreenTexts(NAMESPACE, TEXTS_EN);
