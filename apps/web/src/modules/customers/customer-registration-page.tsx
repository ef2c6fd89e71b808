import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { randomPasscode } from '@fixo/shared';

import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { ApiError, errorMessage } from '@/lib/api-client';
import { loginPath } from '@/modules/auth';

import type { NewCustomerAnswer } from './customer-api';
import { CustomerForm, EMPTY_CUSTOMER_FORM } from './customer-form';
import { formFieldErrors, useSaveCustomer } from './use-save-customer';

export const registrationToast = (passcode: string) =>
  `Registration successful. Your passcode is ${passcode} — keep it safe to sign in.`;

export default function CustomerRegistrationPage() {
  const navigate = useNavigate();
  const save = useSaveCustomer();
  const [failure, setFailure] = useState<{ message: string; exists: boolean } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  const defaults = useMemo(() => ({ ...EMPTY_CUSTOMER_FORM, loginPasscode: randomPasscode() }), []);

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="space-y-2">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          Create your Fixo profile
        </h1>
        <p className="text-slate-600">
          Save your details and vehicle once. When you break down, a request takes seconds and nearby service
          centers see exactly what you drive.
        </p>
        <p className="text-sm text-slate-600">
          Already registered?{' '}
          <Link to={loginPath('Customer')} className="font-semibold text-brand-700 underline">
            Sign in
          </Link>
        </p>
      </div>
      <Card>
        <CardContent>
          <CustomerForm
            mode="register"
            defaultValues={defaults}
            saving={save.isPending}
            fieldErrors={fieldErrors}
            alert={
              failure && (
                <Alert variant="error" title={failure.exists ? 'Already registered' : undefined}>
                  {failure.message}{' '}
                  {failure.exists && (
                    <Link to={loginPath('Customer')} className="font-semibold underline">
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
                const answer = (await save.mutateAsync({ values })) as NewCustomerAnswer;
                toast.success(registrationToast(answer.loginpasscode), { duration: 15_000 });
                await navigate('/dashboard-customer/customer-profile');
              } catch (error) {
                setFailure({
                  message: errorMessage(error),
                  exists: error instanceof ApiError && error.status === 409,
                });
                setFieldErrors(formFieldErrors(error));
              }
            }}
          />
        </CardContent>
      </Card>
    </section>
  );
}
