import { useTranslation } from 'react-i18next';
import { RATING_MESSAGES, STAR_LABELS } from '@fixo/shared';

import { useLanguage, useMessageTranslator } from '@/lib/i18n';

import { NAMESPACE } from './ratings.texts';

const RATING_KEY_OF = new Map(Object.entries(RATING_MESSAGES).map(([key, text]) => [text as string, key]));

/**
 * The ratings namespace's `t`, plus `message(text)`: a rating message (a zod issue or an API answer arrives as
 * English text) in the current language, any other shared message through `messages`, anything else as it came;
 * and `starLabel(n)` ('Very good').
 */
export function useRatingsText() {
  const { t } = useTranslation(NAMESPACE);
  const tm = useMessageTranslator();
  const language = useLanguage();
  const message = (text: string | undefined): string | undefined => {
    if (text === undefined) return undefined;
    const key = RATING_KEY_OF.get(text);
    return key ? t(`messages.${key}`) : tm(text);
  };
  const starLabel = (stars: number): string =>
    t(`starLabels.s${stars}`, { defaultValue: STAR_LABELS[stars] });
  return { t, message, starLabel, language };
}
