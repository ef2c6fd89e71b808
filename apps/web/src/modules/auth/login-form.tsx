import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import {
  loginRequestSchema,
  normalizeIndianMobile,
  OTP_LENGTH,
  PASSCODE_LENGTH,
  type LoginRequest,
  type LoginRequestInput,
  type LoginType,
  type UserType,
} from '@fixo/shared';

import { choiceCardClasses } from '@/components/ui/choice-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useMessageTranslator } from '@/lib/i18n';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { MobileInput } from '@/components/ui/mobile-input';
import { ApiError } from '@/lib/api-client';

import { followAccountLanguage, followCenterLanguage } from '@/modules/notifications';
import { NAMESPACE } from './auth.texts';
import { fetchDevOutbox, login, requestOtp, sessionQueryKey } from './auth-api';
import { keepDigits, PasscodeInput, SmsCodeInput } from './code-inputs';
import { ForgotPasscodeDialog } from './forgot-passcode-dialog';
import { ROLE_HOME } from './role-home';
import { storeLogin } from './session-storage';
import { useOtpCheck } from './use-otp-check';

export interface LoginFormProps {
  usertype: UserType;
}

export function LoginForm({ usertype }: LoginFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const { t } = useTranslation(NAMESPACE);
  const tm = useMessageTranslator();
  const apiErrorText = useApiErrorText();
  const [otpSentTo, setOtpSentTo] = useState<string | null>(null);
  const [sendingOtp, setSendingOtp] = useState(false);
  const [devOtpText, setDevOtpText] = useState<string | null>(null);
  // The passcode is locked (423) and one-time codes are on: offer the way around the lock.
  const [offerOtpAfterLock, setOfferOtpAfterLock] = useState(false);

  const form = useForm<LoginRequestInput, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    mode: 'onBlur',
    defaultValues: { mobileno: '', passcode: '', otp: '', usertype, logintype: 'PassCode' },
  });
  const { register, handleSubmit, formState, setValue, watch, trigger, getValues, setError, clearErrors } =
    form;
  const logintype = watch('logintype') ?? 'PassCode';
  const errors = formState.errors;
  const { checking: checkingOtp, otpAvailable } = useOtpCheck();

  async function chooseLoginType(next: LoginType) {
    if (next === logintype) return;
    // The spec: refuse with a toast and leave the type unchanged.
    if (next === 'OTP' && !(await otpAvailable())) return;
    setFormError(null);
    setOfferOtpAfterLock(false);
    clearErrors(['passcode', 'otp']);
    setValue('logintype', next);
  }

  async function sendOtp() {
    setFormError(null);
    const mobileOk = await trigger('mobileno');
    if (!mobileOk) return;
    const mobileno = normalizeIndianMobile(getValues('mobileno'));
    setSendingOtp(true);
    try {
      const answer = await requestOtp({ mobileno, usertype });
      setOtpSentTo(mobileno);
      toast.success(answer.message || `We sent a 6-digit code to ${mobileno}.`);
      void showDevOtp(mobileno);
    } catch (error) {
      const message = apiErrorText(error);
      setFormError(message);
      toast.error(message);
    } finally {
      setSendingOtp(false);
    }
  }

  async function showDevOtp(mobileno: string) {
    try {
      const outbox = await fetchDevOutbox();
      const latest = outbox.filter((m) => m.to.includes(mobileno)).at(-1);
      setDevOtpText(latest?.text ?? null);
    } catch {
      // No outbox outside development: nothing to show.
      setDevOtpText(null);
    }
  }

  async function signInWithCodeInstead() {
    await chooseLoginType('OTP');
    await sendOtp();
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setOfferOtpAfterLock(false);
    const body: LoginRequest = { ...values, mobileno: normalizeIndianMobile(values.mobileno), usertype };
    if (body.logintype === 'PassCode') delete body.otp;
    else delete body.passcode;
    try {
      const session = await login(body);
      storeLogin(session, body.mobileno);
      queryClient.setQueryData(sessionQueryKey, session);
      // The account's language (chosen on another device) is on screen before the dashboard is.
      if (session.usertype === 'Customer') await followAccountLanguage(queryClient);
      else if (session.usertype === 'ServiceCenter') await followCenterLanguage();
      await navigate(ROLE_HOME[session.usertype], { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field === 'mobileno' || field === 'passcode' || field === 'otp') setError(field, { message });
        }
      }
      // The server's lock message says how long it lasts (in Hindi from its key and minutes).
      setFormError(apiErrorText(error));
      if (error instanceof ApiError && error.status === 423 && body.logintype === 'PassCode') {
        setOfferOtpAfterLock(await otpAvailable({ quiet: true }));
      }
    }
  });

  // MobileInput keeps the number of a pasted '+91 98450 12345' (no maxLength cutting it first).
  const mobileField = register('mobileno');
  const passcodeField = register('passcode', keepDigits(PASSCODE_LENGTH));
  const otpField = register('otp', keepDigits(OTP_LENGTH));

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-describedby={formError ? 'login-error' : undefined}
    >
      <FormField
        label={t('login.mobile')}
        error={errors.mobileno?.message}
        hint={t('login.mobileHint')}
        required
      >
        <MobileInput {...mobileField} autoComplete="username" placeholder="9876543210" />
      </FormField>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('login.signInWith')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              { value: 'PassCode', label: t('login.passcode'), Icon: KeyRound },
              { value: 'OTP', label: t('login.otpOnSms'), Icon: MessageSquareText },
            ] as const
          ).map(({ value, label, Icon }) => (
            <label key={value} className={choiceCardClasses(logintype === value)}>
              <input
                type="radio"
                name="logintype"
                value={value}
                checked={logintype === value}
                disabled={checkingOtp}
                onChange={() => void chooseLoginType(value)}
                className="size-4 accent-brand-600"
              />
              <Icon className="size-4" aria-hidden />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      {logintype === 'PassCode' ? (
        <FormField
          label={t('login.passcode')}
          error={errors.passcode?.message}
          hint={t('login.passcodeHint')}
          required
        >
          <PasscodeInput {...passcodeField} autoComplete="current-password" />
        </FormField>
      ) : (
        <div className="flex flex-col gap-3">
          <Button
            variant="outline"
            onClick={() => void sendOtp()}
            loading={sendingOtp}
            loadingText={t('login.sending')}
          >
            {otpSentTo ? t('login.resendOtp') : t('login.sendOtp')}
          </Button>
          {otpSentTo && (
            <FormField
              label={t('login.code')}
              error={errors.otp?.message}
              hint={t('login.codeSent', { mobile: otpSentTo })}
              required
            >
              <SmsCodeInput {...otpField} length={OTP_LENGTH} />
            </FormField>
          )}
          {devOtpText && (
            <Alert variant="info" title="Development outbox">
              {devOtpText}
            </Alert>
          )}
        </div>
      )}

      {formError && (
        <Alert variant="error" id="login-error">
          {tm(formError)}
        </Alert>
      )}

      {offerOtpAfterLock && logintype === 'PassCode' && (
        <Button variant="outline" onClick={() => void signInWithCodeInstead()} loading={sendingOtp}>
          <MessageSquareText className="size-4" aria-hidden />
          {t('login.useOtp')}
        </Button>
      )}

      <Button
        type="submit"
        size="lg"
        loading={formState.isSubmitting}
        loadingText={t('login.signingIn')}
        disabled={logintype === 'OTP' && !otpSentTo}
      >
        {t('login.submit')}
      </Button>
      <ForgotPasscodeDialog usertype={usertype} />
    </form>
  );
}
