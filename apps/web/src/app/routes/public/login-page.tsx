import { Link, useSearchParams } from 'react-router';
import { USER_TYPES, type UserType } from '@fixo/shared';

import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoginForm } from '@/modules/auth/login-form';
import { ROLE_LABELS, ROLE_SLUGS, roleFromSlug } from '@/modules/auth/role-home';

const INTRO: Record<UserType, { text: string; register?: { to: string; label: string } }> = {
  Customer: {
    text: 'See your service requests and keep your vehicle details ready.',
    register: { to: '/customer-registration', label: 'Register as a customer' },
  },
  ServiceCenter: {
    text: 'Handle new requests, offers and your FixoPro workshop.',
    register: { to: '/service-center-registration', label: 'Register your service center' },
  },
  Manager: { text: 'For the Fixo operations team.' },
};

export default function LoginPage() {
  const [params, setParams] = useSearchParams();
  const role = roleFromSlug(params.get('as')) ?? 'Customer';

  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10 sm:py-14">
      <div className="space-y-2 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Sign in to Fixo</h1>
        <p className="text-slate-600">{INTRO[role].text}</p>
      </div>
      <Card>
        <CardContent>
          <Tabs
            value={role}
            onValueChange={(value) => setParams({ as: ROLE_SLUGS[value as UserType] }, { replace: true })}
          >
            <TabsList aria-label="Sign in as" className="mb-2">
              {USER_TYPES.map((type) => (
                <TabsTrigger key={type} value={type} className="px-2 text-xs sm:text-sm">
                  {ROLE_LABELS[type]}
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
      {INTRO[role].register && (
        <p className="text-center text-sm text-slate-600">
          New to Fixo?{' '}
          <Link to={INTRO[role].register.to} className="font-semibold text-brand-700 underline">
            {INTRO[role].register.label}
          </Link>
        </p>
      )}
      <p className="text-center text-xs text-slate-500">
        By signing in you agree to how we handle your data in our{' '}
        <Link to="/privacy-policy" className="underline">
          privacy policy
        </Link>
        .
      </p>
    </section>
  );
}
