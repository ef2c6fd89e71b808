import { useTranslation } from 'react-i18next';
import { PLAN_PAYMENT_MESSAGES } from '@fixo/shared';

import { useLanguage, useMessageTranslator } from '@/lib/i18n';

import { NAMESPACE, TEXTS_EN } from './subscriptions.texts';

const PAYMENT_KEY_OF = new Map<string, string>(
  Object.entries(PLAN_PAYMENT_MESSAGES as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, text]) => [text, key]),
);

/** A seeded plan's name or feature (English, as the server holds it) → its key in `planTexts`. */
const PLAN_KEY_OF = new Map<string, string>(
  Object.entries(TEXTS_EN.planTexts).map(([key, text]) => [text, key]),
);

/**
 * The subscriptions namespace's `t`, `common`'s `tc`, and `message(text)`: a plan payment message (an API
 * answer or a zod issue arrives as English text) in the current language, any other shared message through
 * `messages`, anything else as it came; `plan(text)`: a plan's name or feature in the current language (a plan
 * added later by a manager has no translation and shows as entered).
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
  const plan = (text: string): string => {
    const key = PLAN_KEY_OF.get(text);
    return key ? t(`planTexts.${key}`) : text;
  };
  return { t, tc, tm, message, plan, language };
}
