import {
  ArrowRight,
  BatteryCharging,
  Bike,
  Car,
  CircleGauge,
  ClipboardList,
  Disc,
  KeyRound,
  MapPin,
  Navigation,
  Phone,
  ShieldCheck,
  Siren,
  Star,
  Store,
  Truck,
  UserRound,
  Wrench,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { loginPath, useOwnHome } from '@/modules/auth';
import { useRecentRequests } from '@/modules/service-requests';

import {
  FeatureCard,
  HeroPrimaryButton,
  HeroSecondaryButton,
  HeroTitle,
  SectionIntro,
} from './marketing-sections';

const HELP_PATH = '/dashboard-customer/service-request';

// Texts are keys of the `landing` namespace (English in lib/i18n/en/landing.ts).
const STEPS = [
  { Icon: ClipboardList, key: 'tell' },
  { Icon: MapPin, key: 'pick' },
  { Icon: Phone, key: 'help' },
] as const;

const SERVICES = [
  { Icon: Wrench, key: 'breakdown' },
  { Icon: Truck, key: 'towing' },
  { Icon: Disc, key: 'tyres' },
  { Icon: BatteryCharging, key: 'battery' },
  { Icon: CircleGauge, key: 'periodic' },
  { Icon: ShieldCheck, key: 'accident' },
] as const;

const ROLES = [
  { Icon: UserRound, role: 'Customer' },
  { Icon: Store, role: 'ServiceCenter' },
  { Icon: KeyRound, role: 'Manager' },
] as const;

/** A guest's latest request kept on this device: the way back to its tracking page. */
function RecentRequestBanner() {
  const [latest] = useRecentRequests();
  const { t } = useTranslation('landing');
  if (!latest) return null;
  return (
    <Link
      to={latest.trackingPath}
      data-testid="landing-recent-request"
      className="flex min-h-14 items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 font-semibold text-slate-900 shadow-lg hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
    >
      <span>
        {t('recentRequest')} <span className="font-mono">{latest.bookingRef}</span> — {latest.status}
      </span>
      <ArrowRight className="size-5 shrink-0 text-brand-700" aria-hidden />
    </Link>
  );
}

function MyDashboardSection({ home }: { home: string }) {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="signin-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
      <h2 id="signin-title" className="text-2xl font-extrabold tracking-tight text-slate-900">
        {t('welcomeBack')}
      </h2>
      <Button asChild size="lg" className="mt-4">
        <Link to={home}>
          {t('myDashboard')}
          <ArrowRight className="size-5" aria-hidden />
        </Link>
      </Button>
    </section>
  );
}

