/** The invoice share's limits and messages, without zod: the suite's messages name them on every screen. */
export const INVOICE_SHARE_DAYS = 30;
export const INVOICE_SENDS_PER_HOUR = 5;

export const INVOICE_SHARE_MESSAGES = {
  noMobile: 'The customer has no mobile number to send the invoice to.',
  tooManySends: `This invoice was sent ${INVOICE_SENDS_PER_HOUR} times in the last hour. Please try again later.`,
  linkNotFound: 'This invoice link is not valid or has expired. Please ask the service center for a new one.',
} as const;
