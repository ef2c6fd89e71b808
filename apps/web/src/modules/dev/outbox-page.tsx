import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';

import NotFoundPage from '@/app/not-found-page';
import { Alert, Button, Card, CardContent, Spinner } from '@/components/ui';
import { ApiError, errorMessage } from '@/lib/api-client';

import { devOutboxQuery } from './dev-api';

/**
 * Development tools only: the SMS gateway cannot be reached here, so every text (OTPs) lands in an outbox.
 * The server offers /api/Dev/Outbox only when DEV_TOOLS is on; otherwise this page does not exist.
 */
export default function OutboxPage() {
  const outbox = useQuery(devOutboxQuery);
  if (outbox.error instanceof ApiError && outbox.error.status === 404) return <NotFoundPage />;

  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8">
      <div className="flex items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-slate-900">SMS outbox</h1>
          <p className="text-sm text-slate-600">Development mode: messages that would go out by SMS.</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void outbox.refetch()}>
          Refresh
        </Button>
      </div>
      {outbox.isPending && <Spinner />}
      {outbox.isError && <Alert variant="info">{errorMessage(outbox.error)}</Alert>}
      {outbox.data?.length === 0 && <p className="text-slate-600">No messages yet.</p>}
      <ul className="flex flex-col gap-3">
        {outbox.data?.map((message) => (
          <li key={`${message.createdon}-${message.to}`}>
            <Card>
              <CardContent className="space-y-1 py-4">
                <p className="text-sm text-slate-500">
                  To +91 {message.to} · {format(new Date(message.createdon), 'dd/MM/yyyy HH:mm:ss')}
                </p>
                <p className="font-medium text-slate-900">{message.text}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
