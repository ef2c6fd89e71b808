import {
  INVOICE_SHARE_MESSAGES,
  SERVICE_REMINDER_MESSAGES,
  SUITE_ACCESS_MESSAGES,
  SUITE_MESSAGES,
} from '@fixo/shared';

import { registerScreenTexts } from '@/lib/i18n';
import { keysByText } from '@/lib/i18n/text-keys';

const strings = (source: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

/**
 * Namespace `suiteMessages`: what the FixoPro API answers as English text (suite rules, access, invoice sharing,
 * service reminders), taken from packages/shared as it is so English stays exact; template functions are left
 * out (their text carries values). It travels with the suite's screens, not the first page.
 */
export const NAMESPACE = 'suiteMessages';
export const TEXTS_EN = registerScreenTexts(NAMESPACE, {
  suite: strings(SUITE_MESSAGES),
  access: strings(SUITE_ACCESS_MESSAGES),
  invoiceShare: strings(INVOICE_SHARE_MESSAGES),
  reminders: strings(SERVICE_REMINDER_MESSAGES),
});

/** English text → its key in the namespace. */
export const SUITE_MESSAGE_KEYS: ReadonlyMap<string, string> = new Map([
  ...keysByText(SUITE_MESSAGES, 'suite.'),
  ...keysByText(SUITE_ACCESS_MESSAGES, 'access.'),
  ...keysByText(INVOICE_SHARE_MESSAGES, 'invoiceShare.'),
  ...keysByText(SERVICE_REMINDER_MESSAGES, 'reminders.'),
]);
