import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage, useMessageTranslator } from './index';

/**
 * English text → its key, for a namespace whose English is a shared constant taken as it is (its keys are the
 * constant's names, under `prefix`). Template functions are left out: their text is not known ahead.
 */
export function keysByText(source: Record<string, unknown>, prefix = ''): ReadonlyMap<string, string> {
  return new Map(
    Object.entries(source)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]) => [text, `${prefix}${key}`]),
  );
}

/**
 * `message(text)` for a namespace built from shared constants: a message that arrives as English text (an API
 * answer, a zod issue) in the current language when `keyOf` knows it, any other shared message through
 * `messages`, anything else as it came. English is returned untouched, so it stays byte-identical.
 */
export function useKnownTextTranslator(
  namespace: string,
  keyOf: ReadonlyMap<string, string>,
): <T extends string | undefined>(text: T) => T {
  const { t } = useTranslation(namespace);
  const tm = useMessageTranslator();
  const language = useLanguage();
  return useCallback(
    <T extends string | undefined>(text: T): T => {
      if (text === undefined || language === 'en') return text;
      const key = keyOf.get(text);
      return (key ? t(key) : tm(text)) as T;
    },
    [t, tm, language, keyOf],
  );
}
