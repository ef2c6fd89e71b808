import { parseISO } from 'date-fns';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { MANUAL_STOCK_MOVEMENT_TYPES, stockMovementPayloadSchema, type PartDetail } from '@fixo/shared';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';

import { cn } from '@/lib/cn';
import { suiteDate, useSuiteMessage } from '@/modules/suite';

import { qtyText } from './part-format';
import { useAddStockMovement } from './parts-api';
import { NAMESPACE } from './parts.texts';

type ManualType = (typeof MANUAL_STOCK_MOVEMENT_TYPES)[number];

/** Stock is a ledger: on hand is the sum of the movements, shown newest first with the balance after each. */
export function StockLedger({ part }: { part: PartDetail }) {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const add = useAddStockMovement();
  const hasOpening = part.movements.some((m) => m.movementtype === 'Opening');
  const [type, setType] = useState<ManualType>(hasOpening ? 'Purchase' : 'Opening');
  const [qty, setQty] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    // Opening stock is recorded once; afterwards the usual movement is a purchase.
    if (hasOpening) setType((current) => (current === 'Opening' ? 'Purchase' : current));
  }, [hasOpening]);

  const submit = () => {
    const parsed = stockMovementPayloadSchema.safeParse({
      partid: part.partid,
      movementtype: type,
      qty,
      reason,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'qty')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('stockUpdated'));
        setQty('');
        setReason('');
      },
    });
  };

  return (
    <section className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between">
        <h2 className="text-lg font-bold text-slate-900">{t('stock')}</h2>
        <p
          className={cn(
            'text-2xl font-bold tabular-nums',
            part.onhand < 0 ? 'text-red-700' : 'text-slate-900',
          )}
        >
          {qtyText(part.onhand)}{' '}
          <span className="text-base font-medium text-slate-500">{t('unitOnHand', { unit: part.unit })}</span>
        </p>
      </div>
      {part.islowstock && (
        <Alert variant="warning">{t('reorderNow', { level: qtyText(part.reorderlevel) })}</Alert>
      )}
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:grid-cols-[10rem_8rem_1fr_auto] sm:items-end">
        <FormField label={t('movement')}>
          <Select
            value={type}
            onChange={(e) => setType(e.target.value as ManualType)}
            options={MANUAL_STOCK_MOVEMENT_TYPES.map((movement) => ({
              value: movement,
              label: t(`movementType.${movement}`),
              disabled: movement === 'Opening' && hasOpening,
            }))}
          />
        </FormField>
        <FormField
          label={t('quantity')}
          error={errors.qty}
          hint={type === 'Adjustment' ? t('writeOffHint') : undefined}
        >
          <Input value={qty} onChange={(e) => setQty(e.target.value)} inputMode="decimal" />
        </FormField>
        <FormField
          label={type === 'Adjustment' ? t('reason') : t('note')}
          error={errors.reason}
          required={type === 'Adjustment'}
        >
          <Input value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
        <Button onClick={submit} loading={add.isPending} loadingText={t('saving')}>
          {t('addMovement')}
        </Button>
      </div>
      {add.error && <Alert variant="error">{apiError(add.error)}</Alert>}
      {part.movements.length === 0 ? (
        <p className="text-slate-600">{t('noMovements')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {part.movements.map((m) => (
            <li key={m.movementid} className="flex items-center justify-between gap-3 px-4 py-2.5">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {t(`movementType.${m.movementtype}`)}
                  {m.jobcardno && <span className="ml-2 font-normal text-brand-700">{m.jobcardno}</span>}
                </p>
                <p className="truncate text-sm text-slate-500">
                  {suiteDate(parseISO(m.createdon), true)} · {m.createdby}
                  {m.reason && ` · ${m.reason}`}
                </p>
              </div>
              <div className="text-right tabular-nums">
                <p className={cn('font-bold', m.qty < 0 ? 'text-red-700' : 'text-green-700')}>
                  {m.qty > 0 ? '+' : ''}
                  {qtyText(m.qty)}
                </p>
                <p className="text-xs text-slate-500">{t('balance', { qty: qtyText(m.balance) })}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
