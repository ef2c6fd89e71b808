import type { ChangeEvent } from 'react';
import { PASSCODE_LENGTH } from '@fixo/shared';

import { Input, type InputProps } from '@/components/ui/input';

import { digitsOnly } from './account-login-fields';

/** react-hook-form `register` options that keep a code field to its digits, `length` at most, as it is typed. */
export function keepDigits(length: number) {
  return {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = digitsOnly(event.target.value, length);
    },
  };
}

type CodeInputProps = Omit<InputProps, 'type' | 'inputMode' | 'maxLength' | 'placeholder' | 'className'>;

/** A code from an SMS: the numeric keypad, the phone's one-time-code autofill, spaced digits. */
export function SmsCodeInput({ length, ...props }: CodeInputProps & { length: number }) {
  return (
    <Input
      {...props}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
      placeholder="123456"
      className="tracking-[0.3em]"
    />
  );
}

/** A 4-digit passcode, hidden as it is typed; `autoComplete` tells a password manager the current from a new one. */
export function PasscodeInput(props: CodeInputProps & { autoComplete: 'current-password' | 'new-password' }) {
  return (
    <Input
      {...props}
      type="password"
      inputMode="numeric"
      maxLength={PASSCODE_LENGTH}
      placeholder="••••"
      className="tracking-[0.4em]"
    />
  );
}
