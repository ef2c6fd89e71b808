import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { serviceIntervalsPayloadSchema, type ServiceInterval } from '@fixo/shared';

import { Alert, Spinner } from '@/components/ui';
import { Button } from '@/components/ui/button';
import { SimpleDialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';

import { useSaveServiceIntervals, useServiceIntervals } from './service-reminders-api';
import { NAMESPACE } from './service-reminders.texts';
import { useSuiteMessage } from '@/modules/suite';

type Row = { vehtypid: number; vehtype: string; months: string; km: string; isdefault: boolean };
/** The two inputs of a vehicle kind's row, in their columns' order. */
const INTERVAL_FIELDS = ['months', 'km'] as const;
type IntervalField = (typeof INTERVAL_FIELDS)[number];
const toRows = (list: ServiceInterval[]): Row[] =>
  list.map((i) => ({ ...i, months: String(i.months), km: String(i.km) }));

/** The form itself (tested on its own): months and km per vehicle kind; errors beside the field. */
export function ServiceIntervalsForm({
  intervals,
  onSaved,
}: {
  intervals: ServiceInterval[];
  onSaved?: () => void;
}) {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const [rows, setRows] = useState(() => toRows(intervals));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveServiceIntervals();
  const set = (n: number, field: IntervalField, value: string) =>
    setRows((list) => list.map((r, i) => (i === n ? { ...r, [field]: value } : r)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = serviceIntervalsPayloadSchema.safeParse({
      intervals: rows.map((r) => ({ vehtypid: r.vehtypid, months: r.months, km: r.km })),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (data) => {
        setRows(toRows(data.intervals));
        toast.success(t('intervalsSaved'));
        onSaved?.();
      },
      onError: (err) => toast.error(apiError(err)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{t('intervalsIntro')}</p>
      <div className="grid grid-cols-[1fr_5rem_7rem] items-start gap-x-2 gap-y-2 text-sm">
        <span className="font-semibold text-slate-700">{t('vehicleKind')}</span>
        <span className="font-semibold text-slate-700">{t('months')}</span>
        <span className="font-semibold text-slate-700">{t('kilometres')}</span>
        {rows.map((r, n) => {
          const errorOf = (field: IntervalField) => errors[`intervals.${n}.${field}`];
          const rowError = INTERVAL_FIELDS.map(errorOf).find(Boolean);
          return (
            <div key={r.vehtypid} className="contents">
              <span className="pt-2.5 text-slate-900">
                {r.vehtype}
                {r.isdefault && <span className="block text-xs text-slate-500">{t('default')}</span>}
              </span>
              {INTERVAL_FIELDS.map((field) => (
                <span key={field}>
                  <Input
                    aria-label={t(`${field}Of`, { type: r.vehtype })}
                    inputMode="numeric"
                    value={r[field]}
                    aria-invalid={errorOf(field) ? true : undefined}
                    onChange={(e) => set(n, field, e.target.value)}
                  />
                </span>
              ))}
              {rowError && (
                <span role="alert" className="col-span-3 -mt-1 text-sm text-red-700">
                  {r.vehtype}: {rowError}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} loadingText={t('saving')}>
          {t('saveIntervals')}
        </Button>
      </div>
    </form>
  );
}

/** 'Service intervals' settings of the center, in a dialog on the reminders page. */
export function ServiceIntervalsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const query = useServiceIntervals();
  return (
    <SimpleDialog open={open} onOpenChange={onOpenChange} title={t('intervals')} className="max-w-lg">
      {query.isError ? (
        <Alert variant="error">{apiError(query.error)}</Alert>
      ) : query.data ? (
        <ServiceIntervalsForm intervals={query.data.intervals} onSaved={() => onOpenChange(false)} />
      ) : (
        <Spinner />
      )}
    </SimpleDialog>
  );
}
