import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import {
  LIST_PAGE_SIZE_MAX,
  REQUEST_TABLE_PAGE_SIZE,
  type CenterRequestSort,
  type SrUpdateStatus,
} from '@fixo/shared';

import { ApiError, errorMessage } from '@/lib/api-client';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { useStoredSession } from '@/modules/auth';

import {
  centerRequestKeys,
  fetchBoardPage,
  useBoardPage,
  sendStatusChange,
  toView,
  type RequestView,
} from './center-requests-api';

export type BoardMode = 'action' | 'close';

/** A row hidden while (or after) acting on it; keyed with its status so the accepted row shows under Close. */
const hideKey = (row: Pick<RequestView, 'id' | 'status'>) => `${row.id}:${row.status}`;

/**
 * The center's open and accepted requests plus the spec's action rules (section 4):
 * single action hides the row at once and restores an accept/reject row on failure (not a close row);
 * "All" hides every listed row and never restores; "Selected" hides rows only after success.
 * Failures are only logged, except 409 (someone else acted): that message is shown and the list refetched.
 */
/** Which server page a tab shows, and its column sort (null: newest first). */
export interface BoardView {
  page: number;
  sort: { key: CenterRequestSort; dir: 'asc' | 'desc' } | null;
}
const FIRST_PAGE: BoardView = { page: 1, sort: null };

export function useRequestBoard({ pageSize = REQUEST_TABLE_PAGE_SIZE }: { pageSize?: number } = {}) {
  const stored = useStoredSession();
  const centerId = String(stored.userData?.servicecenterid ?? '');
  const mobile = stored.mobile ?? stored.userData?.mobilenO1 ?? '';
  const queryClient = useQueryClient();

  const [views, setViews] = useState<Record<BoardMode, BoardView>>({ action: FIRST_PAGE, close: FIRST_PAGE });
  const openQuery = useBoardPage(centerId, mobile, { status: 'Open', pageSize, ...views.action });
  const acceptedQuery = useBoardPage(centerId, mobile, { status: 'Accepted', pageSize, ...views.close });
  const query = {
    data:
      openQuery.data && acceptedQuery.data
        ? { open: openQuery.data, accepted: acceptedQuery.data }
        : undefined,
    isPending: openQuery.isPending || acceptedQuery.isPending,
    isError: openQuery.isError || acceptedQuery.isError,
    error: openQuery.error ?? acceptedQuery.error,
    refetch: () => Promise.all([openQuery.refetch(), acceptedQuery.refetch()]),
  };

  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [remarks, setRemarks] = useState<Readonly<Record<number, string>>>({});
  // A row leaves at once: while its change is still being sent, leaving the page would lose it unseen.
  useLeaveGuard(busy.size > 0);

  const openAll = useMemo(() => (openQuery.data?.items ?? []).map(toView), [openQuery.data]);
  const acceptedAll = useMemo(() => (acceptedQuery.data?.items ?? []).map(toView), [acceptedQuery.data]);
  const openRows = useMemo(() => openAll.filter((row) => !hidden.has(hideKey(row))), [openAll, hidden]);
  const acceptedRows = useMemo(
    () => acceptedAll.filter((row) => !hidden.has(hideKey(row))),
    [acceptedAll, hidden],
  );
  // Totals of all pages, less the rows of this page already acted on (the server catches up on refetch).
  const openTotal = Math.max(0, (openQuery.data?.total ?? 0) - (openAll.length - openRows.length));
  const acceptedTotal = Math.max(
    0,
    (acceptedQuery.data?.total ?? 0) - (acceptedAll.length - acceptedRows.length),
  );
  const paging = (mode: BoardMode, total: number) => ({
    ...views[mode],
    total,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    setPage: (page: number) => setViews((prev) => ({ ...prev, [mode]: { ...prev[mode], page } })),
    setSort: (sort: BoardView['sort']) => setViews((prev) => ({ ...prev, [mode]: { page: 1, sort } })),
  });

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
      void refresh();
    }
  };

  /**
   * Every request of a tab, all its pages (the server's largest page at a time), in the tab's order, less the
   * rows already acted on: 'Accept All' acts on every listed request (the tab's total), not only this page.
   */
  const loadAll = async (mode: BoardMode): Promise<RequestView[]> => {
    const status = mode === 'action' ? 'Open' : 'Accepted';
    const rows: RequestView[] = [];
    for (let page = 1; ; page += 1) {
      const result = await fetchBoardPage(centerId, mobile, {
        status,
        page,
        pageSize: LIST_PAGE_SIZE_MAX,
        sort: views[mode].sort,
      });
      rows.push(...result.items.map(toView));
      if (result.items.length < LIST_PAGE_SIZE_MAX || rows.length >= result.total) break;
    }
    return rows.filter((row) => !hidden.has(hideKey(row)));
  };

  return {
    centerId,
    mobile,
    query,
    openRows,
    acceptedRows,
    openTotal,
    acceptedTotal,
    /** Server paging of each tab: page, pages, total, sort and their setters. */
    openPaging: paging('action', openTotal),
    acceptedPaging: paging('close', acceptedTotal),
    busy,
    remarks,
    setRemark,
    /** One row: hidden at once; an accept or reject row returns on failure, a close row does not. */
    actOne: (row: RequestView, status: SrUpdateStatus) => {
      hide([row]);
      return run([row], status, status !== 'Closed');
    },
    loadAll,
    /**
     * Accept All / Reject All / Close All: the list empties at once and is not restored on failure. Sent a
     * server page at a time (one update's text has a size limit), each part answered before the next.
     */
    actAll: async (rows: RequestView[], status: SrUpdateStatus) => {
      hide(rows);
      let ok = true;
      for (let start = 0; start < rows.length; start += LIST_PAGE_SIZE_MAX)
        ok = (await run(rows.slice(start, start + LIST_PAGE_SIZE_MAX), status, false)) && ok;
      return ok;
    },
    /** Selected rows: removed only after success. */
    actSelected: async (rows: RequestView[], status: SrUpdateStatus) => {
      const ok = await run(rows, status, false);
      if (ok) hide(rows);
      return ok;
    },
  };
}
