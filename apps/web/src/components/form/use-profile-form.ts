import { useEffect, type ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';

import { useZodForm } from './use-zod-form';

/** What a registration and profile form is given by its page (the values' types are its schema's). */
export interface ProfileFormProps<TInput, TOutput> {
  mode: 'register' | 'profile';
  defaultValues: TInput;
  saving: boolean;
  /** Called with valid values; throw nothing, report problems through `alert`. */
  onSubmit: (values: TOutput) => void | Promise<void>;
  /** A success or error notice shown above the buttons (the page decides its text). */
  alert?: ReactNode;
  /** Server field errors keyed by form field name. */
  fieldErrors?: Partial<Record<keyof TInput, string>>;
  /** The mobile number cannot change on the profile: it is the sign-in id. */
  lockMobile?: boolean;
}

/**
 * The react-hook-form setup of an account's registration and profile form: the mode's zod schema (the
 * profile's keeps the passcode when left empty), validated on blur. A reloaded profile (e.g. after saving; pass a memoised object) replaces the values,
 * and the server's field errors of a failed save (a 400) land on their inputs.
 */
export function useProfileForm<TInput extends FieldValues, TOutput>(
  schemas: Record<ProfileFormProps<TInput, TOutput>['mode'], z.ZodType<TOutput, TInput>>,
  {
    mode,
    defaultValues,
    fieldErrors,
  }: Pick<ProfileFormProps<TInput, TOutput>, 'mode' | 'defaultValues' | 'fieldErrors'>,
) {
  const form = useZodForm(schemas[mode], {
    mode: 'onBlur',
    // react-hook-form types its defaults as a deep partial of the same values.
    defaultValues: defaultValues as never,
  });
  const { reset, setError } = form;
  useEffect(() => {
    reset(defaultValues);
  }, [defaultValues, reset]);
  useEffect(() => {
    for (const [name, message] of Object.entries(fieldErrors ?? {})) {
      if (typeof message === 'string' && message) setError(name as Path<TInput>, { type: 'server', message });
    }
  }, [fieldErrors, setError]);
  return form;
}
