import { ClipboardPlus, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';

import { Button, buttonClasses } from '@/components/ui/button';

import { cn } from '@/lib/cn';
import { useStoredSession } from '@/modules/auth';
import { useAddCustomerFromRequest } from '@/modules/shop-customers';
import { suitePlanState, useSuiteMessage } from '@/modules/suite';

import { NAMESPACE } from './job-cards.texts';

/**
 * FixoPro actions for an accepted marketplace request: open a job card from it, or add the driver to the
 * Customer Masters in one click. Only a center with an active FixoPro plan sees them.
 */
export function RequestSuiteActions({
  requestId,
  big = false,
  className,
}: {
  requestId: number;
  big?: boolean;
  className?: string;
}) {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const data = useStoredSession().userData;
  const add = useAddCustomerFromRequest();
  const navigate = useNavigate();
  if (suitePlanState(data?.isSaaS === true, data?.planenddate) !== 'active') return null;
  const size = big ? 'md' : 'sm';
  return (
    <span className={cn(big ? 'flex gap-2 [&>*]:flex-1' : 'inline-flex gap-2', className)}>
      <Link
        to={`/service-manager/service-request?fromRequest=${requestId}`}
        className={cn(buttonClasses('outline', size), !big && 'h-10')}
        aria-label={t('createForRequest', { id: requestId })}
      >
        <ClipboardPlus className="size-4" aria-hidden />
        {t('jobCard')}
      </Link>
      <Button
        variant="outline"
        size={size}
        className={cn(!big && 'h-10')}
        loading={add.isPending}
        aria-label={t('addCustomerOfRequest', { id: requestId })}
        onClick={() =>
          add.mutate(requestId, {
            onSuccess: (profile) =>
              toast.success(t('inMasters', { name: profile.customername }), {
                action: {
                  label: t('open'),
                  onClick: () =>
                    void navigate(`/service-manager/customer-profile?id=${profile.shopcustomerid}`),
                },
              }),
            onError: (error) => toast.error(apiError(error)),
          })
        }
      >
        <UserPlus className="size-4" aria-hidden />
        {t('customer')}
      </Button>
    </span>
  );
}
