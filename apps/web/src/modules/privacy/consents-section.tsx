import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { PRIVACY_MESSAGES, TOAST_MESSAGES, UI_TEXTS, type ConsentSource } from '@fixo/shared';

import { Alert, Badge, Button, Card, CardContent, Spinner } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

import { formatWhen, myConsentsQuery, useChangeConsent } from './privacy-api';
import { NAMESPACE, PURPOSE_KEYS } from './privacy.texts';
import { usePrivacyMessage } from './use-privacy-message';

/** Each purpose with one button: withdrawing takes the same single step as giving. */
export function ConsentsSection() {
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const say = usePrivacyMessage();
  const language = useLanguage();
  const sourceName = (source: string) => {
    const key = PURPOSE_KEYS[source as keyof typeof PURPOSE_KEYS];
    return key ? t(`consents.historySource.${key}`) : source;
  };
  const consents = useQuery(myConsentsQuery());
  const change = useChangeConsent({
    onSuccess: (_data, { give }) => {
      toast.success(say(give ? PRIVACY_MESSAGES.consentGiven : PRIVACY_MESSAGES.consentWithdrawn));
    },
    onError: (error) =>
      toast.error(tc('toast.errorTitle', { defaultValue: TOAST_MESSAGES.errorTitle }), {
        description: say(errorMessage(error)),
      }),
  });

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 py-5">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-bold text-slate-900">{t('consents.title')}</h2>
          <p className="text-sm text-slate-600">{t('consents.intro')}</p>
        </div>
        {consents.isPending ? (
          <p className="flex items-center gap-2 text-slate-600" role="status">
            <Spinner label={null} /> {tc('ui.loading', { defaultValue: UI_TEXTS.loading })}
          </p>
        ) : consents.isError ? (
          <Alert variant="error">{say(errorMessage(consents.error))}</Alert>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {consents.data.purposes.map((p) => {
                const key = PURPOSE_KEYS[p.pagesource as keyof typeof PURPOSE_KEYS];
                const purpose = key ? t(`purposes.${key}.purpose`) : p.purpose;
                const effect = key ? t(`purposes.${key}.onwithdraw`) : p.onwithdraw;
                return (
                  <li
                    key={p.pagesource}
                    className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="flex flex-col gap-1">
                      <span className="font-semibold text-slate-900">{purpose}</span>
                      <span className="text-sm text-slate-600">{t('consents.ifWithdraw', { effect })}</span>
                      <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                        <Badge variant={p.given ? 'success' : 'neutral'}>
                          {/* Without any answer the purpose is still open to processing until withdrawn. */}
                          {t(
                            !p.given
                              ? 'consents.withdrawn'
                              : p.changedon
                                ? 'consents.given'
                                : 'consents.notAsked',
                          )}
                        </Badge>
                        {p.changedon && (
                          <span>{t('consents.since', { when: formatWhen(p.changedon, language) })}</span>
                        )}
                      </span>
                    </div>
                    <Button
                      variant={p.given ? 'outline' : 'primary'}
                      className="shrink-0"
                      loading={change.isPending && change.variables?.source === p.pagesource}
                      onClick={() =>
                        change.mutate({
                          source: p.pagesource as ConsentSource,
                          give: !p.given,
                          language,
                          consenttext: purpose,
                        })
                      }
                      aria-label={t(p.given ? 'consents.withdrawLabel' : 'consents.giveLabel', { purpose })}
                    >
                      {p.given ? t('consents.withdraw') : t('consents.give')}
                    </Button>
                  </li>
                );
              })}
            </ul>
            {consents.data.history.length > 0 && (
              <details className="text-sm">
                <summary className="cursor-pointer font-semibold text-slate-800">
                  {t('consents.history', { count: consents.data.history.length })}
                </summary>
                <ul className="mt-2 flex flex-col gap-1 text-slate-700">
                  {consents.data.history.map((h) => (
                    <li key={h.consentid} className="flex flex-col">
                      <span>
                        {formatWhen(h.createdon, language)} · {sourceName(h.pagesource)} ·{' '}
                        {h.consent ? t('consents.historyGiven') : t('consents.historyWithdrawn')}
                      </span>
                      {/* The text exactly as the person was shown it, in the language they answered in. */}
                      {h.consenttext && (
                        <q lang={h.language} className="text-slate-600">
                          {h.consenttext}
                        </q>
                      )}
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
