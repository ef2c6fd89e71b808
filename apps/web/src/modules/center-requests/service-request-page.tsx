import { BellRing, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ERROR_MESSAGES, PAGE_IDS, UI_TEXTS } from '@fixo/shared';

import {
  Alert,
  Button,
  FullScreenSpinner,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { usePageVisit } from '@/modules/stats/use-page-visit';

import { beep, useSoundPreference } from './beep';
import { RequestTable } from './request-table';
import { useCenterEvents } from './use-center-events';
import { useRequestBoard, type BoardMode } from './use-request-board';

/** How long a just-arrived request stays highlighted. */
export const FRESH_HIGHLIGHT_MS = 60_000;

export function requestsTitle(open: number): string {
  return `${open > 0 ? `(${open}) ` : ''}Service Requests · Fixo`;
}

/** The browser tab shows the number of open requests, so a waiting request is seen from another tab. */
function useTabTitle(title: string | null) {
  const original = useRef<string | null>(null);
  useEffect(() => {
    original.current ??= document.title;
    return () => {
      if (original.current !== null) document.title = original.current;
    };
  }, []);
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}

/** /dashboard-service/service-request: the action screen (spec 'Request table' and section 4). */
export default function ServiceRequestPage() {
  usePageVisit(PAGE_IDS.serviceCenterActions);
  const board = useRequestBoard();
  const [mode, setMode] = useState<BoardMode>('action');
  const [sound, setSound] = useSoundPreference();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const soundRef = useRef(sound);
  soundRef.current = sound;

  const onCreated = useCallback(({ servicerequestid }: { servicerequestid: number }) => {
    const id = Number(servicerequestid);
    setFresh((prev) => new Set([...prev, id]));
    window.setTimeout(() => {
      setFresh((prev) => {
        const next = new Set(prev);
        next.delete(id);
        return next;
      });
    }, FRESH_HIGHLIGHT_MS);
    toast.info('New service request received', {
      description: 'It is at the top of Action Service Requests.',
      action: { label: 'Show', onClick: () => setMode('action') },
    });
    if (soundRef.current) beep();
  }, []);
  useCenterEvents({ enabled: board.centerId !== '', onCreated });

  useTabTitle(board.query.data ? requestsTitle(board.openTotal) : null);

  if (board.query.isPending && board.centerId !== '') return <FullScreenSpinner />;
  if (board.centerId === '') {
    return (
      <Alert variant="error" className="m-4">
        {ERROR_MESSAGES.anErrorOccurred('This account has no service center.')}
      </Alert>
    );
  }
  if (board.query.isError) {
    return (
      <div className="mx-auto max-w-3xl space-y-3 p-4">
        <Alert variant="error">{ERROR_MESSAGES.anErrorOccurred(errorMessage(board.query.error))}</Alert>
        <Button variant="outline" onClick={() => void board.query.refetch()}>
          <RefreshCw className="size-4" aria-hidden />
          Try again
        </Button>
      </div>
    );
  }

  const tableProps = {
    busy: board.busy,
    remarks: board.remarks,
    onRemarkChange: board.setRemark,
    onOne: (row: Parameters<typeof board.actOne>[0], status: Parameters<typeof board.actOne>[1]) =>
      void board.actOne(row, status),
    onAll: (rows: Parameters<typeof board.actAll>[0], status: Parameters<typeof board.actAll>[1]) =>
      void board.actAll(rows, status),
    onSelected: board.actSelected,
    freshIds: fresh,
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-3 py-4 sm:px-6 sm:py-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Service Requests</h1>
          <p className="text-sm text-slate-600">New requests appear here by themselves. No need to reload.</p>
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 text-sm font-medium text-slate-700">
          <BellRing className="size-4 text-slate-500" aria-hidden />
          Sound for new requests
          <Switch checked={sound} onCheckedChange={setSound} aria-label="Sound for new requests" />
        </label>
      </div>
      <Tabs value={mode} onValueChange={(v) => setMode(v as BoardMode)}>
        <TabsList className="sm:max-w-xl">
          <TabsTrigger value="action" className="whitespace-normal">
            {UI_TEXTS.actionServiceRequests}
            <CountPill n={board.openTotal} strong />
          </TabsTrigger>
          <TabsTrigger value="close" className="whitespace-normal">
            {UI_TEXTS.closeServiceRequests}
            <CountPill n={board.acceptedTotal} />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="action">
          <RequestTable mode="action" rows={board.openRows} paging={board.openPaging} {...tableProps} />
        </TabsContent>
        <TabsContent value="close">
          <RequestTable
            mode="close"
            rows={board.acceptedRows}
            paging={board.acceptedPaging}
            {...tableProps}
            freshIds={undefined}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function CountPill({ n, strong = false }: { n: number; strong?: boolean }) {
  return (
    <span
      className={
        strong && n > 0
          ? 'rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white'
          : 'rounded-full bg-slate-200 px-2 py-0.5 text-xs font-bold text-slate-700'
      }
      aria-label={`${n} requests`}
    >
      {n}
    </span>
  );
}
