import {
  ArrowRight,
  BadgeCheck,
  BellRing,
  Check,
  ChartColumn,
  ClipboardList,
  FileText,
  Package,
  Sparkles,
  Tag,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { loginPath, useOwnHome } from '@/modules/auth';
import { FIXOPRO_NAMESPACE as NAMESPACE, FIXOPRO_TEXTS_EN as TEXTS_EN } from '@/modules/fixopro';

import {
  FeatureCard,
  HeroPrimaryButton,
  HeroSecondaryButton,
  HeroTitle,
  SectionIntro,
} from './marketing-sections';

/** The feature cards: an icon per key of `features` in the texts. */
const FEATURES = [
  { Icon: ClipboardList, key: 'jobCards' },
  { Icon: Package, key: 'parts' },
  { Icon: Users, key: 'customers' },
  { Icon: FileText, key: 'invoices' },
  { Icon: ChartColumn, key: 'report' },
  { Icon: BellRing, key: 'live' },
] as const;

export default function FixoProPage() {
  const { t } = useTranslation(NAMESPACE);
  const layoutText = useTranslation('layout').t;
  // A signed-in visitor is offered their own dashboard where a visitor is offered 'Sign in' (issue 14).
  const home = useOwnHome();
  const list = (key: 'free' | 'pro' | 'steps') => TEXTS_EN[key].map((_, index) => t(`${key}.${index}`));
  return (
    <>
      <section className="bg-slate-950 text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-14 sm:px-6 md:py-20 lg:px-8">
          <Badge variant="brand" className="w-fit bg-brand-500/15 text-brand-200 ring-brand-400/30">
            <Sparkles className="size-3.5" aria-hidden /> {t('badge')}
          </Badge>
          <HeroTitle lead={t('heroTitle')} accent={t('heroAccent')} className="max-w-3xl" />
          <p className="max-w-2xl text-lg leading-relaxed text-slate-300">{t('heroText')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <HeroPrimaryButton>
              <Link to="/service-center-registration">
                {t('register')}
                <ArrowRight className="size-5" aria-hidden />
              </Link>
            </HeroPrimaryButton>
            <HeroSecondaryButton>
              {home ? (
                <Link to={home}>{layoutText('myDashboard')}</Link>
              ) : (
                <Link to={loginPath('ServiceCenter')}>{t('signIn')}</Link>
              )}
            </HeroSecondaryButton>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <SectionIntro id="features-title" title={t('featuresTitle')} text={t('featuresText')} />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ Icon, key }) => (
            <li key={key}>
              <FeatureCard icon={Icon} title={t(`features.${key}.title`)} text={t(`features.${key}.text`)} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="invoice-title" className="border-y border-slate-200 bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
          <div className="space-y-4">
            <h2 id="invoice-title" className="text-3xl font-extrabold tracking-tight text-slate-900">
              {t('flowTitle')}
            </h2>
            <ol className="space-y-4">
              {list('steps').map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  <span className="leading-relaxed text-slate-700">{step}</span>
                </li>
              ))}
            </ol>
          </div>
          <Card className="bg-slate-50" aria-label={t('exampleInvoice')}>
            <CardContent className="space-y-3 font-mono text-sm text-slate-800">
              <div className="flex justify-between gap-4 font-sans">
                <span className="font-bold">Tax Invoice</span>
                <span className="text-slate-500">INV-2026-0148</span>
              </div>
              <div className="flex justify-between gap-4">
                <span>Clutch plate (HSN 8708)</span>
                <span>₹3,450.00</span>
              </div>
              <div className="flex justify-between gap-4">
                <span>Labour (SAC 998714)</span>
                <span>₹1,200.00</span>
              </div>
              <div className="flex justify-between gap-4 text-slate-500">
                <span>CGST 9% + SGST 9%</span>
                <span>₹837.00</span>
              </div>
              <div className="flex justify-between gap-4 border-t border-slate-300 pt-3 font-bold">
                <span>Total</span>
                <span>₹5,487.00</span>
              </div>
              <p className="font-sans text-xs text-slate-500">
                Rupees Five Thousand Four Hundred Eighty Seven Only
              </p>
            </CardContent>
          </Card>
        </div>
      </section>

      <section aria-labelledby="plans-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <SectionIntro id="plans-title" title={t('plansTitle')} text={t('plansText')} />
        <div className="mt-8 grid gap-4 md:grid-cols-2">
          <Card>
            <CardContent className="flex h-full flex-col gap-4">
              <div>
                <h3 className="text-xl font-bold text-slate-900">{t('freeTitle')}</h3>
                <p className="text-slate-600">{t('freeText')}</p>
              </div>
              <p className="text-3xl font-extrabold text-slate-900">₹0</p>
              <ul className="space-y-2">
                {list('free').map((item) => (
                  <li key={item} className="flex gap-2 text-slate-700">
                    <Check className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden />
                    {item}
                  </li>
                ))}
              </ul>
              <Button asChild variant="outline" className="mt-auto">
                <Link to="/service-center-registration">{t('registerFree')}</Link>
              </Button>
            </CardContent>
          </Card>
          <Card className="border-2 border-brand-600">
            <CardContent className="flex h-full flex-col gap-4">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <h3 className="text-xl font-bold text-slate-900">FixoPro</h3>
                  <p className="text-slate-600">{t('proText')}</p>
                </div>
                <Badge variant="brand">
                  <BadgeCheck className="size-3.5" aria-hidden /> {t('fullSuite')}
                </Badge>
              </div>
              <p className="text-slate-700">{t('monthlyYearly')}</p>
              <ul className="space-y-2">
                {list('pro').map((item) => (
                  <li key={item} className="flex gap-2 text-slate-700">
                    <Check className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden />
                    {item}
                  </li>
                ))}
              </ul>
              <Button asChild className="mt-auto">
                <Link to="/dashboard-service/subscription">
                  <Tag className="size-4" aria-hidden />
                  {t('seePlans')}
                </Link>
              </Button>
            </CardContent>
          </Card>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-slate-900 p-6 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-extrabold">{t('ctaTitle')}</h2>
            <p className="mt-1 text-slate-300">{t('ctaText')}</p>
          </div>
          <Button asChild size="lg" className="bg-brand-500 text-slate-950 hover:bg-brand-400">
            <Link to="/service-center-registration">
              {t('registerNow')}
              <ArrowRight className="size-5" aria-hidden />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
