import { useTranslation } from 'react-i18next';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { UserType } from '@fixo/shared';

import { PageTitle } from '@/components/layout/page-title';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { ApiError, errorMessage } from '@/lib/api-client';

import { NAMESPACE } from './auth.texts';
import { loginPath } from './role-home';

/** What the registration form needs from the page. */
export interface RegistrationFormProps<V> {
  fieldErrors: Record<string, string> | undefined;
  alert: ReactNode;
  onSubmit: (values: V) => Promise<void>;
}

export interface AccountRegistrationProps<V, A> {
  usertype: UserType;
  title: string;
  intro: ReactNode;
  /** Saves the new account; throws an ApiError when refused. */
  register: (values: V) => Promise<A>;
  /** Server field errors → form field names. */
  fieldErrorsOf: (error: unknown) => Record<string, string> | undefined;
  /** After a successful save (toast, navigation). */
  onRegistered: (answer: A) => Promise<void>;
  children: (form: RegistrationFormProps<V>) => ReactNode;
}

/**
 * The registration page frame shared by customers and service centers: heading with a sign-in link, the
 * form in a card, and the save failure shown above the form's buttons ('Already registered' on a 409).
 */
export function AccountRegistration<V, A>({
  usertype,
  title,
  intro,
  register,
  fieldErrorsOf,
  onRegistered,
  children,
}: AccountRegistrationProps<V, A>) {
  const [failure, setFailure] = useState<{ message: string; exists: boolean } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  const { t } = useTranslation(NAMESPACE);

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="space-y-2">
        <PageTitle>{title}</PageTitle>
        <p className="text-slate-600">{intro}</p>
        <p className="text-sm text-slate-600">
          {t('account.alreadyRegistered')}{' '}
          <Link to={loginPath(usertype)} className="font-semibold text-brand-700 underline">
            {t('account.signIn')}
          </Link>
        </p>
      </div>
      <Card>
        <CardContent>
          {children({
            fieldErrors,
            alert: failure && (
              <Alert variant="error" title={failure.exists ? t('account.alreadyTitle') : undefined}>
                {failure.message}{' '}
                {failure.exists && (
                  <Link to={loginPath(usertype)} className="font-semibold underline">
                    {t('account.signIn')}
                  </Link>
                )}
              </Alert>
            ),
            onSubmit: async (values) => {
              setFailure(null);
              setFieldErrors(undefined);
              try {
                await onRegistered(await register(values));
              } catch (error) {
                setFailure({
                  message: errorMessage(error),
                  exists: error instanceof ApiError && error.status === 409,
                });
                setFieldErrors(fieldErrorsOf(error));
              }
            },
          })}
        </CardContent>
      </Card>
    </section>
  );
}
