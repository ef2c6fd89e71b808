import { ClipboardPlus } from 'lucide-react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useStoredSession } from '@/modules/auth/session-storage';
import { suitePlanState } from '@/modules/suite/suite-guard';

/** 'Job card' for an accepted marketplace request; only a center with an active FixoPro plan sees it. */
export function JobCardFromRequestLink({ requestId, big = false }: { requestId: number; big?: boolean }) {
  const data = useStoredSession().userData;
  if (suitePlanState(data?.isSaaS === true, data?.planenddate) !== 'active') return null;
  return (
    <Link
      to={`/service-manager/service-request?fromRequest=${requestId}`}
      className={cn(buttonClasses('outline', big ? 'lg' : 'sm'), big ? 'px-3' : 'h-10')}
      aria-label={`Create job card for request ${requestId}`}
    >
      <ClipboardPlus className="size-4" aria-hidden />
      Job card
    </Link>
  );
}
