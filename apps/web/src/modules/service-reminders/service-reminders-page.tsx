import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { REMINDER_VIEWS, type ReminderSort, type ReminderView, type ServiceReminder } from '@fixo/shared';

import { DataTable, useListParams, type ColumnDef } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { SearchBox, SuitePageHeader } from '@/modules/suite/suite-page';

import { DueText, ReminderActions, SentInfo, dayText, km } from './reminder-parts';
import { ServiceIntervalsDialog } from './service-intervals-dialog';
import { useReminders } from './service-reminders-api';

const PAGE_SIZE = 20;
const VIEW_LABELS: Record<ReminderView, string> = {
  Due: 'Due (week + overdue)',
  Overdue: 'Overdue',
  ThisWeek: 'This week',
  Upcoming: 'Upcoming',
  Closed: 'Done / dismissed',
  All: 'All',
};

const columns: ColumnDef<ServiceReminder>[] = [
  {
    id: 'vehregistrationno',
    header: 'Vehicle',
    accessorKey: 'vehregistrationno',
    meta: { label: 'Vehicle' },
    cell: ({ row }) => (
      <span>
        <span className="font-mono font-bold">{row.original.vehregistrationno}</span>
        <span className="block text-xs text-slate-500">
          {[row.original.vehtype, row.original.vehicle].filter(Boolean).join(' · ')}
        </span>
      </span>
    ),
  },
  {
    id: 'customername',
    header: 'Customer',
    accessorKey: 'customername',
    meta: { label: 'Customer' },
    cell: ({ row }) => (
      <span>
        {row.original.customername}
        <a href={`tel:${row.original.mobilenO1}`} className="block text-xs text-slate-600 underline">
          {row.original.mobilenO1}
        </a>
      </span>
    ),
  },
  {
    id: 'lastservicedate',
    header: 'Last service',
    accessorKey: 'lastservicedate',
    meta: { label: 'Last service' },
    cell: ({ row }) => (
      <span className="tabular-nums">
        {dayText(row.original.lastservicedate)}
        <span className="block text-xs text-slate-500">
          {row.original.jobcardno}
          {row.original.lastodometer != null && ` · ${km(row.original.lastodometer)}`}
        </span>
      </span>
    ),
  },
  {
    id: 'dueon',
    header: 'Next service',
    accessorKey: 'dueon',
    meta: { label: 'Next service' },
    cell: ({ row }) => <DueText reminder={row.original} />,
  },
  {
    id: 'reminded',
    header: 'Reminder',
    enableSorting: false,
    meta: { label: 'Reminder' },
    cell: ({ row }) => (
      <span className="flex flex-col gap-2">
        <ReminderActions reminder={row.original} />
        <SentInfo reminder={row.original} />
      </span>
    ),
  },
];

/** A phone card: plate and due first, who to call, then the reminder buttons. */
function ReminderCard({ r }: { r: ServiceReminder }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-3">
        <span>
          <span className="font-mono font-bold text-slate-900">{r.vehregistrationno}</span>
          <span className="block text-xs text-slate-500">
            {[r.vehtype, r.vehicle].filter(Boolean).join(' · ')}
          </span>
        </span>
        <span className="text-right text-sm">
          {r.customername}
          <a href={`tel:${r.mobilenO1}`} className="relative z-10 block text-slate-600 underline">
            {r.mobilenO1}
          </a>
        </span>
      </div>
      <DueText reminder={r} />
      <span className="text-xs text-slate-500">
        Last service {dayText(r.lastservicedate)} ({r.jobcardno}
        {r.lastodometer != null && `, ${km(r.lastodometer)}`})
      </span>
      <ReminderActions reminder={r} />
      <SentInfo reminder={r} />
    </div>
  );
}

/** 'Service Reminders': every vehicle's next service, by view, with reminders by SMS or WhatsApp. */
export default function ServiceRemindersPage() {
  const list = useListParams({ defaultSort: { sort: 'dueon', dir: 'asc' }, filterNames: ['view'] });
  const view = (REMINDER_VIEWS as readonly string[]).includes(list.filters.view ?? '')
    ? (list.filters.view as ReminderView)
    : 'Due';
  const query = useReminders({
    VIEW: view,
    SEARCH: list.q,
    SORT: (list.sort ?? 'dueon') as ReminderSort,
    ORDER: list.dir,
    PAGE: list.page,
    PAGESIZE: PAGE_SIZE,
  });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const c = query.data?.counts;
  const countOf: Record<ReminderView, number | undefined> = {
    Due: c && c.Overdue + c.ThisWeek,
    Overdue: c?.Overdue,
    ThisWeek: c?.ThisWeek,
    Upcoming: c?.Upcoming,
    Closed: c?.Closed,
    All: c && c.Overdue + c.ThisWeek + c.Upcoming + c.Closed,
  };
  const total = query.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <SuitePageHeader
        title="Service Reminders"
        description="Next service of every delivered vehicle, by date or odometer, whichever comes first."
        actions={
          <Button variant="outline" onClick={() => setSettingsOpen(true)}>
            <Settings2 className="size-4" aria-hidden />
            Service intervals
          </Button>
        }
      />
      <div
        role="tablist"
        aria-label="Which reminders"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0"
      >
        {REMINDER_VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            aria-selected={view === v}
            onClick={() => list.setFilter('view', v === 'Due' ? '' : v)}
            className={cn(
              'flex min-h-10 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap',
              view === v
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              v === 'Overdue' && view !== v && (c?.Overdue ?? 0) > 0 && 'border-red-300 text-red-700',
            )}
          >
            {VIEW_LABELS[v]}
            {countOf[v] !== undefined && (
              <span className={cn('tabular-nums', view === v ? 'text-brand-100' : 'text-slate-500')}>
                {countOf[v]}
              </span>
            )}
          </button>
        ))}
      </div>
      <SearchBox
        value={list.q}
        onSearch={list.setQuery}
        label="Search reminders"
        placeholder="Reg. no., mobile or name"
      />
      <DataTable
        label="Service reminders"
        columns={columns}
        data={query.data?.items}
        getRowId={(row) => String(row.reminderid)}
        sort={list}
        onSortChange={list.setSort}
        page={list.page}
        pageSize={PAGE_SIZE}
        totalRows={total}
        pageCount={Math.ceil(total / PAGE_SIZE)}
        onPageChange={list.setPage}
        isLoading={query.isPending}
        isFetching={query.isFetching && query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        renderCard={(row) => <ReminderCard r={row.original} />}
        empty={
          <span>
            {list.q
              ? 'No reminder matches.'
              : view === 'Due' || view === 'Overdue' || view === 'ThisWeek'
                ? 'Nothing due this week. Upcoming services are under Upcoming.'
                : 'No reminders here yet. Delivering a job card plans the vehicle’s next service.'}
          </span>
        }
      />
      {settingsOpen && <ServiceIntervalsDialog open onOpenChange={setSettingsOpen} />}
    </div>
  );
}
