import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui';
import { cn } from '@/lib/cn';

import type { ServiceRequestPrefill } from './recent-requests';
import type { ServiceRequestPageState } from './service-request-page';

export const SERVICE_REQUEST_PATH = '/dashboard-customer/service-request';

/** Navigation state that opens the request form again with what is known of a rejected request. */
export function anotherCenterState(prefill: ServiceRequestPrefill | undefined): ServiceRequestPageState {
  return {
    // The page's device lookup would supersede its PIN lookup: with a known PIN, the PIN is the search.
    ...(prefill?.postalCode ? { postalCode: prefill.postalCode, locationEnabled: false } : {}),
    ...(prefill?.values ? { prefill: prefill.values } : {}),
  };
}

/** After a rejection: the same form, prefilled, to send the request to another center. */
export function ChooseAnotherCenterLink({
  prefill,
  className,
}: {
  prefill: ServiceRequestPrefill | undefined;
  className?: string;
}) {
  const { t } = useTranslation('serviceRequests');
  return (
    <Link
      to={SERVICE_REQUEST_PATH}
      state={anotherCenterState(prefill)}
      className={cn(
        buttonClasses('primary', 'md', 'h-auto min-h-11 w-full py-2 text-center whitespace-normal sm:w-auto'),
        className,
      )}
    >
      <MapPin className="size-5" aria-hidden />
      {t('chooseAnother')}
    </Link>
  );
}
