import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useMessageTranslator } from '@/lib/i18n';

import { NAMESPACE, PRIVACY_MESSAGE_TEXTS } from './privacy.texts';

const PRIVACY_KEYS = new Map(Object.entries(PRIVACY_MESSAGE_TEXTS).map(([key, text]) => [text, key]));

/**
 * A message from the server or a shared schema, in the reader's language: the privacy ones by their
 * PRIVACY_MESSAGES key (this namespace), the common ones through `messages`, anything else as it came.
 */
export function usePrivacyMessage(): <T extends string | undefined>(message: T) => T {
  const { t } = useTranslation(NAMESPACE);
  const common = useMessageTranslator();
  return useCallback(
    <T extends string | undefined>(message: T): T => {
      const key = message === undefined ? undefined : PRIVACY_KEYS.get(message);
      return (key ? t(`messages.${key}`) : common(message)) as T;
    },
    [t, common],
  );
}
