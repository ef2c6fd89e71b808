import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { invoiceSettingsPayloadSchema } from '@fixo/shared';

import { showServerFieldErrors, useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { Panel, SuitePageHeader, useSuiteMessage } from '@/modules/suite';

import { BackToInvoices } from './back-to-invoices';
import { useInvoiceSettings, useSaveInvoiceSettings } from './invoices-api';
import { NAMESPACE } from './invoices.texts';

function SwitchRow({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-start justify-between gap-4">
      <span>
        <span className="block font-semibold text-slate-900">{label}</span>
        <span className="block text-sm text-slate-600">{hint}</span>
      </span>
      <Switch checked={checked} onCheckedChange={onChange} aria-label={label} />
    </label>
  );
}

/** /service-manager/invoice-for-sr/settings: the UPI id for the QR on bills and the two GST declarations. */
export default function InvoiceSettingsPage() {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const settings = useInvoiceSettings();
  const save = useSaveInvoiceSettings();
  const form = useZodForm(invoiceSettingsPayloadSchema, {
    defaultValues: { upivpa: '', compositiondealer: false, turnoverabove5cr: false },
  });
  const { reset } = form;
  useEffect(() => {
    if (settings.data) reset(settings.data);
  }, [settings.data, reset]);

  if (settings.isPending) return <FullScreenSpinner />;
  if (settings.error) return <Alert variant="error">{apiError(settings.error)}</Alert>;
  const s = settings.data;

  const submit = form.handleSubmit((payload) =>
    save.mutate(payload, {
      onSuccess: () => toast.success(t('settingsSaved')),
      onError: (error) => showServerFieldErrors(form.setError, error),
    }),
  );

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <BackToInvoices />
      <SuitePageHeader title={t('settings')} description={t('settingsIntro')} />
      <Panel title={t('gstRegistration')}>
        <p className="text-sm text-slate-700">
          {s.gstin ? (
            <>
              GSTIN <span className="font-mono font-semibold">{s.gstin}</span> · {s.statename} ({s.statecode})
            </>
          ) : (
            t('noGstin')
          )}
        </p>
        <p className="text-sm text-slate-700">
          {t('nextDocument')}
          <strong>{s.documentkind === 'Bill of Supply' ? t('billOfSupply') : s.documentkind}</strong>
          {t('fromProfile')}{' '}
          <Link to="/dashboard-service/service-center-profile" className="font-semibold text-brand-700">
            {t('yourProfile')}
          </Link>
          .
        </p>
      </Panel>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Panel title={t('billing')}>
          <FormField label={t('upiId')} hint={t('upiHint')} error={form.formState.errors.upivpa?.message}>
            <Input {...form.register('upivpa')} autoComplete="off" placeholder="name@bank" />
          </FormField>
          <Controller
            control={form.control}
            name="compositiondealer"
            render={({ field }) => (
              <SwitchRow
                label={t('composition')}
                hint={t('compositionHint')}
                checked={field.value === true}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={form.control}
            name="turnoverabove5cr"
            render={({ field }) => (
              <SwitchRow
                label={t('turnover')}
                hint={t('turnoverHint')}
                checked={field.value === true}
                onChange={field.onChange}
              />
            )}
          />
          {save.error && !(save.error instanceof ApiError && save.error.errors) && (
            <Alert variant="error">{apiError(save.error)}</Alert>
          )}
          <div>
            <Button type="submit" loading={save.isPending} loadingText={t('saving')}>
              {t('saveSettings')}
            </Button>
          </div>
        </Panel>
      </form>
    </div>
  );
}
