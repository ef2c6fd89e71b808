import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a screen adds to a domain's mutation hook (`useX` in its `*-api.ts`): its own toasts, navigation and form
 * resets. The hook keeps the call and the cache work, and runs these after its own.
 */
export type MutationCallbacks<TData, TVariables = void> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onSuccess' | 'onError'
>;
