import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { TOAST_MESSAGES, type Grievance, type GrievanceStatus } from '@fixo/shared';

import { DataTable, type ColumnDef } from '@/components/data-table';
import { Alert, Button, DialogFormButtons, FormField, Select, SimpleDialog, Textarea } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';

import { ErasureRequestsSection } from './erasure-requests-section';
import { GrievanceStatusBadge } from './grievance-status';
import { formatWhen, GRIEVANCE_PAGE_SIZE, managerGrievancesQuery, useAnswerGrievance } from './privacy-api';
import { NAMESPACE } from './privacy.texts';

function AnswerDialog({ grievance, onClose }: { grievance: Grievance | null; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const [answer, setAnswer] = useState('');
  const [status, setStatus] = useState<'Answered' | 'Closed'>('Answered');
  const save = useAnswerGrievance({
    onSuccess: (g) => {
      toast.success(
        t('manager.saved', {
          reference: g.reference,
          status: t(`manager.savedStatus.${g.status}`, { defaultValue: g.status.toLowerCase() }),
        }),
      );
      onClose();
    },
    onError: (error) =>
      toast.error(tc('toast.errorTitle', { defaultValue: TOAST_MESSAGES.errorTitle }), {
        description: errorMessage(error),
      }),
  });
  return (
    <SimpleDialog
      open={grievance !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('manager.answerLabel', { reference: grievance?.reference ?? '' })}
      description={
        grievance
          ? `${grievance.name} (${grievance.mobileno}) · ${t(`grievance.categories.${grievance.category}`, { defaultValue: grievance.category })}`
          : undefined
      }
    >
      {grievance && (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (answer.trim())
              save.mutate({ grievanceid: grievance.grievanceid, status, answer: answer.trim() });
          }}
        >
          <p className="max-h-40 overflow-y-auto rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">
            {grievance.message || t('manager.erasedWithAccount')}
          </p>
          <FormField label={t('manager.answer')} required hint={t('manager.answerHint')}>
            <Textarea rows={5} maxLength={2000} value={answer} onChange={(e) => setAnswer(e.target.value)} />
          </FormField>
          <FormField label={t('manager.status')} required>
            <Select
              value={status}
              onChange={(e) => setStatus(e.target.value as 'Answered' | 'Closed')}
              options={[
                { value: 'Answered', label: t('grievance.statuses.Answered') },
                { value: 'Closed', label: t('grievance.statuses.Closed') },
              ]}
            />
          </FormField>
          <DialogFormButtons
            cancelLabel={t('manager.cancel')}
            onCancel={onClose}
            submitLabel={t('manager.save')}
            busy={save.isPending}
            busyLabel={t('manager.saving')}
            disabled={!answer.trim()}
          />
        </form>
      )}
    </SimpleDialog>
  );
}

/** The phone card: the whole complaint is read before answering, so nothing is cut to a column. */
function GrievanceRowCard({
  grievance: g,
  onAnswer,
}: {
  grievance: Grievance;
  onAnswer: (g: Grievance) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <span className="font-mono font-semibold text-slate-900">{g.reference}</span>
        <GrievanceStatusBadge status={g.status} />
      </div>
      <p className="text-sm text-slate-600">
        {g.name} · {g.mobileno} · {formatWhen(g.createdon, language)}
      </p>
      <p className="text-sm text-slate-800">
        <span className="font-semibold">
          {t(`grievance.categories.${g.category}`, { defaultValue: g.category })}:{' '}
        </span>
        {g.message || t('manager.erased')}
      </p>
      <AnswerButton grievance={g} onAnswer={onAnswer} />
    </div>
  );
}

function AnswerButton({
  grievance: g,
  onAnswer,
}: {
  grievance: Grievance;
  onAnswer: (g: Grievance) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Button
      size="sm"
      className="self-start"
      variant={g.status === 'Open' ? 'primary' : 'outline'}
      onClick={() => onAnswer(g)}
      aria-label={t('manager.answerLabel', { reference: g.reference })}
    >
      {g.status === 'Open' ? t('manager.answer') : t('manager.editAnswer')}
    </Button>
  );
}

