import { useTranslation } from 'react-i18next';
import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { REMINDER_VIEWS, type ReminderSort, type ReminderView, type ServiceReminder } from '@fixo/shared';

import { DataTable, serverListProps, useListParams, type ColumnDef } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { oneOf, pagedListQuery } from '@/lib/list-query';
import { customerColumn, vehicleColumn, FilterTabs, SearchBox, SuitePageHeader } from '@/modules/suite';

import { DueText, ReminderActions, SentInfo, dayText, km } from './reminder-parts';
import { ServiceIntervalsDialog } from './service-intervals-dialog';
import { useReminders } from './service-reminders-api';
import { NAMESPACE } from './service-reminders.texts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';

const PAGE_SIZE = 20;
const makeColumns = (t: TFunction<typeof NAMESPACE>): ColumnDef<ServiceReminder>[] => [
  vehicleColumn<ServiceReminder>((r) => [r.vehtype, r.vehicle].filter(Boolean).join(' · '), {
    sortable: true,
  }),
  customerColumn<ServiceReminder>({ callable: true }),
  {
    id: 'lastservicedate',
    header: t('lastService'),
    accessorKey: 'lastservicedate',
    meta: { label: t('lastService') },
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
    header: t('nextService'),
    accessorKey: 'dueon',
    meta: { label: t('nextService') },
    cell: ({ row }) => <DueText reminder={row.original} />,
  },
  {
    id: 'reminded',
    header: t('reminder'),
    enableSorting: false,
    meta: { label: t('reminder') },
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
  const { t } = useTranslation(NAMESPACE);
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
        {t('lastServiceOn', { date: dayText(r.lastservicedate) })} ({r.jobcardno}
        {r.lastodometer != null && `, ${km(r.lastodometer)}`})
      </span>
      <ReminderActions reminder={r} />
      <SentInfo reminder={r} />
    </div>
  );
}

/** 'Service Reminders': every vehicle's next service, by view, with reminders by SMS or WhatsApp. */
export default function ServiceRemindersPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  // i18n.language: the column headers follow a language switch.
  const columns = useMemo(() => makeColumns(t), [t, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps
  const list = useListParams({ defaultSort: { sort: 'dueon', dir: 'asc' }, filterNames: ['view'] });
  const view = oneOf(REMINDER_VIEWS, list.filters.view) ?? 'Due';
  const query = useReminders({ VIEW: view, ...pagedListQuery<ReminderSort>(list, 'dueon', PAGE_SIZE) });
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

  return (
    <div className="flex flex-col gap-4">
      <SuitePageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button variant="outline" onClick={() => setSettingsOpen(true)}>
            <Settings2 className="size-4" aria-hidden />
            {t('intervals')}
          </Button>
        }
      />
      <FilterTabs
        label={t('whichReminders')}
        tabs={REMINDER_VIEWS.map((v) => ({
          value: v,
          label: t(`view.${v}`),
          count: countOf[v],
          alert: v === 'Overdue' && (c?.Overdue ?? 0) > 0,
        }))}
        selected={view}
        onSelect={(v) => list.setFilter('view', v === 'Due' ? '' : v)}
      />
      <SearchBox
        value={list.q}
        onSearch={list.setQuery}
        label={t('search')}
        placeholder={t('searchPlaceholder')}
      />
      <DataTable
        label={t('list')}
        columns={columns}
        {...serverListProps(list, query, PAGE_SIZE)}
        getRowId={(row) => String(row.reminderid)}
        renderCard={(row) => <ReminderCard r={row.original} />}
        empty={
          <span>
            {list.q
              ? t('noMatch')
              : view === 'Due' || view === 'Overdue' || view === 'ThisWeek'
                ? t('nothingDue')
                : t('noneYet')}
          </span>
        }
      />
      {settingsOpen && <ServiceIntervalsDialog open onOpenChange={setSettingsOpen} />}
    </div>
  );
}
