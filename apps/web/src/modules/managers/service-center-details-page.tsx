import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  BadgeCheck,
  CalendarDays,
  Clock,
  Mail,
  MapPin,
  Phone,
  ShieldAlert,
  Star,
  Wrench,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { directionsUrl, isIdInRange, type ManagerServiceCenterDetails } from '@fixo/shared';

import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatTime12 } from '@/modules/nearby';
import { ManagerCenterReviews } from '@/modules/ratings';

import {
  managerCenterDetailsQuery,
  useCenterActionCopy,
  useCenterStatusAction,
  type CenterStatus,
} from './manager-api';
import { NAMESPACE } from './managers.texts';
import { formatRegisteredOn } from './service-centers-list';

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-base font-bold text-slate-900">
        <span className="text-brand-700" aria-hidden>
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Chips({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-amber-800">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item}>
          <Badge variant="neutral">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

function GstinCheck({ center }: { center: ManagerServiceCenterDetails }) {
  const { t } = useTranslation(NAMESPACE);
  const ok = center.gstincheck === 'valid';
  return (
    <div className="flex flex-col gap-2">
      <p className="font-mono text-lg font-semibold tracking-wider text-slate-900">{center.gstin ?? '—'}</p>
      <p
        className={cn(
          'flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-medium',
          ok ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900',
        )}
      >
        {ok ? (
          <BadgeCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        ) : (
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        )}
        {t(`details.gstinCheck.${center.gstincheck}`)}
      </p>
    </div>
  );
}

function Details({ center }: { center: ManagerServiceCenterDetails }) {
  const { t } = useTranslation(NAMESPACE);
  const status: CenterStatus = center.isactive ? 'active' : 'inactive';
  const copy = useCenterActionCopy(status);
  const [confirming, setConfirming] = useState(false);
  const act = useCenterStatusAction(status, () => setConfirming(false));
  const hasPosition = center.latitude !== 0 || center.longitude !== 0;
  const position = `${center.latitude.toFixed(5)}, ${center.longitude.toFixed(5)}`;
  const mapUrl = `https://www.openstreetmap.org/?mlat=${center.latitude}&mlon=${center.longitude}#map=17/${center.latitude}/${center.longitude}`;
  const listPath = center.isactive ? '/active-service-center' : '/inactive-service-center';

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl">
            {center.servicecentername}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-600">
            <Badge variant={center.isactive ? 'success' : 'warning'}>
              {center.isactive ? t('details.active') : t('details.waiting')}
            </Badge>
            <span>{[center.city, center.state].filter(Boolean).join(', ')}</span>
            <span className="inline-flex items-center gap-1">
              <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
              {center.scrating.toFixed(1)}
              {center.scratingcount !== undefined && (
                <span className="text-slate-500">({center.scratingcount})</span>
              )}
            </span>
          </p>
        </div>
        <Button
          variant={status === 'inactive' ? 'primary' : 'outline'}
          className={cn(
            'min-h-11 w-full sm:w-auto',
            status === 'active' && 'border-red-300 text-red-700 hover:bg-red-50',
          )}
          onClick={() => setConfirming(true)}
        >
          {copy.action}
        </Button>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('details.gstin')} icon={<BadgeCheck className="size-5" />}>
          <GstinCheck center={center} />
        </Section>

        <Section title={t('details.address')} icon={<MapPin className="size-5" />}>
          <address className="text-sm leading-relaxed text-slate-900 not-italic">
            {center.addresS1}
            {center.addresS2 && <br />}
            {center.addresS2}
            <br />
            {[center.city, center.state].filter(Boolean).join(', ')}
            {center.postalcode && ` ${center.postalcode}`}
          </address>
          {hasPosition ? (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <p className="font-mono text-sm text-slate-700" aria-label={t('details.mapPosition')}>
                {position}
              </p>
              <div className="flex gap-2">
                <a
                  href={mapUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-brand-700 hover:bg-slate-50"
                >
                  {t('details.viewOnMap')}
                </a>
                <a
                  href={directionsUrl(center.latitude, center.longitude)}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-brand-700 hover:bg-slate-50"
                >
                  {t('details.directions')}
                </a>
              </div>
            </div>
          ) : (
            <p className="text-sm text-amber-800">{t('details.noPosition')}</p>
          )}
        </Section>

        <Section title={t('details.services')} icon={<Wrench className="size-5" />}>
          <Chips items={center.services} empty={t('details.noServices')} />
          <dl className="flex flex-col gap-1.5">
            <Row label={t('details.describedAs')}>{center.servicesprovided || '—'}</Row>
            <Row label={t('details.pickup')}>{center.pickupservice ? t('details.yes') : t('details.no')}</Row>
          </dl>
          <h3 className="pt-1 text-sm font-semibold text-slate-700">{t('details.makers')}</h3>
          <Chips items={center.makers} empty={t('details.noMakers')} />
        </Section>

        <Section title={t('details.hoursContact')} icon={<Clock className="size-5" />}>
          <dl className="flex flex-col gap-1.5">
            <Row label={t('details.hours')}>
              {formatTime12(center.officestarttime)} – {formatTime12(center.officeendtime)}
            </Row>
            <Row label={t('details.contactPerson')}>
              {[center.contactpersoN1, center.contactpersoN2].filter(Boolean).join(', ')}
            </Row>
            <Row label={t('details.mobile')}>
              <span className="flex flex-wrap gap-x-3">
                {[center.mobilenO1, center.mobilenO2].filter(Boolean).map((mobile) => (
                  <a
                    key={mobile}
                    href={`tel:+91${mobile}`}
                    className="inline-flex items-center gap-1 text-brand-700 underline-offset-2 hover:underline"
                  >
                    <Phone className="size-3.5" aria-hidden />
                    {mobile}
                  </a>
                ))}
              </span>
            </Row>
            <Row label={t('details.email')}>
              <a
                href={`mailto:${center.emailid}`}
                className="inline-flex items-center gap-1 break-all text-brand-700 underline-offset-2 hover:underline"
              >
                <Mail className="size-3.5 shrink-0" aria-hidden />
                {center.emailid}
              </a>
            </Row>
          </dl>
        </Section>

        <Section title={t('details.registrationPlan')} icon={<CalendarDays className="size-5" />}>
          <dl className="flex flex-col gap-1.5">
            <Row label={t('details.registeredOn')}>{formatRegisteredOn(center.registeredon)}</Row>
            <Row label={t('details.approvedOn')}>
              {center.approvedon ? formatRegisteredOn(center.approvedon) : '—'}
            </Row>
            <Row label={t('details.plan')}>
              {center.plan ? (
                <>
                  <Badge variant="brand">{center.plan.name}</Badge>{' '}
                  <span className="text-slate-600">
                    {t('details.validTill', { date: formatRegisteredOn(center.plan.validtill) })}
                  </span>
                </>
              ) : (
                <Badge variant="neutral">{t('details.none')}</Badge>
              )}
            </Row>
          </dl>
        </Section>
      </div>

      <ManagerCenterReviews centerId={center.servicecenterid} />

      <Link to={listPath} className="self-start text-sm font-semibold text-brand-700 hover:underline">
        {center.isactive ? t('details.backToActive') : t('details.backToInactive')}
      </Link>

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !act.isPending) setConfirming(false);
        }}
        title={copy.confirmTitle}
        description={copy.description(center.servicecentername, center.city)}
        confirmLabel={copy.action}
        confirmVariant={status === 'inactive' ? 'primary' : 'destructive'}
        busy={act.isPending}
        onConfirm={() => act.mutate(center)}
      />
    </>
  );
}

/** The manager's look at one center before approving or deactivating it. */
export default function ServiceCenterDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const { servicecenterid } = useParams();
  // The list the manager came from (its link says so), else the approval queue.
  const state = useLocation().state as { from?: unknown } | null;
  const from = typeof state?.from === 'string' ? state.from : '/inactive-service-center';
  const id = Number(servicecenterid);
  const valid = isIdInRange(id);
  const details = useQuery({ ...managerCenterDetailsQuery(id), enabled: valid });
  const notFound = !valid || (details.error instanceof ApiError && details.error.status === 404);

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 sm:py-10">
      <Link
        to={from}
        className="inline-flex items-center gap-1 self-start text-sm font-semibold text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {from === '/active-service-center' ? t('details.backActive') : t('details.backInactive')}
      </Link>
      {notFound ? (
        <Alert variant="error">{t('details.notFound')}</Alert>
      ) : details.isError ? (
        <Alert variant="error">{errorMessage(details.error)}</Alert>
      ) : details.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={tc('ui.loading')} />
        </div>
      ) : (
        <Details center={details.data} />
      )}
    </section>
  );
}
