import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { SrUpdateStatus } from '@fixo/shared';

import { ApiError, errorMessage } from '@/lib/api-client';
import { useStoredSession } from '@/modules/auth/session-storage';

import {
  centerRequestKeys,
  fetchBoard,
  sendStatusChange,
  toView,
  type RequestView,
} from './center-requests-api';

export type BoardMode = 'action' | 'close';
export const MODE_STATUS = { action: 'Open', close: 'Accepted' } as const;

/** A row hidden while (or after) acting on it; keyed with its status so the accepted row shows under Close. */
const hideKey = (row: Pick<RequestView, 'id' | 'status'>) => `${row.id}:${row.status}`;

/**
 * The center's open and accepted requests plus the spec's action rules (section 4):
 * single action hides the row at once and restores an accept/reject row on failure (not a close row);
 * "All" hides every listed row and never restores; "Selected" hides rows only after success.
 * Failures are only logged, except 409 (someone else acted): that message is shown and the list refetched.
 */
export function useRequestBoard() {
  const stored = useStoredSession();
  const centerId = stored.userData?.servicecenterid ?? '';
  const mobile = stored.mobile ?? stored.userData?.mobilenO1 ?? '';
  const queryClient = useQueryClient();

  const query = useQuery({
    queryKey: centerRequestKeys.board(centerId),
    queryFn: ({ signal }) => fetchBoard(centerId, mobile, signal),
    enabled: centerId !== '',
  });

  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [remarks, setRemarks] = useState<Readonly<Record<number, string>>>({});
  const pending = useRef(0);

  const all = useMemo(() => (query.data ?? []).map(toView), [query.data]);
  const visible = useMemo(() => all.filter((row) => !hidden.has(hideKey(row))), [all, hidden]);
  const openRows = useMemo(() => visible.filter((r) => r.status === 'Open'), [visible]);
  const acceptedRows = useMemo(() => visible.filter((r) => r.status === 'Accepted'), [visible]);

  const setRemark = useCallback((id: number, text: string) => {
    setRemarks((prev) => ({ ...prev, [id]: text }));
  }, []);

  const hide = (rows: RequestView[]) => setHidden((prev) => new Set([...prev, ...rows.map(hideKey)]));
  const unhide = (rows: RequestView[]) =>
    setHidden((prev) => {
      const next = new Set(prev);
      for (const row of rows) next.delete(hideKey(row));
      return next;
    });
  const markBusy = (rows: RequestView[], on: boolean) =>
    setBusy((prev) => {
      const next = new Set(prev);
      for (const row of rows)
        if (on) next.add(row.id);
        else next.delete(row.id);
      return next;
    });

  const refresh = () => queryClient.invalidateQueries({ queryKey: centerRequestKeys.all });

  /** Sends the change; true on success. `restore` decides whether hidden rows come back on failure. */
  const run = async (rows: RequestView[], status: SrUpdateStatus, restore: boolean): Promise<boolean> => {
    if (rows.length === 0) return false;
    pending.current += 1;
    markBusy(rows, true);
    try {
      await sendStatusChange({
        mobile,
        status,
        items: rows.map((row) => ({ id: row.id, remark: remarks[row.id] ?? '' })),
      });
      setRemarks((prev) => {
        const next = { ...prev };
        for (const row of rows) delete next[row.id];
        return next;
      });
      return true;
    } catch (error) {
      // Spec section 8: status update failures are logged only...
      console.error(`Could not mark service requests as ${status}`, error);
      if (error instanceof ApiError && error.status === 409) {
        // ...but a 409 means another person already acted: say so and show the real state.
        toast.error(errorMessage(error));
        unhide(rows);
      } else if (restore) {
        unhide(rows);
      }
      return false;
    } finally {
      markBusy(rows, false);
      pending.current -= 1;
      void refresh();
    }
  };

  return {
    centerId,
    mobile,
    query,
    rows: visible,
    openRows,
    acceptedRows,
    busy,
    remarks,
    setRemark,
    /** One row: hidden at once; an accept or reject row returns on failure, a close row does not. */
    actOne: (row: RequestView, status: SrUpdateStatus) => {
      hide([row]);
      return run([row], status, status !== 'Closed');
    },
    /** Accept All / Reject All / Close All: the list empties at once and is not restored on failure. */
    actAll: (rows: RequestView[], status: SrUpdateStatus) => {
      hide(rows);
      return run(rows, status, false);
    },
    /** Selected rows: removed only after success. */
    actSelected: async (rows: RequestView[], status: SrUpdateStatus) => {
      const ok = await run(rows, status, false);
      if (ok) hide(rows);
      return ok;
    },
  };
}
export type RequestBoard = ReturnType<typeof useRequestBoard>;
