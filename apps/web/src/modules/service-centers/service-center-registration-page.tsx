import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { randomPasscode, type ServiceCenterProfileForm } from '@fixo/shared';

import { AccountRegistration } from '@/modules/auth/account-registration';

import { EMPTY_SERVICE_CENTER_FORM, ServiceCenterForm } from './service-center-form';
import { serviceCenterFieldErrors, useSaveServiceCenter } from './use-save-service-center';

export const centerRegistrationToast = (passcode: string) =>
  `Registration successful. Your passcode is ${passcode} — keep it safe to sign in.`;
export const CENTER_APPROVAL_NOTE = 'Your service center will be visible to customers once Fixo approves it.';

export default function ServiceCenterRegistrationPage() {
  const navigate = useNavigate();
  const save = useSaveServiceCenter();
  const defaults = useMemo(() => ({ ...EMPTY_SERVICE_CENTER_FORM, loginPasscode: randomPasscode() }), []);

  return (
    <AccountRegistration
      usertype="ServiceCenter"
      title="Register your service center"
      intro="Get breakdown and service requests from drivers near you. Registration is free; Fixo checks every center before customers see it."
      register={(values: ServiceCenterProfileForm) => save.mutateAsync({ values })}
      fieldErrorsOf={serviceCenterFieldErrors}
      onRegistered={async (answer) => {
        // A registration always sets the passcode (null only when a profile update leaves it unchanged).
        toast.success(centerRegistrationToast(answer.loginpasscode ?? ''), {
          description: CENTER_APPROVAL_NOTE,
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
