import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { TOAST_MESSAGES, type Grievance, type GrievanceStatus } from '@fixo/shared';

import { DataTable, type ColumnDef } from '@/components/data-table';
import { Alert, Button, FormField, Select, SimpleDialog, Textarea } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

import { GrievanceStatusBadge } from './grievance-status';
import {
  answerGrievance,
  formatWhen,
  GRIEVANCE_PAGE_SIZE,
  grievancesKey,
  managerGrievancesQuery,
} from './privacy-api';

function AnswerDialog({ grievance, onClose }: { grievance: Grievance | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState('');
  const [status, setStatus] = useState<'Answered' | 'Closed'>('Answered');
  const save = useMutation({
    mutationFn: () =>
      answerGrievance({ grievanceid: grievance?.grievanceid ?? 0, status, answer: answer.trim() }),
    onSuccess: async (g) => {
      toast.success(`Grievance ${g.reference} is ${g.status.toLowerCase()}.`);
      onClose();
      await queryClient.invalidateQueries({ queryKey: grievancesKey });
    },
    onError: (error) => toast.error(TOAST_MESSAGES.errorTitle, { description: errorMessage(error) }),
  });
  return (
    <SimpleDialog
      open={grievance !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Answer ${grievance?.reference ?? ''}`}
      description={
        grievance ? `${grievance.name} (${grievance.mobileno}) · ${grievance.category}` : undefined
      }
    >
      {grievance && (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (answer.trim()) save.mutate();
          }}
        >
          <p className="max-h-40 overflow-y-auto rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">
            {grievance.message || '(erased with the account)'}
          </p>
          <FormField label="Answer" required hint="The complainant sees this with the status.">
            <Textarea rows={5} maxLength={2000} value={answer} onChange={(e) => setAnswer(e.target.value)} />
          </FormField>
          <FormField label="Status" required>
            <Select
              value={status}
              onChange={(e) => setStatus(e.target.value as 'Answered' | 'Closed')}
              options={[
                { value: 'Answered', label: 'Answered' },
                { value: 'Closed', label: 'Closed' },
              ]}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!answer.trim()} loading={save.isPending} loadingText="Saving...">
              Save answer
            </Button>
          </div>
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
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <span className="font-mono font-semibold text-slate-900">{g.reference}</span>
        <GrievanceStatusBadge status={g.status} />
      </div>
      <p className="text-sm text-slate-600">
        {g.name} · {g.mobileno} · {formatWhen(g.createdon)}
      </p>
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{g.category}: </span>
        {g.message || '(erased)'}
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
  return (
    <Button
      size="sm"
      className="self-start"
      variant={g.status === 'Open' ? 'primary' : 'outline'}
      onClick={() => onAnswer(g)}
      aria-label={`Answer ${g.reference}`}
    >
      {g.status === 'Open' ? 'Answer' : 'Edit answer'}
    </Button>
  );
}

/** Manager: grievances to the Grievance Officer, open ones first; each answered with a status. */
export default function ManagerGrievancesPage() {
  const [status, setStatus] = useState<GrievanceStatus | ''>('Open');
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<Grievance | null>(null);
  const list = useQuery({ ...managerGrievancesQuery(status, page), placeholderData: keepPreviousData });

  const columns: ColumnDef<Grievance>[] = [
    {
      id: 'reference',
      header: 'Reference',
      accessorKey: 'reference',
      meta: { label: 'Reference', card: 'title' },
    },
    {
      id: 'status',
      header: 'Status',
      accessorKey: 'status',
      meta: { label: 'Status', card: 'subtitle' },
      cell: ({ row }) => <GrievanceStatusBadge status={row.original.status} />,
    },
    {
      id: 'from',
      header: 'From',
      accessorKey: 'name',
      meta: { label: 'From' },
      cell: ({ row }) => (
        <span>
          {row.original.name}
          <span className="block text-xs text-slate-500">{row.original.mobileno}</span>
        </span>
      ),
    },
    {
      id: 'message',
      header: 'Complaint',
      accessorKey: 'message',
      meta: { label: 'Complaint', className: 'max-w-80' },
      cell: ({ row }) => (
        <span>
          <span className="block text-xs font-semibold text-slate-500">{row.original.category}</span>
          <span className="line-clamp-2">{row.original.message || '(erased)'}</span>
        </span>
      ),
    },
    {
      id: 'createdon',
      header: 'Filed',
      accessorKey: 'createdon',
      meta: { label: 'Filed' },
      cell: ({ row }) => formatWhen(row.original.createdon),
    },
    {
      id: 'action',
      header: '',
      meta: { label: 'Answer', align: 'right' },
      cell: ({ row }) => <AnswerButton grievance={row.original} onAnswer={setAnswering} />,
    },
  ];

  const total = list.data?.total ?? 0;
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900">Grievances</h1>
        <p className="text-slate-600">Complaints to the Grievance Officer. Answer each within 30 days.</p>
      </header>
      <div role="tablist" aria-label="Status" className="flex flex-wrap gap-2">
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
            {value || 'All'}
          </button>
        ))}
      </div>
      {list.isError && <Alert variant="error">{errorMessage(list.error)}</Alert>}
      <DataTable
        label="Grievances"
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
        empty={<p>No {status ? status.toLowerCase() : ''} grievances.</p>}
        renderCard={(row) => <GrievanceRowCard grievance={row.original} onAnswer={setAnswering} />}
      />
      <AnswerDialog
        key={answering?.grievanceid ?? 0}
        grievance={answering}
        onClose={() => setAnswering(null)}
      />
    </section>
  );
}
