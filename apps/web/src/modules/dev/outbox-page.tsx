import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';

import NotFoundPage from '@/components/layout/not-found-page';
import { Alert, Badge, Button, Card, CardContent, Spinner } from '@/components/ui';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useMessageTranslator } from '@/lib/i18n';
import type { OutboxMessage } from '@fixo/shared';

import { devOutboxQuery } from './dev-api';
import { NAMESPACE } from './dev-outbox.texts';

const CHANNEL_LABELS: Record<string, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };

/** A variable's value: links open (this is how a developer follows a tracking or opt-out link). */
function VariableValue({ value }: { value: string }) {
  if (/^https?:\/\//.test(value)) {
    return (
      <a href={value} className="break-all font-medium text-brand-700 underline underline-offset-2">
        {value}
      </a>
    );
  }
  return <span className="break-words text-slate-900">{value}</span>;
}

function MessageCard({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card>
      <CardContent className="space-y-2 py-4">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-500">
          {message.channel && (
            <Badge variant={message.channel === 'whatsapp' ? 'success' : 'brand'}>
              {CHANNEL_LABELS[message.channel] ?? message.channel}
            </Badge>
          )}
          <span>
            {t('to', {
              mobile: message.to,
              time: format(new Date(message.createdon), 'dd/MM/yyyy HH:mm:ss'),
            })}
          </span>
        </div>
        <p className="font-medium break-words text-slate-900">{message.text}</p>
        {message.template && (
          <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
            <p className="font-semibold text-slate-700">
              {t('template')} <code className="font-mono text-xs break-all">{message.template}</code>
            </p>
            <dl className="mt-2 grid grid-cols-1 gap-x-3 gap-y-1 sm:grid-cols-[max-content_1fr]">
              {Object.entries(message.variables ?? {}).map(([name, value]) => (
                <div key={name} className="contents">
                  <dt className="font-mono text-xs text-slate-500 sm:pt-0.5">{name}</dt>
                  <dd className="min-w-0">
                    <VariableValue value={value} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Development tools only: the SMS and WhatsApp gateways cannot be reached here, so every text (sign-in codes,
 * status messages with their channel, template and variables) lands in an outbox. The server offers
 * /api/Dev/Outbox only when DEV_TOOLS is on; otherwise this page does not exist.
 */
export default function OutboxPage() {
  const outbox = useQuery(devOutboxQuery);
  const { t } = useTranslation(NAMESPACE);
  const tm = useMessageTranslator();
  if (outbox.error instanceof ApiError && outbox.error.status === 404) return <NotFoundPage />;

  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8">
      <div className="flex items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-600">{t('intro')}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void outbox.refetch()}>
          {t('refresh')}
        </Button>
      </div>
      {outbox.isPending && <Spinner />}
      {outbox.isError && <Alert variant="info">{tm(errorMessage(outbox.error))}</Alert>}
      {outbox.data?.length === 0 && <p className="text-slate-600">{t('empty')}</p>}
      <ul className="flex flex-col gap-3">
        {outbox.data?.map((message, index) => (
          <li key={`${message.createdon}-${message.to}-${index}`}>
            <MessageCard message={message} />
          </li>
        ))}
      </ul>
    </section>
  );
}
