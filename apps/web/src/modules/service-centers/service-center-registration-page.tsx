import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { randomPasscode, type ServiceCenterProfileForm } from '@fixo/shared';

import { AccountRegistration } from '@/modules/auth';

import { EMPTY_SERVICE_CENTER_FORM, ServiceCenterForm } from './service-center-form';
import { NAMESPACE } from './service-centers.texts';
import { serviceCenterFieldErrors, useSaveServiceCenter } from './use-save-service-center';

export default function ServiceCenterRegistrationPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const save = useSaveServiceCenter();
  const defaults = useMemo(() => ({ ...EMPTY_SERVICE_CENTER_FORM, loginPasscode: randomPasscode() }), []);

  return (
    <AccountRegistration
      usertype="ServiceCenter"
      title={t('registerTitle')}
      intro={t('registerIntro')}
      register={(values: ServiceCenterProfileForm) => save.mutateAsync({ values })}
      fieldErrorsOf={serviceCenterFieldErrors}
      onRegistered={async (answer) => {
        // A registration always sets the passcode (null only when a profile update leaves it unchanged).
        toast.success(t('registered', { passcode: answer.loginpasscode ?? '' }), {
          description: t('approvalNote'),
          duration: 15_000,
        });
        await navigate('/dashboard-service/service-center-profile');
      }}
    >
      {(form) => (
        <ServiceCenterForm mode="register" defaultValues={defaults} saving={save.isPending} {...form} />
      )}
    </AccountRegistration>
  );
}
