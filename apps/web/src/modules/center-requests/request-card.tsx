import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Badge } from '@/components/ui';

import type { RequestView } from './center-requests-api';
import { NAMESPACE } from './center-requests.texts';
import { CallButton, LocationLink } from './request-cells';
import { VehicleSummary } from './vehicle-summary';

/** A card's big action button: it shares the row with Call, so a long (Hindi) verb wraps instead of overflowing. */
export const BIG_ACTION = 'h-auto min-h-13 min-w-0 flex-1 px-2 leading-tight whitespace-normal';

/**
 * A request as a phone card: what broke first, in big type, then the vehicle, the place and the remark; Call
 * and the actions as big buttons at the bottom. (The kit draws the select box in the top right corner.)
 */
export function RequestCard({
  row,
  fresh,
  remark,
  actions,
  extra,
}: {
  row: RequestView;
  fresh?: boolean;
  /** The remark line (editable on the board, plain on the close screen). */
  remark: ReactNode;
  /** The action buttons next to Call. */
  actions: ReactNode;
  /** Anything between the details and the buttons (the close screen's job card actions). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-2 pr-10">
        <span className="font-mono text-sm font-bold text-slate-900">{row.refNo}</span>
        {fresh && <Badge variant="warning">{t('table.new')}</Badge>}
        <span className="text-xs text-slate-500">{row.date}</span>
      </div>
      <p className="mt-1 text-lg leading-snug font-semibold break-words text-slate-900">
        {row.problem || '-'}
      </p>
      <div className="mt-1 text-sm text-slate-700">
        <VehicleSummary row={row} />
        {row.mileage ? (
          <span className="mt-0.5 block text-xs text-slate-600">{t('table.km', { n: row.mileage })}</span>
        ) : null}
      </div>
      <p className="mt-1 text-sm break-words">
        <LocationLink row={row} />
      </p>
      <div className="mt-1">{remark}</div>
      {extra}
      <div className="mt-3 flex gap-2">
        <CallButton row={row} />
        {actions}
      </div>
    </div>
  );
}
