import { useTranslation } from 'react-i18next';
import { PLAN_PAYMENT_MESSAGES } from '@fixo/shared';

import { useLanguage, useMessageTranslator } from '@/lib/i18n';
import { keysByText, useKnownTextTranslator } from '@/lib/i18n/text-keys';

import { NAMESPACE, TEXTS_EN } from './subscriptions.texts';

const PAYMENT_KEYS = keysByText(PLAN_PAYMENT_MESSAGES, 'payment.');

/** A seeded plan's name or feature (English, as the server holds it) → its key in `planTexts`. */
const PLAN_KEYS = keysByText(TEXTS_EN.planTexts, 'planTexts.');

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
  const message = useKnownTextTranslator(NAMESPACE, PAYMENT_KEYS);
  const plan = (text: string): string => {
    const key = PLAN_KEYS.get(text);
    return key ? t(key) : text;
  };
  return { t, tc, tm, message, plan, language };
}
