import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { toast } from 'sonner';
import { ENABLE_OTP_API_KEY, TOAST_MESSAGES, UI_TEXTS, type AppConfigChange } from '@fixo/shared';

import { Alert, Card, CardContent, Spinner, Switch } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';

import { appConfigSettingsQuery, useUpdateAppConfig } from './app-config-api';

const SETTING_LABELS: Record<string, { title: string; help: string }> = {
  [ENABLE_OTP_API_KEY]: {
    title: 'Sign-in by one-time code (OTP)',
    help: 'When on, customers, service centers and managers may choose OTP on the sign-in screens and receive a code by SMS.',
  },
};

const onOff = (value: string | null) => (value === null ? '—' : value === 'true' ? 'On' : 'Off');

function ChangeRow({ change }: { change: AppConfigChange }) {
  return (
    <li className="flex flex-col gap-0.5 border-b border-slate-100 py-3 last:border-0 sm:flex-row sm:items-baseline sm:gap-4">
      <time className="shrink-0 text-sm text-slate-500 tabular-nums" dateTime={change.changedon}>
        {format(new Date(change.changedon), 'dd/MM/yyyy HH:mm')}
      </time>
      <span className="text-slate-900">
        <span className="font-medium">{SETTING_LABELS[change.apckey]?.title ?? change.apckey}</span>:{' '}
        {onOff(change.oldvalue)} → <span className="font-semibold">{onOff(change.newvalue)}</span>
      </span>
      <span className="text-sm text-slate-600 sm:ml-auto">by {change.changedby}</span>
    </li>
  );
}

/** Manager: marketplace settings (today: OTP sign-in), each change audited and listed below. */
export default function ManagerSettingsPage() {
  const settings = useQuery(appConfigSettingsQuery);
  const update = useUpdateAppConfig();

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900">Settings</h1>
        <p className="text-slate-600">
          Marketplace settings. Every change is recorded with who made it and when.
        </p>
      </header>
      {settings.isPending ? (
        <p className="flex items-center gap-2 text-slate-600" role="status">
          <Spinner label={null} /> {UI_TEXTS.loading}
        </p>
      ) : settings.isError ? (
        <Alert variant="error">{errorMessage(settings.error)}</Alert>
      ) : (
        <>
          {settings.data.settings.map((setting) => {
            const label = SETTING_LABELS[setting.apckey] ?? {
              title: setting.apckey,
              help: setting.description,
            };
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
                              toast.success(`${label.title} is now ${checked ? 'on' : 'off'}.`),
                            onError: (error) =>
                              toast.error(TOAST_MESSAGES.errorTitle, { description: errorMessage(error) }),
                          },
                        )
                      }
                    />
                  </div>
                  {setting.envmanaged && (
                    <Alert variant="info">
                      The server sets this from its environment (ENABLE_OTP) at every start: a change made
                      here lasts until the next restart.
                    </Alert>
                  )}
                </CardContent>
              </Card>
            );
          })}
          <Card>
            <CardContent className="py-4">
              <h2 className="font-semibold text-slate-900">Change history</h2>
              {settings.data.changes.length === 0 ? (
                <p className="pt-2 text-sm text-slate-600">No changes yet.</p>
              ) : (
                <ul aria-label="Change history">
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
