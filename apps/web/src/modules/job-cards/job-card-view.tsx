import { Fuel, Gauge, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FUEL_LEVEL_LABELS, INTAKE_CHECKLIST, type JobCard } from '@fixo/shared';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { LOCALES } from '@/lib/i18n';
import { inr, qtyText } from '@/modules/parts';

import { Panel } from '@/modules/suite';

import { dateTime } from './job-card-status';
import { NAMESPACE } from './job-cards.texts';

const APPROVAL = {
  Draft: 'neutral',
  Pending: 'warning',
  Approved: 'success',
  Declined: 'danger',
} as const;

/** Intake as recorded: odometer, fuel, complaints, checklist, damage, promise, technician. */
export function IntakeSummary({ card }: { card: JobCard }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const checklist = INTAKE_CHECKLIST.filter((c) => card.checklist.includes(c.key)).map((c) =>
    t(`checklist.${c.key}`),
  );
  return (
    <Panel title={t('intake')}>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="flex items-center gap-1 text-slate-500">
            <Gauge className="size-4" aria-hidden /> {t('odometer')}
          </dt>
          <dd className="font-semibold">
            {card.odometer !== null
              ? `${card.odometer.toLocaleString(LOCALES[i18n.language === 'hi' ? 'hi' : 'en'])} km`
              : '—'}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 text-slate-500">
            <Fuel className="size-4" aria-hidden /> {t('fuel')}
          </dt>
          <dd className="font-semibold">{card.fuellevel ? FUEL_LEVEL_LABELS[card.fuellevel] : '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('promisedDelivery')}</dt>
          <dd className="font-semibold">{dateTime(card.promiseddelivery || null)}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 text-slate-500">
            <User className="size-4" aria-hidden /> {t('technician')}
          </dt>
          <dd className="font-semibold">{card.technician || '—'}</dd>
        </div>
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-slate-700">{t('complaints')}</h3>
        <ol className="mt-1 list-decimal pl-5 text-slate-900">
          {card.complaints.map((c, i) => (
            <li key={i}>{c}</li>
          ))}
        </ol>
      </div>
      {checklist.length > 0 && (
        <p className="text-sm">
          <span className="font-semibold text-slate-700">{t('foundColon')}</span>
          {checklist.join(', ')}
        </p>
      )}
      {card.damagenotes && (
        <p className="text-sm">
          <span className="font-semibold text-slate-700">{t('damageColon')}</span>
          {card.damagenotes}
        </p>
      )}
    </Panel>
  );
}

/** Lines with the customer's answer per line, and the totals of what is in the work and the bill. */
export function LinesSummary({ card }: { card: JobCard }) {
  const { t } = useTranslation(NAMESPACE);
  const totals = card.totals;
  return (
    <Panel title={t('linesTitle')}>
      {card.lines.length === 0 ? (
        <p className="text-slate-600">{t('noLinesYet')}</p>
      ) : (
        <ul aria-label={t('jobCardLines')} className="divide-y divide-slate-100">
          {card.lines.map((l) => (
            <li
              key={l.lineid}
              className={cn(
                'flex flex-col gap-1 py-2.5 sm:flex-row sm:items-center sm:justify-between',
                l.approval === 'Declined' && 'text-slate-400',
              )}
            >
              <div className="min-w-0">
                <p
                  className={cn(
                    'font-semibold',
                    l.approval === 'Declined' ? 'line-through' : 'text-slate-900',
                  )}
                >
                  {l.description}
                </p>
                <p className="text-xs text-slate-500">
                  {l.linetype} · {l.hsnsac || '—'} · {qtyText(l.qty)} {l.unit} × {inr(l.unitpricepaise)}
                  {l.priceincludesgst && card.chargesgst ? t('inclGst') : ''}
                  {l.discountpaise > 0 && ` − ${inr(l.discountpaise)}`}
                  {card.chargesgst && ` · GST ${l.gstrate}% ${inr(l.gstpaise)}`}
                </p>
              </div>
              <div className="flex items-center gap-3 sm:shrink-0">
                <Badge variant={APPROVAL[l.approval]}>{t(`approval.${l.approval}`)}</Badge>
                <span className="font-bold tabular-nums">{inr(l.linetotalpaise)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <dl
        aria-label={t('totals')}
        className="ml-auto flex w-full max-w-xs flex-col gap-1 text-sm text-slate-700"
      >
        {totals.discountpaise > 0 && (
          <div className="flex justify-between">
            <dt>{t('discount')}</dt>
            <dd className="tabular-nums">−{inr(totals.discountpaise)}</dd>
          </div>
        )}
        {card.chargesgst ? (
          <>
            <div className="flex justify-between">
              <dt>{t('taxableValue')}</dt>
              <dd className="tabular-nums">{inr(totals.taxablepaise)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>GST</dt>
              <dd className="tabular-nums">{inr(totals.gstpaise)}</dd>
            </div>
          </>
        ) : (
          <p className="text-xs text-slate-600">{t('billOfSupply')}</p>
        )}
        <div className="flex justify-between border-t border-slate-200 pt-1 text-lg font-bold text-slate-900">
          <dt>{t('grandTotal')}</dt>
          <dd className="tabular-nums" data-testid="grand-total">
            {inr(totals.grandtotalpaise)}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
