import {
  PLAN_PAYMENT_MESSAGES,
  PLAN_PRICE_GST_NOTE,
  SEEDED_PLAN_TEXTS,
  SUBSCRIPTION_TEXTS,
} from '@fixo/shared';

import { registerScreenTexts } from '@/lib/i18n';

/** The shared plan payment messages that are plain texts (the templates get keys of their own below). */
const PAYMENT_MESSAGES = Object.fromEntries(
  Object.entries(PLAN_PAYMENT_MESSAGES as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  ),
);

/** Namespace `subscriptions`: plan selection, the payment page and the manager's plan payments. */
export const NAMESPACE = 'subscriptions';
export const TEXTS_EN = {
  payment: PAYMENT_MESSAGES,
  paymentNotSetUpHelp: PLAN_PAYMENT_MESSAGES.paymentNotSetUpHelp('{{contact}}'),
  texts: { ...SUBSCRIPTION_TEXTS },
  gstNote: PLAN_PRICE_GST_NOTE,
  plans: {
    title: 'Subscription plans',
    intro:
      'Stay listed for customers with the Free plan, or choose FixoPro for job cards, GST invoices and reports.',
    current: 'Current plan: {{name}}',
    validTill: 'Valid till {{date}}.',
    waiting: '{{name}} is waiting for your payment',
    payOrCheck: 'Pay or check the payment details',
    signInTitle: 'Sign in to subscribe',
    signIn: 'Sign in as a service center',
    choose: 'Choose a plan',
    currentBadge: 'Current',
    duration: '{{type}} · {{days}} days',
    /** The plans' duration types as the server names them (any other shows as it came). */
    durations: { Monthly: 'Monthly', Quarterly: 'Quarterly', Yearly: 'Yearly' },
  },
  pay: {
    title: 'Payment',
    noPlan: 'No plan chosen',
    choosePlan: 'Choose a subscription plan',
    couldNotRecord: 'Could not record your plan',
    tryAgain: 'Try again',
    backToPlans: 'Back to plans',
    opensApp: 'Opens your UPI app (GPay, PhonePe, Paytm, BHIM) on this phone. On a computer, pay',
    to: 'to',
    upiId: 'UPI ID',
    reference: 'Reference to quote with your payment',
    next: 'What happens next',
    another: 'Choose another plan',
  },
  /**
   * The seeded plans' names and features, translated on the web by their English text (plan-text keys below), not
   * in Hindi columns of the plans table: the translations stay in the locale files the key-parity test checks,
   * and a plan a manager adds later (English only, no Hindi to enter anywhere) simply shows as it was entered.
   * The English is the seed's own list (SEEDED_PLAN_TEXTS in packages/shared), so the two cannot drift.
   */
  planTexts: { ...SEEDED_PLAN_TEXTS },
  qr: {
    label: 'UPI payment QR code',
    scan: 'Scan with any UPI app (GPay, PhonePe, Paytm, BHIM)',
  },
  manager: {
    title: 'Plan payments',
    intro: "Confirm a FixoPro payment once it shows in Fixo's account; the center's plan starts at once.",
    none: 'No plan payments are waiting.',
    chosen: 'chosen {{date}}',
    confirm: 'Confirm payment',
    confirmRef: 'Confirm payment {{reference}}',
    describe: '{{center}}: {{plan}}, {{amount}} (reference {{reference}}).',
    utr: 'UPI transaction reference',
    utrHint: 'The UTR / transaction id shown in the bank statement.',
    cancel: 'Cancel',
    confirming: 'Confirming...',
  },
};
registerScreenTexts(NAMESPACE, TEXTS_EN);
