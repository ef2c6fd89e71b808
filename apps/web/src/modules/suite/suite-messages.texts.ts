import {
  INVOICE_SHARE_MESSAGES,
  SERVICE_REMINDER_MESSAGES,
  SUITE_ACCESS_MESSAGES,
  SUITE_MESSAGES,
} from '@fixo/shared';

import { addMessageKeys, registerScreenTexts } from '@/lib/i18n';
import { keysByText } from '@/lib/i18n/text-keys';

/** A template's placeholder, so its English resource is the shared function's own text around `{{name}}`. */
const p = (name: string) => `{{${name}}}`;
/** Numbers go through the shared functions as placeholders too (the functions only put them into text). */
const n = (name: string) => p(name) as unknown as number;

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
  /** Template messages the API answers with messageKey/messageParams (KEYED_MESSAGES): `templates.<key>`. */
  templates: {
    suite: {
      csvHeaderInvalid: SUITE_MESSAGES.csvHeaderInvalid(p('missing')),
      csvHasErrors: SUITE_MESSAGES.csvHasErrors(n('count')),
      insufficientStock: SUITE_MESSAGES.insufficientStock(p('name'), p('onHand'), p('needed')),
      illegalMove: SUITE_MESSAGES.illegalMove(p('from'), p('to')),
      overpayment: SUITE_MESSAGES.overpayment(p('balance')),
      creditOverLine: SUITE_MESSAGES.creditOverLine(n('lineno'), p('left')),
      creditOverInvoice: SUITE_MESSAGES.creditOverInvoice(p('left')),
      jobCardInvoiced: SUITE_MESSAGES.jobCardInvoiced(p('invoiceNo')),
      jobCardHasInvoice: SUITE_MESSAGES.jobCardHasInvoice(p('invoiceNo')),
      hsnMissing: SUITE_MESSAGES.hsnMissing(n('lineno')),
      hsnSixDigits: SUITE_MESSAGES.hsnSixDigits(n('lineno')),
      gstinStateUnknown: SUITE_MESSAGES.gstinStateUnknown(p('code')),
    },
    access: { expired: SUITE_ACCESS_MESSAGES.expired(p('planEnd')) },
    reminders: { smsTooSoon: SERVICE_REMINDER_MESSAGES.smsTooSoon(p('nextAt')) },
  },
});

/** English text → its key in the namespace. */
export const SUITE_MESSAGE_KEYS: ReadonlyMap<string, string> = new Map([
  ...keysByText(SUITE_MESSAGES, 'suite.'),
  ...keysByText(SUITE_ACCESS_MESSAGES, 'access.'),
  ...keysByText(INVOICE_SHARE_MESSAGES, 'invoiceShare.'),
  ...keysByText(SERVICE_REMINDER_MESSAGES, 'reminders.'),
]);

// Suite field messages (zod issues of the shared schemas under a field, CSV row errors) reach FormField and
// other plain translators as English text: they find them here once the suite is loaded.
addMessageKeys(new Map([...SUITE_MESSAGE_KEYS].map(([text, key]) => [text, `${NAMESPACE}:${key}`])));
