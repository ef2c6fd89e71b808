import {
  AUTH_MESSAGES as A,
  CREATE_LIMIT_MESSAGES as L,
  formatInr,
  formatIstDateTime,
  paiseToRupees,
  SERVICE_REMINDER_MESSAGES,
  SUITE_ACCESS_MESSAGES,
  SUITE_MESSAGES as S,
  type KeyedMessageKey,
  type KeyedMessageParams,
} from '@fixo/shared';

/** An English template message with the key and values it was made from (ApiError.messageKey/messageParams). */
export interface KeyedMessage {
  message: string;
  messageKey: KeyedMessageKey;
  messageParams: Record<string, string | number>;
}

const rupees = (paise: number) => formatInr(paiseToRupees(paise));

/** The English of each keyed template, exactly as the shared template functions say it. */
const ENGLISH: { [K in KeyedMessageKey]: (p: KeyedMessageParams<K>) => string } = {
  'suite.csvHeaderInvalid': (p) => S.csvHeaderInvalid(p.missing),
  'suite.csvHasErrors': (p) => S.csvHasErrors(p.count),
  'suite.insufficientStock': (p) => S.insufficientStock(p.name, p.onHand, p.needed),
  'suite.illegalMove': (p) => S.illegalMove(p.from, p.to),
  'suite.overpayment': (p) => S.overpayment(rupees(p.balance)),
  'suite.creditOverLine': (p) => S.creditOverLine(p.lineno, rupees(p.left)),
  'suite.creditOverInvoice': (p) => S.creditOverInvoice(rupees(p.left)),
  'suite.jobCardInvoiced': (p) => S.jobCardInvoiced(p.invoiceNo),
  'suite.jobCardHasInvoice': (p) => S.jobCardHasInvoice(p.invoiceNo),
  'suite.hsnMissing': (p) => S.hsnMissing(p.lineno),
  'suite.hsnSixDigits': (p) => S.hsnSixDigits(p.lineno),
  'suite.gstinStateUnknown': (p) => S.gstinStateUnknown(p.code),
  'access.expired': (p) => SUITE_ACCESS_MESSAGES.expired(p.planEnd),
  'reminders.smsTooSoon': (p) => SERVICE_REMINDER_MESSAGES.smsTooSoon(formatIstDateTime(p.nextAt)),
  'auth.accountLocked': (p) => A.accountLocked(p.minutes, false),
  'auth.accountLockedOtp': (p) => A.accountLocked(p.minutes, true),
  'auth.tooManyOtpRequests': (p) => A.tooManyOtpRequests(p.minutes),
  'auth.tooManyOtpTries': (p) => A.tooManyOtpTries(p.minutes),
  'limits.customerRequestsPerHour': (p) => L.customerRequestsPerHour(p.n),
  'limits.customerRequestsPerDay': (p) => L.customerRequestsPerDay(p.n),
  'limits.centerOffersPerDay': (p) => L.centerOffersPerDay(p.n),
  'limits.consentsPerHour': (p) => L.consentsPerHour(p.n),
};

/**
 * A template message for an error answer: the English text (unchanged for English readers and old clients) plus
 * its key and raw values, so the web can say it in another language instead of matching the English text.
 */
export function keyedMessage<K extends KeyedMessageKey>(key: K, params: KeyedMessageParams<K>): KeyedMessage {
  return { message: ENGLISH[key](params), messageKey: key, messageParams: params };
}
