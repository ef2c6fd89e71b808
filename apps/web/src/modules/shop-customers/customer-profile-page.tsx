import { CalendarClock, Car, ClipboardList, IndianRupee, Pencil, Phone, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatInr, paiseToRupees, type ShopCustomerProfile } from '@fixo/shared';

import { BackLink } from '@/components/ui/back-link';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { FullScreenSpinner } from '@/components/ui/spinner';

import { LOCALES } from '@/lib/i18n';
import { SuitePageHeader, useSuiteMessage } from '@/modules/suite';

import { shortDate } from './customer-list-page';
import { useShopCustomer } from './shop-customers-api';
import { ShopCustomerForm } from './shop-customer-form';
import { NAMESPACE } from './shop-customers.texts';
import { JOB_CARDS_NAMESPACE as JOB_CARDS } from '@/modules/job-cards';

function Stat({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
        <div className="font-bold text-slate-900">{children}</div>
      </div>
    </div>
  );
}

function ProfileView({ profile }: { profile: ShopCustomerProfile }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const tj = useTranslation(JOB_CARDS).t;
  const tc = useTranslation('common').t;
  const locale = LOCALES[i18n.language === 'hi' ? 'hi' : 'en'];
  const newJobCard = `/service-manager/service-request?customer=${profile.shopcustomerid}`;
  return (
    <div className="flex flex-col gap-5">
      <BackLink to="/service-manager/list-of-customer">{tc('ui.customerMasters')}</BackLink>
      <SuitePageHeader
        title={profile.customername}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <a
              href={`tel:+91${profile.mobilenO1}`}
              className="inline-flex items-center gap-1 font-semibold text-brand-700"
            >
              <Phone className="size-4" aria-hidden /> {profile.mobilenO1}
            </a>
            {profile.emailid && <span>{profile.emailid}</span>}
            {profile.gstno && (
              <span className="font-mono text-sm">{t('gstinValue', { gstin: profile.gstno })}</span>
            )}
            {profile.source !== 'Walk-in' && <Badge variant="info">{profile.source}</Badge>}
          </span>
        }
        actions={
          <>
            <Link to={`?id=${profile.shopcustomerid}&edit=1`} className={buttonClasses('outline')}>
              <Pencil className="size-4" aria-hidden /> {t('edit')}
            </Link>
            <Link to={newJobCard} className={buttonClasses('primary')}>
              <Plus className="size-4" aria-hidden /> {t('newJobCard')}
            </Link>
          </>
        }
      />
      {profile.addresS1 && <p className="text-slate-700">{profile.addresS1}</p>}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat icon={<ClipboardList className="size-5" aria-hidden />} label={t('jobCards')}>
          {profile.jobcardcount}
        </Stat>
        <Stat icon={<IndianRupee className="size-5" aria-hidden />} label={t('totalBilled')}>
          {formatInr(paiseToRupees(profile.totalbilledpaise))}
          {profile.balanceduepaise > 0 && (
            <span className="block text-sm font-semibold text-red-700">
              {t('balanceDue', { amount: formatInr(paiseToRupees(profile.balanceduepaise)) })}
            </span>
          )}
        </Stat>
        <Stat icon={<CalendarClock className="size-5" aria-hidden />} label={t('lastVisit')}>
          {shortDate(profile.lastvisit)}
        </Stat>
        <Stat icon={<CalendarClock className="size-5" aria-hidden />} label={t('nextService')}>
          {profile.nextservicedate ? shortDate(profile.nextservicedate) : '—'}
          {profile.nextserviceodometer !== null && (
            <span className="block text-sm font-medium text-slate-600">
              {t('orAtKm', { km: profile.nextserviceodometer.toLocaleString(locale) })}
            </span>
          )}
        </Stat>
      </div>
      {profile.notes && (
        <Alert variant="info" title={t('notes')}>
          {profile.notes}
        </Alert>
      )}
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-bold text-slate-900">{t('vehicles')}</h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {profile.vehicles.map((v) => (
            <li key={v.shopvehicleid} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <Car className="size-6 shrink-0 text-slate-500" aria-hidden />
              <div className="min-w-0">
                <p className="font-mono text-lg font-bold tracking-wide text-slate-900">
                  {v.vehregistrationno}
                </p>
                <p className="text-slate-700">
                  {[v.vehiclemaker, v.vehiclemake === 'Other' ? v.others : v.vehiclemake, v.vehiclemodel]
                    .filter(Boolean)
                    .join(' ')}
                </p>
                <p className="text-sm text-slate-500">
                  {[
                    v.vehiclefuel,
                    v.vehiclecolor,
                    v.vehmileage && `${Number(v.vehmileage).toLocaleString(locale)} km`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-bold text-slate-900">{t('jobCards')}</h2>
        {profile.jobcards.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
            {t('noJobCards')}{' '}
            <Link to={newJobCard} className="font-semibold text-brand-700 underline">
              {t('openFirst')}
            </Link>
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {profile.jobcards.map((jc) => (
              <li key={jc.jobcardid}>
                <Link
                  to={`/service-manager/service-request/service-request-details/${jc.jobcardid}`}
                  className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-slate-50"
                >
                  <span>
                    <span className="font-semibold text-brand-700">{jc.jobcardno}</span>
                    <span className="ml-2 font-mono text-sm text-slate-600">{jc.vehregistrationno}</span>
                    <span className="ml-2 text-sm text-slate-500">{shortDate(jc.createdon)}</span>
                  </span>
                  <span className="flex items-center gap-3">
                    <Badge>
                      {/* English shows the status code as it always has; Hindi names it. */}
                      {i18n.language === 'en'
                        ? jc.status
                        : tj(`status.${jc.status}`, { defaultValue: jc.status })}
                    </Badge>
                    <span className="font-semibold tabular-nums">
                      {formatInr(paiseToRupees(jc.grandtotalpaise))}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** /service-manager/customer-profile?id=… (view), &edit=1 (edit) or ?new=1 (add). */
export default function CustomerProfilePage() {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id') ?? 0);
  const editing = params.get('edit') === '1';
  const query = useShopCustomer(id > 0 ? id : 0);

  if (!(id > 0)) {
    return (
      <div className="flex flex-col gap-5">
        <SuitePageHeader title={t('addCustomer')} description={t('addIntro')} />
        <ShopCustomerForm
          onSaved={(saved) =>
            void navigate(`/service-manager/customer-profile?id=${saved.shopcustomerid}`, { replace: true })
          }
          onCancel={() => void navigate('/service-manager/list-of-customer')}
        />
      </div>
    );
  }
  if (query.isPending) return <FullScreenSpinner />;
  if (query.error) return <Alert variant="error">{apiError(query.error)}</Alert>;
  if (editing) {
    return (
      <div className="flex flex-col gap-5">
        <SuitePageHeader title={t('editName', { name: query.data.customername })} />
        <ShopCustomerForm
          profile={query.data}
          onSaved={() => void navigate(`/service-manager/customer-profile?id=${id}`, { replace: true })}
          onCancel={() => void navigate(-1)}
        />
      </div>
    );
  }
  return <ProfileView profile={query.data} />;
}
