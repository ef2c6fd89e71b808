import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  GRIEVANCE_CATEGORIES,
  grievanceInputSchema,
  grievanceLookupSchema,
  type Grievance,
  type GrievanceFormInput,
  type GrievanceInput,
  type GrievanceLookup,
} from '@fixo/shared';

import {
  Alert,
  Button,
  Card,
  CardContent,
  FormField,
  Input,
  MobileInput,
  Select,
  Textarea,
} from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useStoredSession } from '@/modules/auth';

import { GrievanceCard } from './grievance-status';
import { myGrievancesQuery, useAddGrievance, useGrievanceLookup } from './privacy-api';
import { NAMESPACE } from './privacy.texts';
import { usePrivacyMessage } from './use-privacy-message';

function FileGrievance({ onFiled }: { onFiled: (g: Grievance) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const say = usePrivacyMessage();
  const stored = useStoredSession();
  const name = stored.userData?.customername ?? '';
  const form = useForm<GrievanceFormInput, unknown, GrievanceInput>({
    resolver: zodResolver(grievanceInputSchema),
    mode: 'onBlur',
    defaultValues: { name, mobileno: stored.mobile ?? '', email: '', category: 'My data', message: '' },
  });
  const file = useAddGrievance({
    onSuccess: (g) => {
      form.reset();
      onFiled(g);
    },
  });
  const errors = form.formState.errors;
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((v) => file.mutate(v))}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('grievance.name')} error={say(errors.name?.message)} required>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField label={t('grievance.mobile')} error={say(errors.mobileno?.message)} required>
          <MobileInput {...form.register('mobileno')} />
        </FormField>
        <FormField label={t('grievance.email')} error={say(errors.email?.message)}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label={t('grievance.about')} error={say(errors.category?.message)} required>
          <Select
            options={GRIEVANCE_CATEGORIES.map((c) => ({ value: c, label: t(`grievance.categories.${c}`) }))}
            {...form.register('category')}
          />
        </FormField>
      </div>
      <FormField
        label={t('grievance.complaint')}
        error={say(errors.message?.message)}
        required
        hint={t('grievance.complaintHint')}
      >
        <Textarea rows={5} maxLength={2000} {...form.register('message')} />
      </FormField>
      {file.isError && <Alert variant="error">{say(errorMessage(file.error))}</Alert>}
      <Button
        type="submit"
        className="self-start"
        loading={file.isPending}
        loadingText={t('grievance.sending')}
      >
        {t('grievance.submit')}
      </Button>
    </form>
  );
}

function LookUp() {
  const { t } = useTranslation(NAMESPACE);
  const say = usePrivacyMessage();
  const form = useForm<GrievanceLookup>({
    resolver: zodResolver(grievanceLookupSchema),
    mode: 'onBlur',
    defaultValues: { reference: '', mobileno: '' },
  });
  const lookup = useGrievanceLookup();
  const errors = form.formState.errors;
  return (
    <div className="flex flex-col gap-4">
      <form
        noValidate
        className="flex flex-col gap-4 sm:flex-row sm:items-start"
        onSubmit={form.handleSubmit((v) => lookup.mutate(v))}
      >
        <FormField
          label={t('grievance.referenceNumber')}
          error={say(errors.reference?.message)}
          className="sm:flex-1"
          required
        >
          <Input autoComplete="off" placeholder="GR-XXXXXXXX" {...form.register('reference')} />
        </FormField>
        <FormField
          label={t('grievance.mobile')}
          error={say(errors.mobileno?.message)}
          className="sm:flex-1"
          required
        >
          <MobileInput {...form.register('mobileno')} />
        </FormField>
        <Button type="submit" variant="outline" className="sm:mt-7" loading={lookup.isPending}>
          {t('grievance.seeStatus')}
        </Button>
      </form>
      {lookup.isError && <Alert variant="error">{say(errorMessage(lookup.error))}</Alert>}
      {lookup.data && <GrievanceCard grievance={lookup.data} />}
    </div>
  );
}

function MyGrievances() {
  const { t } = useTranslation(NAMESPACE);
  const mine = useQuery(myGrievancesQuery());
  if (!mine.data?.items.length) return null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 py-5">
        <h2 className="text-lg font-bold text-slate-900">{t('grievance.mine')}</h2>
        {mine.data.items.map((g) => (
          <GrievanceCard key={g.grievanceid} grievance={g} />
        ))}
      </CardContent>
    </Card>
  );
}

/** The privacy notice's contact: file a complaint, get a reference, follow its status and read the answer. */
export default function GrievancePage() {
  const { t } = useTranslation(NAMESPACE);
  const stored = useStoredSession();
  const [filed, setFiled] = useState<Grievance | null>(null);
  const signedIn = stored.isLoggedIn && stored.userType !== 'Manager';
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900">{t('grievance.title')}</h1>
        <p className="text-slate-600">
          {t('grievance.introBefore')}{' '}
          <Link to="/privacy-policy" className="font-semibold text-brand-700 underline">
            {t('grievance.notice')}
          </Link>
          {t('grievance.after')}
        </p>
      </header>
      {filed && (
        <Alert variant="success" title={t('grievance.recordedTitle')}>
          {t('grievance.reference')}{' '}
          <strong className="font-mono" data-testid="grievance-reference">
            {filed.reference}
          </strong>
          {t('grievance.keepIt')}
        </Alert>
      )}
      {signedIn && <MyGrievances />}
      <Card>
        <CardContent className="flex flex-col gap-4 py-5">
          <h2 className="text-lg font-bold text-slate-900">{t('grievance.raise')}</h2>
          <FileGrievance onFiled={setFiled} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-4 py-5">
          <h2 className="text-lg font-bold text-slate-900">{t('grievance.statusTitle')}</h2>
          <LookUp />
        </CardContent>
      </Card>
    </section>
  );
}
