import { Star } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { ERROR_MESSAGES, PAGE_IDS, STAR_SCALE } from '@fixo/shared';

import { PageTitle } from '@/components/layout/page-title';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { QueryStatus } from '@/components/ui/query-status';
import { useMessageTranslator } from '@/lib/i18n';
import { useStoredSession } from '@/modules/auth';
import { usePageVisit } from '@/modules/stats';
import { VerifyAccountNotice } from '@/modules/mobile-verification';

import { profileToFormValues, useServiceCenterProfile } from './service-center-api';
import { ServiceCenterForm } from './service-center-form';
import { NAMESPACE } from './service-centers.texts';
import { serviceCenterFieldErrors, useSaveServiceCenter } from './use-save-service-center';

export default function ServiceCenterProfilePage() {
  usePageVisit(PAGE_IDS.serviceCenterProfile);
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const tm = useMessageTranslator();
  const { mobile } = useStoredSession();
  const profile = useServiceCenterProfile(mobile);
  const formValues = useMemo(() => (profile.data ? profileToFormValues(profile.data) : null), [profile.data]);
  const save = useSaveServiceCenter();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  const p = profile.data;

  let body;
  if (!mobile) {
    body = <Alert variant="warning">{t('profile.signInAgain')}</Alert>;
  } else if (profile.isPending || profile.isError) {
    body = <QueryStatus query={profile} />;
  } else if (!p || !formValues) {
    body = <Alert variant="warning">{t('profile.notFound', { mobile })}</Alert>;
  } else {
    body = (
      <>
        {!p.isactive && (
          <Alert variant="info" title={t('profile.waiting')}>
            {t('profile.waitingText')}
          </Alert>
        )}
        <Card>
          <CardContent>
            <ServiceCenterForm
              key={p.servicecenterid}
              mode="profile"
              lockMobile
              defaultValues={formValues}
              saving={save.isPending}
              fieldErrors={fieldErrors}
              onSubmit={async (values) => {
                setFieldErrors(undefined);
                try {
                  await save.mutateAsync({
                    values,
                    servicecenterid: p.servicecenterid,
                    isactive: p.isactive,
                  });
                  toast.success(tc('toast.profileUpdated'));
                } catch (error) {
                  console.error('Profile save failed', error);
                  setFieldErrors(serviceCenterFieldErrors(error));
                  toast.error(tc('toast.errorTitle'), { description: tm(ERROR_MESSAGES.profileUpdateError) });
                }
              }}
            />
          </CardContent>
        </Card>
      </>
    );
  }

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:py-10">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-1">
          <PageTitle>{t('profile.title')}</PageTitle>
          {p && <p className="truncate text-slate-600">{p.servicecentername}</p>}
        </div>
        {p && (
          <div className="flex items-center gap-2">
            <Badge variant={p.isactive ? 'success' : 'warning'} className="px-3 py-1 text-sm">
              {t('profile.status', { status: p.isactive ? tc('ui.active') : tc('ui.inactive') })}
            </Badge>
            <span
              className="inline-flex items-center gap-1 text-sm text-slate-600"
              title={t('profile.rating')}
            >
              <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
              {p.scrating.toFixed(1)}/{STAR_SCALE}
            </span>
          </div>
        )}
      </div>
      {p && <VerifyAccountNotice />}
      {body}
    </section>
  );
}
