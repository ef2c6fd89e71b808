import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { buttonClasses, Card, CardContent } from '@/components/ui';
import { loginPath, useStoredSession } from '@/modules/auth';

import { NAMESPACE } from './offers.texts';
import { PromotionalOffersScreen } from './promotional-offers-screen';

/**
 * /dashboard-service/discount: the center's own offers. The spec leaves the route unguarded, but the offers
 * belong to the signed-in center (taken from the stored login data), so without one we ask to sign in.
 */
export default function CenterOffersPage() {
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const stored = useStoredSession();
  const centerId = stored.userType === 'ServiceCenter' ? Number(stored.userData?.servicecenterid) : NaN;

  if (!stored.isLoggedIn || !Number.isInteger(centerId) || centerId <= 0) {
    return (
      <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-10">
        <Card>
          <CardContent className="flex flex-col items-center gap-4 py-8 text-center">
            <span className="rounded-full bg-brand-50 p-3 text-brand-700">
              <LogIn className="size-6" aria-hidden />
            </span>
            <div className="space-y-1.5">
              <h1 className="text-xl font-bold text-slate-900">{tc('ui.promotionalOffers')}</h1>
              <p className="text-slate-600">{t('screen.signInText')}</p>
            </div>
            <Link to={loginPath('ServiceCenter')} className={buttonClasses('primary', 'md', 'w-full')}>
              {t('screen.signIn')}
            </Link>
          </CardContent>
        </Card>
      </section>
    );
  }

  return (
    <PromotionalOffersScreen
      kind="center"
      centerId={centerId}
      centerName={stored.centerName ?? stored.userData?.servicecentername ?? null}
    />
  );
}
