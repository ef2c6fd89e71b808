import { UserRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { ERROR_MESSAGES, PAGE_IDS } from '@fixo/shared';

import { PageTitle } from '@/components/layout/page-title';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { QueryStatus } from '@/components/ui/query-status';
import { useMessageTranslator } from '@/lib/i18n';
import { loginPath, useStoredSession } from '@/modules/auth';
import { usePageVisit } from '@/modules/stats';
import { VerifyAccountNotice } from '@/modules/mobile-verification';
import { MessageChannelCard } from '@/modules/notifications';

import { profileToFormValues, useCustomerProfile } from './customer-api';
import { CustomerForm } from './customer-form';
import { NAMESPACE } from './customers.texts';
import { formFieldErrors, useSaveCustomer } from './use-save-customer';

function SignInPrompt({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <UserRound className="size-7" aria-hidden />
        </span>
        <div className="space-y-1">
          <h2 className="text-lg font-bold text-slate-900">{title}</h2>
          <p className="max-w-sm text-slate-600">{text}</p>
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Link to={loginPath('Customer')} className={buttonClasses('primary', 'lg')}>
            {t('profile.signIn')}
          </Link>
          <Link to="/customer-registration" className={buttonClasses('outline', 'lg')}>
            {t('profile.register')}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

export default function CustomerProfilePage() {
  usePageVisit(PAGE_IDS.customerProfile);
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const tm = useMessageTranslator();
  const stored = useStoredSession();
  const mobile = stored.userType === 'Customer' || stored.userType === null ? stored.mobile : null;
  const profile = useCustomerProfile(mobile);
  const formValues = useMemo(() => (profile.data ? profileToFormValues(profile.data) : null), [profile.data]);
  const save = useSaveCustomer();
  const [result, setResult] = useState<'error' | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();

  let body;
  if (!mobile) {
    body = <SignInPrompt title={t('profile.signInTitle')} text={t('profile.signInText')} />;
  } else if (profile.isPending || profile.isError) {
    body = <QueryStatus query={profile} />;
  } else if (!profile.data) {
    body = <SignInPrompt title={t('profile.noProfileTitle')} text={t('profile.noProfileText', { mobile })} />;
  } else {
    const p = profile.data;
    body = (
      <Card>
        <CardContent>
          <CustomerForm
            key={p.custid}
            mode="profile"
            lockMobile
            defaultValues={formValues!}
            saving={save.isPending}
            fieldErrors={fieldErrors}
            alert={
              result === 'error' ? (
                <Alert variant="error" title={tc('ui.error')}>
                  {tm(ERROR_MESSAGES.profileUpdateError)}
                </Alert>
              ) : null
            }
            onSubmit={async (values) => {
              setResult(null);
              setFieldErrors(undefined);
              try {
                await save.mutateAsync({ values, custid: p.custid, isactive: p.isactive });
                // A toast, not an alert under the form: on a phone the form's end is off-screen.
                toast.success(tc('toast.profileUpdated'));
              } catch (error) {
                console.error('Profile save failed', error);
                setFieldErrors(formFieldErrors(error));
                setResult('error');
                toast.error(tm(ERROR_MESSAGES.profileUpdateError));
              }
            }}
          />
        </CardContent>
      </Card>
    );
  }

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <div className="space-y-1">
        <PageTitle>{t('profile.title')}</PageTitle>
        {profile.data && (
          <p className="text-slate-600">
            {profile.data.customername} · +91 {profile.data.mobilenO1}
          </p>
        )}
      </div>
      {profile.data && <VerifyAccountNotice />}
      {body}
      {profile.data && <MessageChannelCard />}
    </section>
  );
}
