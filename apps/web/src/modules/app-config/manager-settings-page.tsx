import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { ENABLE_OTP_API_KEY, TOAST_MESSAGES, UI_TEXTS, type AppConfigChange } from '@fixo/shared';

import { Alert, Card, CardContent, Spinner, Switch } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';

import { appConfigSettingsQuery, useUpdateAppConfig } from './app-config-api';
import { NAMESPACE } from './app-config.texts';

/** A setting's title and help in the reader's language; a key without texts shows as the server gave it. */
function settingLabel(t: TFunction, apckey: string, description = ''): { title: string; help: string } {
  const known = `settings.${apckey}` as const;
  return {
    title: t(`${known}.title`, { defaultValue: apckey }),
    help: t(`${known}.help`, { defaultValue: description }),
  };
}

const onOff = (t: TFunction, value: string | null) =>
  value === null ? '—' : value === 'true' ? t('on') : t('off');

function ChangeRow({ change }: { change: AppConfigChange }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <li className="flex flex-col gap-0.5 border-b border-slate-100 py-3 last:border-0 sm:flex-row sm:items-baseline sm:gap-4">
      <time className="shrink-0 text-sm text-slate-500 tabular-nums" dateTime={change.changedon}>
        {format(new Date(change.changedon), 'dd/MM/yyyy HH:mm')}
      </time>
      <span className="text-slate-900">
        <span className="font-medium">{settingLabel(t, change.apckey).title}</span>:{' '}
        {onOff(t, change.oldvalue)} → <span className="font-semibold">{onOff(t, change.newvalue)}</span>
      </span>
      <span className="text-sm text-slate-600 sm:ml-auto">{t('by', { who: change.changedby })}</span>
    </li>
  );
}

/** Manager: marketplace settings (today: OTP sign-in), each change audited and listed below. */
export default function ManagerSettingsPage() {
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const settings = useQuery(appConfigSettingsQuery);
  const update = useUpdateAppConfig();

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="text-slate-600">{t('intro')}</p>
      </header>
      {settings.isPending ? (
        <p className="flex items-center gap-2 text-slate-600" role="status">
          <Spinner label={null} /> {tc('ui.loading', { defaultValue: UI_TEXTS.loading })}
        </p>
      ) : settings.isError ? (
        <Alert variant="error">{errorMessage(settings.error)}</Alert>
      ) : (
        <>
          {settings.data.settings.map((setting) => {
            const label = settingLabel(t, setting.apckey, setting.description);
            const id = `setting-${setting.apckey}`;
            return (
              <Card key={setting.apckey}>
                <CardContent className="flex flex-col gap-3 py-4">
                  <div className="flex items-start justify-between gap-4">
                    <div className="flex flex-col gap-1">
                      <label htmlFor={id} className="font-semibold text-slate-900">
                        {label.title}
                      </label>
                      <p id={`${id}-help`} className="text-sm text-slate-600">
                        {label.help}
                      </p>
                    </div>
                    <Switch
                      id={id}
                      aria-describedby={`${id}-help`}
                      checked={setting.apcvalue === 'true'}
                      disabled={update.isPending}
                      onCheckedChange={(checked) =>
                        update.mutate(
                          { apckey: ENABLE_OTP_API_KEY, apcvalue: checked ? 'true' : 'false' },
                          {
                            onSuccess: () =>
                              toast.success(t(checked ? 'nowOn' : 'nowOff', { title: label.title })),
                            onError: (error) =>
                              toast.error(
                                tc('toast.errorTitle', { defaultValue: TOAST_MESSAGES.errorTitle }),
                                {
                                  description: errorMessage(error),
                                },
                              ),
                          },
                        )
                      }
                    />
                  </div>
                  {setting.envmanaged && <Alert variant="info">{t('envManaged')}</Alert>}
                </CardContent>
              </Card>
            );
          })}
          <Card>
            <CardContent className="py-4">
              <h2 className="font-semibold text-slate-900">{t('history')}</h2>
              {settings.data.changes.length === 0 ? (
                <p className="pt-2 text-sm text-slate-600">{t('noChanges')}</p>
              ) : (
                <ul aria-label={t('history')}>
                  {settings.data.changes.map((change) => (
                    <ChangeRow key={change.id} change={change} />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </section>
  );
}
