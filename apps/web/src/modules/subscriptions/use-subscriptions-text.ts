import { useTranslation } from 'react-i18next';
import { PLAN_PAYMENT_MESSAGES } from '@fixo/shared';

import { useLanguage, useMessageTranslator } from '@/lib/i18n';

import { NAMESPACE } from './subscriptions.texts';

const PAYMENT_KEY_OF = new Map<string, string>(
  Object.entries(PLAN_PAYMENT_MESSAGES as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, text]) => [text, key]),
);

/**
 * The subscriptions namespace's `t`, `common`'s `tc`, and `message(text)`: a plan payment message (an API
 * answer or a zod issue arrives as English text) in the current language, any other shared message through
 * `messages`, anything else as it came.
 */
export function useSubscriptionsText() {
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const tm = useMessageTranslator();
  const language = useLanguage();
  const message = <T extends string | undefined>(text: T): T => {
    const key = text === undefined ? undefined : PAYMENT_KEY_OF.get(text);
    return (key ? t(`payment.${key}`) : tm(text)) as T;
  };
  return { t, tc, tm, message, language };
}
