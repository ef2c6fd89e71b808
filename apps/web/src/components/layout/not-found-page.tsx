import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';

import { NAMESPACE } from './not-found.texts';

export default function NotFoundPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-6 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MapPinOff className="size-8" aria-hidden />
      </span>
      <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">404</p>
      <h1 className="text-3xl font-extrabold text-slate-900">{t('title')}</h1>
      <p className="text-slate-600">{t('text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">{t('home')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard-customer/service-request">{t('help')}</Link>
        </Button>
      </div>
    </section>
  );
}
