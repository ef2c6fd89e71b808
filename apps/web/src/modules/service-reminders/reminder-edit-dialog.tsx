import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { reminderUpdateSchema, type ServiceReminder } from '@fixo/shared';

import type { LazyDialogProps } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SimpleDialog } from '@/components/ui/dialog';

import { LOCALES } from '@/lib/i18n';

import { useUpdateReminder } from './service-reminders-api';
import { NAMESPACE } from './service-reminders.texts';
import { useSuiteMessage } from '@/modules/suite';

/**
 * Move one vehicle's next service: a new date, a new reading, or no reading (the date alone then counts). Shown
 * through `LazyDialog`: its code (radix's dialog) loads on the first 'Change due' of a visit.
 */
export default function ReminderEditDialog({
  reminder,
  open,
  onOpenChange,
}: { reminder: ServiceReminder } & LazyDialogProps) {
  const onClose = () => onOpenChange(false);
  const { apiError } = useSuiteMessage();
  const { t, i18n } = useTranslation(NAMESPACE);
  const [date, setDate] = useState(reminder.duedate);
  const [odometer, setOdometer] = useState(reminder.dueodometer == null ? '' : String(reminder.dueodometer));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateReminder();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = reminderUpdateSchema.safeParse({
      reminderid: reminder.reminderid,
      duedate: date,
      dueodometer: odometer.trim() === '' ? null : odometer.trim(),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? ''), i.message])));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('nextUpdated'));
        onClose();
      },
      onError: (err) => toast.error(apiError(err)),
    });
  };

  return (
    <SimpleDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('nextOf', { reg: reminder.vehregistrationno })}
      description={
        reminder.lastodometer != null
          ? t('lastAtKm', {
              name: reminder.customername,
              date: reminder.lastservicedate,
              km: reminder.lastodometer.toLocaleString(LOCALES[i18n.language === 'hi' ? 'hi' : 'en']),
            })
          : t('lastAt', { name: reminder.customername, date: reminder.lastservicedate })
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <FormField label={t('dueDate')} error={errors.duedate} required>
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </FormField>
        <FormField label={t('dueOdometer')} error={errors.dueodometer} hint={t('dueOdometerHint')}>
          <Input inputMode="numeric" value={odometer} onChange={(e) => setOdometer(e.target.value)} />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} loadingText={t('saving')}>
            {t('save')}
          </Button>
        </div>
      </form>
    </SimpleDialog>
  );
}
