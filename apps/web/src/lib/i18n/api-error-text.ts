import { useCallback } from 'react';

import { ApiError, errorMessage } from '@/lib/api-client';

import { i18n, useLanguage, useMessageTranslator } from './index';

/** Template keys (KEYED_MESSAGES) the `messages` namespace says: sign-in locks, code limits and create limits. */
const MESSAGE_TEMPLATES = /^(auth|limits)\./;

/**
 * `(error) => text`: a failed request's message in the current language. A template message the API names by key
 * (a sign-in lock with its minutes, a create limit with its number) is said from its key and values, which its
 * English text cannot give; any other message through its English text (useMessageTranslator). Kept out of
 * lib/i18n/index.ts so it is not in every first page.
 */
export function useApiErrorText(): (error: unknown) => string {
  const tm = useMessageTranslator();
  const language = useLanguage();
  return useCallback(
    (error: unknown): string => {
      const key = error instanceof ApiError ? error.messageKey : undefined;
      if (language !== 'en' && key && MESSAGE_TEMPLATES.test(key) && error instanceof ApiError) {
        const said = i18n.getFixedT(language, 'messages')(`templates.${key}`, {
          ...error.messageParams,
          defaultValue: '',
        });
        if (said) return said;
      }
      return tm(errorMessage(error));
    },
    [tm, language],
  );
}
