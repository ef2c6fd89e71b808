import { registerScreenTexts } from '@/lib/i18n';

/** Namespace `devOutbox`: the development outbox screen (English as it has always read). */
export const NAMESPACE = 'devOutbox';
export const TEXTS_EN = registerScreenTexts(NAMESPACE, {
  title: 'SMS outbox',
  intro: 'Development mode: messages that would go out by SMS or WhatsApp.',
  refresh: 'Refresh',
  empty: 'No messages yet.',
  to: 'To +91 {{mobile}} · {{time}}',
  template: 'Template',
});
