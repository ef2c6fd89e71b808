import { useTranslation } from 'react-i18next';
import { MOBILE_VERIFICATION_MESSAGES } from '@fixo/shared';

import { useMessageTranslator } from '@/lib/i18n';

import { NAMESPACE, TEXTS_EN } from './mobile-verification.texts';

const KEY_OF = new Map<string, string>(
  Object.entries(MOBILE_VERIFICATION_MESSAGES as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, text]) => [text, key]),
);
const WRONG_CODE = /^The code is wrong\. (\d+) tr/;
/** The step's own messages, kept as English text in state like the API's. */
const OWN_KEY_OF = new Map<string, string>([
  [TEXTS_EN.enterMobileFirst, 'enterMobileFirst'],
  [TEXTS_EN.verifyFirst, 'verifyFirst'],
]);

/**
 * The namespace's `t` and `message(text)`: a verification message (the API answers in English) in the current
 * language, any other shared message through `messages`, anything else as it came.
 */
export function useMobileVerificationText() {
  const { t } = useTranslation(NAMESPACE);
  const tm = useMessageTranslator();
  const message = <T extends string | undefined>(text: T): T => {
    if (text === undefined) return text;
    const key = KEY_OF.get(text);
    if (key) return t(`messages.${key}`) as T;
    const own = OWN_KEY_OF.get(text);
    if (own) return t(own) as T;
    const wrong = WRONG_CODE.exec(text);
    if (wrong) return t('wrongCode', { count: Number(wrong[1]) }) as T;
    return tm(text);
  };
  return { t, message };
}
