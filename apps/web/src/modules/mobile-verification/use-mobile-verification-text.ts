import { useTranslation } from 'react-i18next';
import { MOBILE_VERIFICATION_MESSAGES } from '@fixo/shared';

import { keysByText, useKnownTextTranslator } from '@/lib/i18n/text-keys';

import { NAMESPACE, TEXTS_EN } from './mobile-verification.texts';

const WRONG_CODE = /^The code is wrong\. (\d+) tr/;
/** The API's messages, and the step's own (kept as English text in state like the API's). */
const KEYS = new Map([
  ...keysByText(MOBILE_VERIFICATION_MESSAGES, 'messages.'),
  [TEXTS_EN.enterMobileFirst, 'enterMobileFirst'],
  [TEXTS_EN.verifyFirst, 'verifyFirst'],
]);

/**
 * The namespace's `t` and `message(text)`: a verification message (the API answers in English) in the current
 * language, any other shared message through `messages`, anything else as it came.
 */
export function useMobileVerificationText() {
  const { t } = useTranslation(NAMESPACE);
  const known = useKnownTextTranslator(NAMESPACE, KEYS);
  const message = <T extends string | undefined>(text: T): T => {
    const wrong = text === undefined ? null : WRONG_CODE.exec(text);
    return wrong ? (t('wrongCode', { count: Number(wrong[1]) }) as T) : known(text);
  };
  return { t, message };
}
