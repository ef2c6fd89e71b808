import { useQuery } from '@tanstack/react-query';
import { BellOff, MessageCircle, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFY_CHANNELS, type NotifyChannel } from '@fixo/shared';

import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Spinner,
} from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useMessageTranslator } from '@/lib/i18n';
import { choiceCardClasses } from '@/components/ui/choice-card';

import { NAMESPACE } from './notifications.texts';
import { notificationPreferencesQuery, useSaveNotificationChannel } from './notifications-api';

const ICONS = { sms: MessageSquareText, whatsapp: MessageCircle, none: BellOff } as const;

/** Profile section: where the customer's status messages (received, accepted, rejected, closed) go. */
export function MessageChannelCard() {
  const { t } = useTranslation(NAMESPACE);
  const tm = useMessageTranslator();
  const preferences = useQuery(notificationPreferencesQuery);
  const save = useSaveNotificationChannel();
  const [chosen, setChosen] = useState<NotifyChannel | null>(null);
  const current = chosen ?? preferences.data?.channel ?? null;
  const changed = preferences.data !== undefined && current !== preferences.data.channel;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('card.title')}</CardTitle>
        <CardDescription>{t('card.text')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {preferences.isPending && <Spinner />}
        {preferences.isError && <Alert variant="error">{tm(errorMessage(preferences.error))}</Alert>}
        {current && (
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(current, { onSuccess: () => setChosen(null) });
            }}
          >
            <fieldset className="flex flex-col gap-1.5" disabled={save.isPending}>
              <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('card.sendBy')}</legend>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
                {NOTIFY_CHANNELS.map((channel) => {
                  const Icon = ICONS[channel];
                  return (
                    <label key={channel} className={choiceCardClasses(current === channel)}>
                      <input
                        type="radio"
                        name="notify-channel"
                        value={channel}
                        checked={current === channel}
                        onChange={() => {
                          save.reset();
                          setChosen(channel);
                        }}
                        className="sr-only"
                      />
                      <Icon className="size-4 shrink-0" aria-hidden />
                      {t(`channels.${channel}`)}
                    </label>
                  );
                })}
              </div>
            </fieldset>
            {save.isSuccess && !changed && (
              <Alert variant="success">
                {current === 'none'
                  ? t('card.savedNone')
                  : t('card.savedBy', { channel: t(`channels.${current}`) })}
              </Alert>
            )}
            {save.isError && <Alert variant="error">{tm(errorMessage(save.error))}</Alert>}
            <Button type="submit" disabled={!changed || save.isPending}>
              {save.isPending ? t('card.saving') : t('card.save')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
