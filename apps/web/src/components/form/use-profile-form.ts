import { useEffect } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';

import { useZodForm } from './use-zod-form';

/**
 * The react-hook-form setup of an account's registration and profile form: the shared zod schema,
 * validated on blur. A reloaded profile (e.g. after saving; pass a memoised object) replaces the values,
 * and the server's field errors of a failed save (a 400) land on their inputs.
 */
export function useProfileForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: TInput,
  fieldErrors: Partial<Record<keyof TInput, string>> | undefined,
) {
  const form = useZodForm(schema, {
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