/** Manager: grievances to the Grievance Officer, open ones first; each answered with a status. */
export default function ManagerGrievancesPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [status, setStatus] = useState<GrievanceStatus | ''>('Open');
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<Grievance | null>(null);
  const list = useQuery({ ...managerGrievancesQuery(status, page), placeholderData: keepPreviousData });

  const columns: ColumnDef<Grievance>[] = [
    {
      id: 'reference',
      header: t('manager.reference'),
      accessorKey: 'reference',
      meta: { label: t('manager.reference'), card: 'title' },
    },
    {
      id: 'status',
      header: t('manager.status'),
      accessorKey: 'status',
      meta: { label: t('manager.status'), card: 'subtitle' },
      cell: ({ row }) => <GrievanceStatusBadge status={row.original.status} />,
    },
    {
      id: 'from',
      header: t('manager.from'),
      accessorKey: 'name',
      meta: { label: t('manager.from') },
      cell: ({ row }) => (
        <span>
          {row.original.name}
          <span className="block text-xs text-slate-500">{row.original.mobileno}</span>
        </span>
      ),
    },
    {
      id: 'message',
      header: t('manager.complaint'),
      accessorKey: 'message',
      meta: { label: t('manager.complaint'), className: 'max-w-80' },
      cell: ({ row }) => (
        <span>
          <span className="block text-xs font-semibold text-slate-500">
            {t(`grievance.categories.${row.original.category}`, { defaultValue: row.original.category })}
          </span>
          <span className="line-clamp-2">{row.original.message || t('manager.erased')}</span>
        </span>
      ),
    },
    {
      id: 'createdon',
      header: t('manager.filed'),
      accessorKey: 'createdon',
      meta: { label: t('manager.filed') },
      cell: ({ row }) => formatWhen(row.original.createdon, language),
    },
    {
      id: 'action',
      header: '',
      meta: { label: t('manager.answerColumn'), align: 'right' },
      cell: ({ row }) => <AnswerButton grievance={row.original} onAnswer={setAnswering} />,
    },
  ];

  const total = list.data?.total ?? 0;
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900">{t('manager.title')}</h1>
        <p className="text-slate-600">{t('manager.intro')}</p>
      </header>
      <div role="tablist" aria-label={t('manager.statusTabs')} className="flex flex-wrap gap-2">
        {(['Open', 'Answered', 'Closed', ''] as const).map((value) => (
          <button
            key={value || 'all'}
            type="button"
            role="tab"
            aria-selected={status === value}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
            className={cn(
              'flex min-h-10 items-center rounded-full border px-3.5 text-sm font-semibold',
              status === value
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {value ? t(`grievance.statuses.${value}`) : t('manager.all')}
          </button>
        ))}
      </div>
      {list.isError && <Alert variant="error">{errorMessage(list.error)}</Alert>}
      <DataTable
        label={t('manager.title')}
        columns={columns}
        data={list.data?.items}
        getRowId={(g) => String(g.grievanceid)}
        page={page}
        pageCount={Math.max(1, Math.ceil(total / GRIEVANCE_PAGE_SIZE))}
        pageSize={GRIEVANCE_PAGE_SIZE}
        totalRows={total}
        onPageChange={setPage}
        isLoading={list.isPending}
        isFetching={list.isFetching}
        empty={<p>{t(status ? `manager.empty${status}` : 'manager.emptyAll')}</p>}
        renderCard={(row) => <GrievanceRowCard grievance={row.original} onAnswer={setAnswering} />}
      />
      <AnswerDialog
        key={answering?.grievanceid ?? 0}
        grievance={answering}
        onClose={() => setAnswering(null)}
      />
      <ErasureRequestsSection />
    </section>
  );
}
