import { useQuery } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { Alert, Button, Card, CardContent, Spinner } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useMessageTranslator } from '@/lib/i18n';

import { NAMESPACE } from './notifications.texts';
import { optOutStatusQuery, useOptOut } from './notifications-api';

/** The opt-out link in a guest's SMS: one tap stops status messages to that number. */
export default function OptOutPage() {
  const { t } = useTranslation(NAMESPACE);
  const tm = useMessageTranslator();
  const { token = '' } = useParams();
  const status = useQuery(optOutStatusQuery(token));
  const optOut = useOptOut(token);

  return (
    <section className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{t('optOut.title')}</h1>
      <Card>
        <CardContent className="flex flex-col items-center gap-4 py-8 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <BellOff className="size-7" aria-hidden />
          </span>
          {status.isPending && <Spinner />}
          {status.isError && <Alert variant="error">{tm(errorMessage(status.error))}</Alert>}
          {status.data && !status.data.optedout && (
            <>
              <p className="text-slate-700">{t('optOut.question', { mobile: status.data.mobile })}</p>
              {optOut.isError && <Alert variant="error">{tm(errorMessage(optOut.error))}</Alert>}
              <Button size="lg" onClick={() => optOut.mutate()} disabled={optOut.isPending}>
                {optOut.isPending ? t('optOut.stopping') : t('optOut.stop')}
              </Button>
            </>
          )}
          {status.data?.optedout && (
            <Alert variant="success" title={t('optOut.stopped')} className="text-left">
              {t('optOut.stoppedText', { mobile: status.data.mobile })}
            </Alert>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
