import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  JOB_CARD_STATUS_LABELS,
  KEYED_MESSAGES,
  paiseToRupees,
  type KeyedMessageKey,
  type KeyedMessageParams,
  type MessageParamKind,
} from '@fixo/shared';

import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate, i18n, LOCALES, useLanguage, type Language } from '@/lib/i18n';
import { useKnownTextTranslator } from '@/lib/i18n/text-keys';

import { NAMESPACE, SUITE_MESSAGE_KEYS } from './suite-messages.texts';

const isKeyed = (key: string | undefined): key is KeyedMessageKey =>
  key !== undefined && Object.hasOwn(KEYED_MESSAGES, key);

/** India reads its dates in India time, wherever the browser is. */
const IST = 'Asia/Kolkata';

/** A template value as the language writes it: ₹ amounts and dates by Intl of that language. */
function formatParam(kind: MessageParamKind, value: string | number, language: Language): string {
  switch (kind) {
    case 'paise':
      return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'INR' }).format(
        paiseToRupees(Number(value)),
      );
    case 'date':
      return formatDate(
        String(value),
        { day: 'numeric', month: 'long', year: 'numeric', timeZone: IST },
        language,
      );
    case 'dateTime':
      return formatDate(
        String(value),
        { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: IST },
        language,
      );
    default:
      return String(value);
  }
}

/** A job-card status the server names by its English label ('Estimate sent') in the screen's language. */
function statusName(label: string, language: Language): string {
  const code = Object.entries(JOB_CARD_STATUS_LABELS).find(([c, l]) => l === label || c === label)?.[0];
  return code ? i18n.getFixedT(language, 'jobCards')(`status.${code}`, { defaultValue: label }) : label;
}

/**
 * `message(text)`: a FixoPro message the server sent as English text, in the current language;
 * `template(key, params)`: a template message (KEYED_MESSAGES) from its key and raw values;
 * `apiError(error)`: a failed request's message (by its template key when the answer names one);
 * `fieldError(error, field)`: one field's message of a failed request, said the same way.
 */
export function useSuiteMessage() {
  const message = useKnownTextTranslator(NAMESPACE, SUITE_MESSAGE_KEYS);
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();

  const template = useCallback(
    <K extends KeyedMessageKey>(key: K, params: KeyedMessageParams<K>): string => {
      const kinds: Record<string, MessageParamKind> = KEYED_MESSAGES[key];
      const values = params as Record<string, string | number>;
      const shown = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          key === 'suite.illegalMove'
            ? statusName(String(value), language)
            : formatParam(kinds[name] ?? 'text', value, language),
        ]),
      );
      return t(`templates.${key}`, shown);
    },
    [t, language],
  );

  /** The Hindi of a keyed answer; English (and any unknown key) keeps the server's own text. */
  const keyedText = useCallback(
    (error: unknown): string | undefined =>
      error instanceof ApiError && isKeyed(error.messageKey) && language !== 'en'
        ? template(error.messageKey, (error.messageParams ?? {}) as never)
        : undefined,
    [template, language],
  );

  const apiError = useCallback(
    (error: unknown): string => keyedText(error) ?? message(errorMessage(error)),
    [keyedText, message],
  );

  const fieldError = useCallback(
    (error: unknown, field: string): string | undefined => {
      const text = error instanceof ApiError ? error.errors?.[field] : undefined;
      if (text === undefined) return undefined;
      // A field error that repeats the keyed message is that same template.
      return (text === (error as ApiError).message ? keyedText(error) : undefined) ?? message(text);
    },
    [keyedText, message],
  );

  return { message, template, apiError, fieldError };
}
