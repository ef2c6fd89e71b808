import { useTranslation } from 'react-i18next';
import { RATING_MESSAGES, STAR_LABELS } from '@fixo/shared';

import { useLanguage } from '@/lib/i18n';
import { keysByText, useKnownTextTranslator } from '@/lib/i18n/text-keys';

import { NAMESPACE } from './ratings.texts';

const RATING_KEYS = keysByText(RATING_MESSAGES, 'messages.');

/**
 * The ratings namespace's `t`, plus `message(text)`: a rating message (a zod issue or an API answer arrives as
 * English text) in the current language, any other shared message through `messages`, anything else as it came;
 * and `starLabel(n)` ('Very good').
 */
export function useRatingsText() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const message = useKnownTextTranslator(NAMESPACE, RATING_KEYS);
  const starLabel = (stars: number): string =>
    t(`starLabels.s${stars}`, { defaultValue: STAR_LABELS[stars] });
  return { t, message, starLabel, language };
}
