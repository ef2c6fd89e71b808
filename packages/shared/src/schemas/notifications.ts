import { z } from 'zod';

/** Where a customer's status messages go; 'none' turns them off. */
export const NOTIFY_CHANNELS = ['sms', 'whatsapp', 'none'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

export const NOTIFY_CHANNEL_LABELS: Record<NotifyChannel, string> = {
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  none: 'No messages',
};

/** Languages an account (its screens and its status messages) can be in. */
export const ACCOUNT_LANGUAGES = ['en', 'hi'] as const;
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];

export const NOTIFICATION_MESSAGES = {
  channelInvalid: `channel must be one of ${NOTIFY_CHANNELS.map((c) => `'${c}'`).join(', ')}`,
  languageInvalid: `language must be one of ${ACCOUNT_LANGUAGES.map((c) => `'${c}'`).join(', ')}`,
  preferencesEmpty: 'Send channel or language.',
  optOutNotFound: 'This opt-out link is not valid.',
} as const;

const channelRule = z.enum(NOTIFY_CHANNELS, { message: NOTIFICATION_MESSAGES.channelInvalid });
const languageRule = z.enum(ACCOUNT_LANGUAGES, { message: NOTIFICATION_MESSAGES.languageInvalid });
/** A language a form sends (the screen's): the request create and a consent carry it, and the server keeps it. */
export const accountLanguageSchema = languageRule;

/** The signed-in customer's message channel and language (the language also follows them to another device). */
export const notificationPreferencesSchema = z.object({ channel: channelRule, language: languageRule });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * A change of either: the profile's channel card sends the channel, the header's language switch the language,
 * neither needs to know the other's value.
 */
export const notificationPreferencesUpdateSchema = z
  .object({ channel: channelRule.optional(), language: languageRule.optional() })
  .refine((body) => body.channel !== undefined || body.language !== undefined, {
    message: NOTIFICATION_MESSAGES.preferencesEmpty,
  });
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** A service center's account language: its header's switch saves it, sign-in reads it back. */
export const accountLanguageBodySchema = z.object({ language: languageRule });
export type AccountLanguageBody = z.infer<typeof accountLanguageBodySchema>;

/** An opt-out link's token: random URL-safe text (the server makes 32 characters). */
export const optOutTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, NOTIFICATION_MESSAGES.optOutNotFound),
});

/** What the opt-out page shows: the number masked (the link may be forwarded) and whether SMS is off. */
export const optOutStatusSchema = z.object({
  mobile: z.string(),
  optedout: z.boolean(),
});
export type OptOutStatus = z.infer<typeof optOutStatusSchema>;

/** One message of the development outbox (DEV_TOOLS only); channel/template/variables for status messages. */
export const devOutboxMessageSchema = z.object({
  to: z.string(),
  text: z.string(),
  createdon: z.string(),
  channel: z.string().nullable(),
  template: z.string().nullable(),
  variables: z.record(z.string(), z.string()).nullable(),
});
export type DevOutboxMessage = z.infer<typeof devOutboxMessageSchema>;
