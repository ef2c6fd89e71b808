import { useTranslation } from 'react-i18next';
import { Controller, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { passcodeSchema, type LoginType } from '@fixo/shared';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

import { NAMESPACE } from './auth.texts';
import { LoginTypeField } from './login-type-field';

/** On a profile the passcode is not shown; left empty it keeps the current one. */
export const optionalPasscodeSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') return;
    const issue = passcodeSchema.safeParse(value).error?.issues[0];
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message });
  });

export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

interface LoginFieldValues {
  loginType: LoginType;
  loginPasscode: string;
}

export interface AccountLoginFieldsProps {
  mode: 'register' | 'profile';
  saving: boolean;
  /** The passcode hint on registration (a random passcode is prefilled). */
  registerHint: string;
}

/** Login type (PassCode / OTP) and passcode of a registration or profile form (inside a FormProvider). */
export function AccountLoginFields({ mode, saving, registerHint }: AccountLoginFieldsProps) {
  const { control, register, formState } = useFormContext<LoginFieldValues>();
  const errors = formState.errors;
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Controller
        control={control}
        name="loginType"
        render={({ field }) => (
          <LoginTypeField
            name={field.name}
            value={field.value === 'OTP' ? 'OTP' : 'PassCode'}
            onChange={field.onChange}
            disabled={saving}
            error={errors.loginType?.message}
          />
        )}
      />
      <FormField
        label={t('account.passcode')}
        error={errors.loginPasscode?.message}
        required={mode === 'register'}
        hint={mode === 'register' ? registerHint : t('account.keepPasscode')}
      >
        <Input
          {...register('loginPasscode', {
            onChange: (e: { target: HTMLInputElement }) => {
              e.target.value = digitsOnly(e.target.value, 4);
            },
          })}
          inputMode="numeric"
          autoComplete={mode === 'register' ? 'new-password' : 'off'}
          maxLength={4}
          className="font-mono tracking-[0.4em]"
        />
      </FormField>
    </>
  );
}
