import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { randomPasscode } from '@fixo/shared';

import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { ApiError, errorMessage } from '@/lib/api-client';
import { loginPath } from '@/modules/auth';

import type { NewServiceCenterAnswer } from './service-center-api';
import { EMPTY_SERVICE_CENTER_FORM, ServiceCenterForm } from './service-center-form';
import { serviceCenterFieldErrors, useSaveServiceCenter } from './use-save-service-center';

export const centerRegistrationToast = (passcode: string) =>
  `Registration successful. Your passcode is ${passcode} — keep it safe to sign in.`;
export const CENTER_APPROVAL_NOTE = 'Your service center will be visible to customers once Fixo approves it.';

export default function ServiceCenterRegistrationPage() {
  const navigate = useNavigate();
  const save = useSaveServiceCenter();
  const [failure, setFailure] = useState<{ message: string; exists: boolean } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  const defaults = useMemo(() => ({ ...EMPTY_SERVICE_CENTER_FORM, loginPasscode: randomPasscode() }), []);

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="space-y-2">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          Register your service center
        </h1>
        <p className="text-slate-600">
          Get breakdown and service requests from drivers near you. Registration is free; Fixo checks every
          center before customers see it.
        </p>
        <p className="text-sm text-slate-600">
          Already registered?{' '}
          <Link to={loginPath('ServiceCenter')} className="font-semibold text-brand-700 underline">
            Sign in
          </Link>
        </p>
      </div>
      <Card>
        <CardContent>
          <ServiceCenterForm
            mode="register"
            defaultValues={defaults}
            saving={save.isPending}
            fieldErrors={fieldErrors}
            alert={
              failure && (
                <Alert variant="error" title={failure.exists ? 'Already registered' : undefined}>
                  {failure.message}{' '}
                  {failure.exists && (
                    <Link to={loginPath('ServiceCenter')} className="font-semibold underline">
                      Sign in
                    </Link>
                  )}
                </Alert>
              )
            }
            onSubmit={async (values) => {
              setFailure(null);
              setFieldErrors(undefined);
              try {
                const answer = (await save.mutateAsync({ values })) as NewServiceCenterAnswer;
                toast.success(centerRegistrationToast(answer.loginpasscode), {
                  description: CENTER_APPROVAL_NOTE,
                  duration: 15_000,
                });
                await navigate('/dashboard-service/service-center-profile');
              } catch (error) {
                setFailure({
                  message: errorMessage(error),
                  exists: error instanceof ApiError && error.status === 409,
                });
                setFieldErrors(serviceCenterFieldErrors(error));
              }
            }}
          />
        </CardContent>
      </Card>
    </section>
  );
}
