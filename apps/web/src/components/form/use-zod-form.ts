import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';

import { ApiError } from '@/lib/api-client';

/**
 * A react-hook-form form validated by a shared zod schema: the fields hold the schema's input, the submit
 * handler gets its parsed output (numbers from typed text, defaults filled in).
 */
export function useZodForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'>,
) {
  return useForm<TInput, unknown, TOutput>({
    ...options,
    // The resolver's generics cannot follow a schema passed as a parameter; the schema's own types are the form's.
    resolver: zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>,
  });
}

/** A failed save's field errors (a 400 naming 'recipient.gstin', 'lines.0.hsnsac'): the server's words beside each field. */
export function showServerFieldErrors<TInput extends FieldValues>(
  setError: UseFormSetError<TInput>,
  error: unknown,
) {
  if (!(error instanceof ApiError) || !error.errors) return;
  for (const [field, message] of Object.entries(error.errors)) setError(field as Path<TInput>, { message });
}
