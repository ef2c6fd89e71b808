import { NOTIFY_CHANNEL_LABELS } from '@fixo/shared';

import { registerScreenTexts } from '@/lib/i18n';

/** Namespace `notifications`: the profile's message channel card and the guest's SMS opt-out page. */
export const NAMESPACE = 'notifications';
export const TEXTS_EN = {
  channels: { ...NOTIFY_CHANNEL_LABELS },
  card: {
    title: 'Status messages',
    text: 'When a service center receives, accepts, rejects or closes your request, we tell you on your mobile.',
    sendBy: 'Send my messages by',
    savedNone: 'Saved. You will get no status messages; the tracking page still shows every change.',
    savedBy: 'Saved. Status messages will come by {{channel}}.',
    saving: 'Saving…',
    save: 'Save message choice',
  },
  optOut: {
    title: 'Stop status messages',
    question:
      'Fixo sends SMS to +91 {{mobile}} when a service center receives, accepts, rejects or closes a request. Stop them?',
    stopping: 'Stopping…',
    stop: 'Stop SMS to this number',
    stopped: 'Messages stopped',
    stoppedText:
      '+91 {{mobile}} gets no more status messages from Fixo. Your tracking link still shows every change.',
  },
};
registerScreenTexts(NAMESPACE, TEXTS_EN);
