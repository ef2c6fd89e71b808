import { BellRing, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { PAGE_IDS } from '@fixo/shared';

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
import { useMessageTranslator } from '@/lib/i18n';
import { usePageVisit } from '@/modules/stats';

import { beep, useSoundPreference } from './beep';
import { NAMESPACE, TEXTS_EN } from './center-requests.texts';
import { RequestTable } from './request-table';
import { useCenterEvents } from './use-center-events';
import { useRequestBoard, type BoardMode } from './use-request-board';

/** How long a just-arrived request stays highlighted. */
export const FRESH_HIGHLIGHT_MS = 60_000;

/** The browser tab's title: '(3) Service Requests · Fixo' (the name after the count in the screen's language). */
export function requestsTitle(open: number, name: string = TEXTS_EN.board.tabTitle): string {
  return `${open > 0 ? `(${open}) ` : ''}${name}`;
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
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const tm = useMessageTranslator();
  const tRef = useRef(t);
  tRef.current = t;
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
    toast.info(tRef.current('board.newToast'), {
      description: tRef.current('board.newToastText'),
      action: { label: tRef.current('board.show'), onClick: () => setMode('action') },
    });
    if (soundRef.current) beep();
  }, []);
  useCenterEvents({ enabled: board.centerId !== '', onCreated });

  useTabTitle(board.query.data ? requestsTitle(board.openTotal, t('board.tabTitle')) : null);

  if (board.query.isPending && board.centerId !== '') return <FullScreenSpinner />;
  if (board.centerId === '') {
    return (
      <Alert variant="error" className="m-4">
        {t('errorOccurred', { message: t('board.noCenter') })}
      </Alert>
    );
  }
  if (board.query.isError) {
    return (
      <div className="mx-auto max-w-3xl space-y-3 p-4">
        <Alert variant="error">{t('errorOccurred', { message: tm(errorMessage(board.query.error)) })}</Alert>
        <Button variant="outline" onClick={() => void board.query.refetch()}>
          <RefreshCw className="size-4" aria-hidden />
          {t('tryAgain')}
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
          <h1 className="text-2xl font-bold text-slate-900">{t('board.title')}</h1>
          <p className="text-sm text-slate-600">{t('board.live')}</p>
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 text-sm font-medium text-slate-700">
          <BellRing className="size-4 text-slate-500" aria-hidden />
          {t('board.sound')}
          <Switch checked={sound} onCheckedChange={setSound} aria-label={t('board.sound')} />
        </label>
      </div>
      <Tabs value={mode} onValueChange={(v) => setMode(v as BoardMode)}>
        <TabsList className="sm:max-w-xl">
          <TabsTrigger value="action" className="whitespace-normal">
            {tc('ui.actionServiceRequests')}
            <CountPill n={board.openTotal} strong />
          </TabsTrigger>
          <TabsTrigger value="close" className="whitespace-normal">
            {tc('ui.closeServiceRequests')}
            <CountPill n={board.acceptedTotal} />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="action">
          <RequestTable
            mode="action"
            rows={board.openRows}
            paging={board.openPaging}
            loadAll={() => board.loadAll('action')}
            {...tableProps}
          />
        </TabsContent>
        <TabsContent value="close">
          <RequestTable
            mode="close"
            rows={board.acceptedRows}
            paging={board.acceptedPaging}
            loadAll={() => board.loadAll('close')}
            {...tableProps}
            freshIds={undefined}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function CountPill({ n, strong = false }: { n: number; strong?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span
      className={
        strong && n > 0
          ? 'rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white'
          : 'rounded-full bg-slate-200 px-2 py-0.5 text-xs font-bold text-slate-700'
      }
      aria-label={t('board.countPill', { n })}
    >
      {n}
    </span>
  );
}