export default function LandingPage() {
  const home = useOwnHome();
  const { t } = useTranslation(['landing', 'common']);
  return (
    <>
      <section className="relative overflow-hidden bg-slate-950 text-white">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-32 -right-32 size-[28rem] rounded-full bg-brand-600/30 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.15fr_1fr] lg:px-8">
          <div className="flex flex-col gap-6">
            <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-brand-200">
              <Siren className="size-4" aria-hidden />
              {t('badge')}
            </p>
            <HeroTitle lead={t('titleLead')} accent={t('titleAccent')} />
            <RecentRequestBanner />
            <p className="max-w-xl text-lg leading-relaxed text-slate-300">{t('intro')}</p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <HeroPrimaryButton>
                <Link to={HELP_PATH}>
                  {t('getHelpNow')}
                  <ArrowRight className="size-5" aria-hidden />
                </Link>
              </HeroPrimaryButton>
              <HeroSecondaryButton>
                <Link to={`${HELP_PATH}#NearServiceCenter`}>
                  <Navigation className="size-5" aria-hidden />
                  {t('centersNearMe')}
                </Link>
              </HeroSecondaryButton>
            </div>
            <p className="text-sm text-slate-400">
              {t('emergencyBefore')}{' '}
              <a href="tel:112" className="font-bold text-white underline">
                112
              </a>{' '}
              {t('emergencyAfter')}
            </p>
          </div>

          <Card className="self-center border-white/10 bg-white/5 text-white shadow-2xl backdrop-blur">
            <CardContent className="flex flex-col gap-4">
              <p className="text-sm font-semibold text-slate-300">{t('exampleTitle')}</p>
              {[
                { name: 'Sri Sai Auto Works', km: '1.2', rating: '4.6', pickup: true },
                { name: 'Highway Car Care', km: '3.8', rating: '4.3', pickup: false },
              ].map((center) => (
                <div key={center.name} className="rounded-xl bg-white p-4 text-slate-900">
                  <div className="flex items-start justify-between gap-3">
                    <p className="font-bold">{center.name}</p>
                    <span className="shrink-0 text-sm font-semibold text-brand-700">
                      {t('km', { km: center.km })}
                    </span>
                  </div>
                  <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    <span className="inline-flex items-center gap-1">
                      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
                      {center.rating} / 5
                    </span>
                    <span aria-hidden>·</span>
                    <span>{t('exampleHours')}</span>
                    {center.pickup && (
                      <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200">
                        {t('common:ui.pickupAvailable')}
                      </span>
                    )}
                  </div>
                </div>
              ))}
              <p className="text-xs text-slate-400">{t('exampleNote')}</p>
            </CardContent>
          </Card>
        </div>
      </section>

      <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <SectionIntro id="how-title" title={t('howTitle')} text={t('howIntro')} />
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {STEPS.map(({ Icon, key }, index) => (
            <li key={key}>
              <FeatureCard
                icon={Icon}
                step={t('step', { n: index + 1 })}
                title={t(`steps.${key}.title`)}
                text={t(`steps.${key}.text`)}
              />
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="services-title" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <div className="flex flex-col justify-between gap-4 md:flex-row md:items-end">
            <div>
              <SectionIntro id="services-title" title={t('servicesTitle')} text={t('servicesIntro')} />
            </div>
            <p className="flex items-center gap-3 text-sm font-semibold text-slate-600">
              <Car className="size-5 text-brand-600" aria-hidden /> {t('cars')}
              <Bike className="size-5 text-brand-600" aria-hidden /> {t('twoWheelers')}
              <Truck className="size-5 text-brand-600" aria-hidden /> {t('commercial')}
            </p>
          </div>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {SERVICES.map(({ Icon, key }) => (
              <li key={key} className="flex gap-4 rounded-2xl border border-slate-200 p-5">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-bold text-slate-900">{t(`services.${key}.title`)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{t(`services.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <Button asChild size="lg">
              <Link to={HELP_PATH}>
                {t('raiseRequest')}
                <ArrowRight className="size-5" aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="workshops-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-8 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white sm:p-10 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div className="space-y-4">
            <p className="text-sm font-bold tracking-wider text-brand-200 uppercase">
              {t('workshopsKicker')}
            </p>
            <h2 id="workshops-title" className="text-3xl font-extrabold tracking-tight">
              {t('workshopsTitle')}
            </h2>
            <p className="max-w-xl leading-relaxed text-brand-50">{t('workshopsText')}</p>
          </div>
          <div className="flex flex-col gap-3">
            <Button asChild size="lg" className="bg-white text-brand-800 hover:bg-brand-50">
              <Link to="/service-center-registration">{t('registerCenter')}</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:bg-white/10"
            >
              <Link to="/fixopro">{t('exploreFixopro')}</Link>
            </Button>
          </div>
        </div>
      </section>

      {home ? (
        <MyDashboardSection home={home} />
      ) : (
        <section aria-labelledby="signin-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
          <h2 id="signin-title" className="text-2xl font-extrabold tracking-tight text-slate-900">
            {t('signInTitle')}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {ROLES.map(({ Icon, role }) => (
              <li key={role}>
                <Link
                  to={loginPath(role)}
                  className="group flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <span className="flex size-11 items-center justify-center rounded-xl bg-slate-900 text-white">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="text-lg font-bold text-slate-900">{t(`roles.${role}.title`)}</span>
                  <span className="text-sm leading-relaxed text-slate-600">{t(`roles.${role}.text`)}</span>
                  <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline">
                    {t(`roles.${role}.signInAs`)}
                    <ArrowRight className="size-4" aria-hidden />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-600">
            {t('newToFixo')}{' '}
            <Link to="/customer-registration" className="font-semibold text-brand-700 underline">
              {t('registerCustomer')}
            </Link>{' '}
            {t('registerWhy')}
          </p>
        </section>
      )}
    </>
  );
}
