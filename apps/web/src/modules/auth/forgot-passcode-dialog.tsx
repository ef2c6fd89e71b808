import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import {
  MOBILE_VERIFICATION_MESSAGES,
  mobileIssue,
  normalizeIndianMobile,
  PASSCODE_LENGTH,
  resetPasscodeSchema,
  VERIFICATION_CODE_LENGTH,
  type ResetPasscode,
  type ResetPasscodeInput,
  type UserType,
} from '@fixo/shared';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import {
  CodeSentNotice,
  useResetPasscode,
  useSendVerificationCode,
  useMobileVerificationText,
} from '@/modules/mobile-verification';

import { sessionQueryKey } from './auth-api';
import { keepDigits, PasscodeInput, SmsCodeInput } from './code-inputs';
import { NAMESPACE } from './auth-access.texts';
import { ROLE_HOME } from './role-home';
import { storeLogin } from './session-storage';

/** Ours: texts of the forgotten-passcode flow. */
export const FORGOT_PASSCODE_TEXTS = {
  link: 'Forgot passcode?',
  title: 'Reset your passcode',
  intro:
    'Enter your registered mobile number. We send a 6-digit code by SMS; with it you choose a new passcode.',
  sendCode: 'Send code',
  resendCode: 'Send a new code',
  codeSent: (mobile: string) => `Code sent to +91 ${mobile} if it is registered.`,
  outboxLink: 'Open the development SMS outbox',
  newPasscode: 'New 4-digit passcode',
  submit: 'Change passcode',
} as const;

/** The 'Forgot passcode?' link of a sign-in screen and its dialog: mobile → code by SMS → new passcode. */
export function ForgotPasscodeDialog({ usertype }: { usertype: UserType }) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {t('forgot.link')}
      </button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('forgot.title')}</DialogTitle>
          <DialogDescription>{t('forgot.intro')}</DialogDescription>
        </DialogHeader>
        {open && <ForgotPasscodeForm usertype={usertype} />}
      </DialogContent>
    </Dialog>
  );
}

function ForgotPasscodeForm({ usertype }: { usertype: UserType }) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = useMobileVerificationText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const send = useSendVerificationCode();
  const reset = useResetPasscode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<ResetPasscodeInput, unknown, ResetPasscode>({
    resolver: zodResolver(resetPasscodeSchema),
    mode: 'onBlur',
    defaultValues: { mobileno: '', usertype, code: '', newpasscode: '' },
  });
  const { register, handleSubmit, formState, getValues, setError } = form;
  const errors = formState.errors;

  async function sendCode() {
    setFormError(null);
    const mobileno = normalizeIndianMobile(getValues('mobileno'));
    const issue = mobileIssue(mobileno);
    if (issue) {
      setError('mobileno', { message: issue });
      return;
    }
    try {
      await send.mutateAsync({ mobileno, purpose: 'ResetPasscode', usertype });
      setSentTo(mobileno);
    } catch (failure) {
      setFormError(errorMessage(failure));
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const session = await reset.mutateAsync({ ...values, usertype });
      storeLogin(session, values.mobileno);
      queryClient.setQueryData(sessionQueryKey, session);
      toast.success(message(MOBILE_VERIFICATION_MESSAGES.passcodeReset));
      await navigate(ROLE_HOME[session.usertype], { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.errors?.code)
        setError('code', { message: failure.errors.code });
      else setFormError(errorMessage(failure));
    }
  });

  const mobileField = register('mobileno', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const digits = event.target.value.replace(/\D/g, '');
      event.target.value = digits.length > 10 ? digits.slice(-10) : digits;
    },
  });

  return (
    <form
      noValidate
      // The dialog is portaled, but React events still bubble to the sign-in form around the link.
      onSubmit={(event) => {
        event.stopPropagation();
        void onSubmit(event);
      }}
      className="flex flex-col gap-4"
    >
      <FormField label={t('forgot.mobile')} error={errors.mobileno?.message} required>
        <Input
          {...mobileField}
          leading="+91"
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          maxLength={10}
          placeholder="9876543210"
          readOnly={sentTo !== null}
        />
      </FormField>
      {sentTo === null ? (
        <Button
          type="button"
          onClick={() => void sendCode()}
          loading={send.isPending}
          loadingText={t('forgot.sending')}
        >
          {t('forgot.sendCode')}
        </Button>
      ) : (
        <>
          <CodeSentNotice outboxLabel={t('forgot.outboxLink')}>
            {t('forgot.codeSent', { mobile: sentTo })}
          </CodeSentNotice>
          <FormField label={t('forgot.code')} error={message(errors.code?.message)} required>
            <SmsCodeInput
              {...register('code', keepDigits(VERIFICATION_CODE_LENGTH))}
              length={VERIFICATION_CODE_LENGTH}
            />
          </FormField>
          <FormField label={t('forgot.newPasscode')} error={errors.newpasscode?.message} required>
            <PasscodeInput
              {...register('newpasscode', keepDigits(PASSCODE_LENGTH))}
              autoComplete="new-password"
            />
          </FormField>
          {formError && <Alert variant="error">{message(formError)}</Alert>}
          <Button type="submit" loading={formState.isSubmitting} loadingText={t('forgot.saving')}>
            {t('forgot.submit')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => void sendCode()} loading={send.isPending}>
            {t('forgot.resendCode')}
          </Button>
        </>
      )}
      {sentTo === null && formError && <Alert variant="error">{message(formError)}</Alert>}
    </form>
  );
}
