import { useCallback } from 'react';

import { errorMessage } from '@/lib/api-client';
import { useKnownTextTranslator } from '@/lib/i18n/text-keys';

import { NAMESPACE, SUITE_MESSAGE_KEYS } from './suite-messages.texts';

/**
 * `message(text)`: a FixoPro message the server sent as English text, in the current language;
 * `apiError(error)`: the same for a failed request (what errorMessage would show).
 */
export function useSuiteMessage() {
  const message = useKnownTextTranslator(NAMESPACE, SUITE_MESSAGE_KEYS);
  const apiError = useCallback((error: unknown): string => message(errorMessage(error)), [message]);
  return { message, apiError };
}
