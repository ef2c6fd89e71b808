import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { USER_TYPES, type UserType } from '@fixo/shared';

import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AUTH_NAMESPACE as NAMESPACE, LoginForm, ROLE_SLUGS, roleFromSlug } from '@/modules/auth';

/** Texts are keys of the `auth` namespace (login.intro.<role>, login.register.<role>). */
const REGISTER: Partial<Record<UserType, string>> = {
  Customer: '/customer-registration',
  ServiceCenter: '/service-center-registration',
};

export default function LoginPage() {
  const [params, setParams] = useSearchParams();
  const role = roleFromSlug(params.get('as')) ?? 'Customer';
  const { t } = useTranslation(NAMESPACE);

  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10 sm:py-14">
      <div className="space-y-2 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t('login.title')}</h1>
        <p className="text-slate-600">{t(`login.intro.${role}`)}</p>
      </div>
      <Card>
        <CardContent>
          <Tabs
            value={role}
            onValueChange={(value) => setParams({ as: ROLE_SLUGS[value as UserType] }, { replace: true })}
          >
            <TabsList aria-label={t('login.signInAs')} className="mb-2">
              {USER_TYPES.map((type) => (
                <TabsTrigger key={type} value={type} className="px-2 text-xs sm:text-sm">
                  {t(`roles.${type}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            {USER_TYPES.map((type) => (
              <TabsContent key={type} value={type} className="mt-5">
                <LoginForm usertype={type} />
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      </Card>
      {REGISTER[role] && (
        <p className="text-center text-sm text-slate-600">
          {t('login.newToFixo')}{' '}
          <Link to={REGISTER[role]} className="font-semibold text-brand-700 underline">
            {t(`login.register.${role}`)}
          </Link>
        </p>
      )}
      <p className="text-center text-xs text-slate-500">
        {t('login.privacyBefore')}{' '}
        <Link to="/privacy-policy" className="underline">
          {t('login.privacyLink')}
        </Link>
        {t('login.privacyAfter')}
      </p>
    </section>
  );
}
