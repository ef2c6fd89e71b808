import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { randomPasscode, type CustomerProfileForm } from '@fixo/shared';

import { AccountRegistration } from '@/modules/auth';

import { CustomerForm, EMPTY_CUSTOMER_FORM } from './customer-form';
import { NAMESPACE } from './customers.texts';
import { formFieldErrors, useSaveCustomer } from './use-save-customer';

export default function CustomerRegistrationPage() {
  const navigate = useNavigate();
  const save = useSaveCustomer();
  const { t } = useTranslation(NAMESPACE);
  const defaults = useMemo(() => ({ ...EMPTY_CUSTOMER_FORM, loginPasscode: randomPasscode() }), []);

  return (
    <AccountRegistration
      usertype="Customer"
      title={t('registerTitle')}
      intro={t('registerIntro')}
      register={(values: CustomerProfileForm) => save.mutateAsync({ values })}
      fieldErrorsOf={formFieldErrors}
      onRegistered={async (answer) => {
        // A registration always sets the passcode (null only when a profile update leaves it unchanged).
        toast.success(t('registrationToast', { passcode: answer.loginpasscode ?? '' }), { duration: 15_000 });
        await navigate('/dashboard-customer/customer-profile');
      }}
    >
      {(form) => <CustomerForm mode="register" defaultValues={defaults} saving={save.isPending} {...form} />}
    </AccountRegistration>
  );
}
