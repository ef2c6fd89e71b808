import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { PRIVACY_MESSAGES, TOAST_MESSAGES, UI_TEXTS, type ConsentSource } from '@fixo/shared';

import { Alert, Badge, Button, Card, CardContent, Spinner } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';

import { changeConsent, formatWhen, myConsentsQuery, privacyKey } from './privacy-api';

/** Each purpose with one button: withdrawing takes the same single step as giving. */
export function ConsentsSection() {
  const queryClient = useQueryClient();
  const consents = useQuery(myConsentsQuery());
  const change = useMutation({
    mutationFn: ({ source, give }: { source: ConsentSource; give: boolean }) => changeConsent(source, give),
    onSuccess: async (_data, { give }) => {
      toast.success(give ? PRIVACY_MESSAGES.consentGiven : PRIVACY_MESSAGES.consentWithdrawn);
      await queryClient.invalidateQueries({ queryKey: privacyKey });
    },
    onError: (error) => toast.error(TOAST_MESSAGES.errorTitle, { description: errorMessage(error) }),
  });

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 py-5">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-bold text-slate-900">Your consents</h2>
          <p className="text-sm text-slate-600">
            Withdrawing a consent stops that use at once and removes the locations kept under it. You can give
            it again at any time.
          </p>
        </div>
        {consents.isPending ? (
          <p className="flex items-center gap-2 text-slate-600" role="status">
            <Spinner label={null} /> {UI_TEXTS.loading}
          </p>
        ) : consents.isError ? (
          <Alert variant="error">{errorMessage(consents.error)}</Alert>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {consents.data.purposes.map((p) => (
                <li
                  key={p.pagesource}
                  className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex flex-col gap-1">
                    <span className="font-semibold text-slate-900">{p.purpose}</span>
                    <span className="text-sm text-slate-600">If you withdraw: {p.onwithdraw}</span>
                    <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                      <Badge variant={p.given ? 'success' : 'neutral'}>
                        {/* Without any answer the purpose is still open to processing until withdrawn. */}
                        {!p.given ? 'Withdrawn' : p.changedon ? 'Given' : 'Not asked yet'}
                      </Badge>
                      {p.changedon && <span>since {formatWhen(p.changedon)}</span>}
                    </span>
                  </div>
                  <Button
                    variant={p.given ? 'outline' : 'primary'}
                    className="shrink-0"
                    loading={change.isPending && change.variables?.source === p.pagesource}
                    onClick={() => change.mutate({ source: p.pagesource as ConsentSource, give: !p.given })}
                    aria-label={`${p.given ? 'Withdraw' : 'Give'} consent: ${p.purpose}`}
                  >
                    {p.given ? 'Withdraw' : 'Give consent'}
                  </Button>
                </li>
              ))}
            </ul>
            {consents.data.history.length > 0 && (
              <details className="text-sm">
                <summary className="cursor-pointer font-semibold text-slate-800">
                  History ({consents.data.history.length})
                </summary>
                <ul className="mt-2 flex flex-col gap-1 text-slate-700">
                  {consents.data.history.map((h) => (
                    <li key={h.consentid}>
                      {formatWhen(h.createdon)} · {h.pagesource} · {h.consent ? 'given' : 'withdrawn'}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
