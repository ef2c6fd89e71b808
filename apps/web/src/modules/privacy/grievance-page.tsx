import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { useStoredSession } from '@/modules/auth/session-storage';

import { GrievanceCard } from './grievance-status';
import { addGrievance, grievancesKey, grievanceStatus, myGrievancesQuery } from './privacy-api';

function FileGrievance({ onFiled }: { onFiled: (g: Grievance) => void }) {
  const stored = useStoredSession();
  const queryClient = useQueryClient();
  const name = stored.userData?.customername ?? '';
  const form = useForm<GrievanceFormInput, unknown, GrievanceInput>({
    resolver: zodResolver(grievanceInputSchema),
    mode: 'onBlur',
    defaultValues: { name, mobileno: stored.mobile ?? '', email: '', category: 'My data', message: '' },
  });
  const file = useMutation({
    mutationFn: addGrievance,
    onSuccess: async (g) => {
      form.reset();
      onFiled(g);
      await queryClient.invalidateQueries({ queryKey: grievancesKey });
    },
  });
  const errors = form.formState.errors;
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((v) => file.mutate(v))}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Your name" error={errors.name?.message} required>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField label="Mobile number" error={errors.mobileno?.message} required>
          <MobileInput {...form.register('mobileno')} />
        </FormField>
        <FormField label="Email (optional)" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label="About" error={errors.category?.message} required>
          <Select
            options={GRIEVANCE_CATEGORIES.map((c) => ({ value: c, label: c }))}
            {...form.register('category')}
          />
        </FormField>
      </div>
      <FormField
        label="Your complaint"
        error={errors.message?.message}
        required
        hint="Up to 2,000 characters."
      >
        <Textarea rows={5} maxLength={2000} {...form.register('message')} />
      </FormField>
      {file.isError && <Alert variant="error">{errorMessage(file.error)}</Alert>}
      <Button type="submit" className="self-start" loading={file.isPending} loadingText="Sending...">
        Submit grievance
      </Button>
    </form>
  );
}

function LookUp() {
  const form = useForm<GrievanceLookup>({
    resolver: zodResolver(grievanceLookupSchema),
    mode: 'onBlur',
    defaultValues: { reference: '', mobileno: '' },
  });
  const lookup = useMutation({ mutationFn: grievanceStatus });
  const errors = form.formState.errors;
  return (
    <div className="flex flex-col gap-4">
      <form
        noValidate
        className="flex flex-col gap-4 sm:flex-row sm:items-start"
        onSubmit={form.handleSubmit((v) => lookup.mutate(v))}
      >
        <FormField label="Reference number" error={errors.reference?.message} className="sm:flex-1" required>
          <Input autoComplete="off" placeholder="GR-XXXXXXXX" {...form.register('reference')} />
        </FormField>
        <FormField label="Mobile number" error={errors.mobileno?.message} className="sm:flex-1" required>
          <MobileInput {...form.register('mobileno')} />
        </FormField>
        <Button type="submit" variant="outline" className="sm:mt-7" loading={lookup.isPending}>
          See status
        </Button>
      </form>
      {lookup.isError && <Alert variant="error">{errorMessage(lookup.error)}</Alert>}
      {lookup.data && <GrievanceCard grievance={lookup.data} />}
    </div>
  );
}

function MyGrievances() {
  const mine = useQuery(myGrievancesQuery());
  if (!mine.data?.items.length) return null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 py-5">
        <h2 className="text-lg font-bold text-slate-900">Your grievances</h2>
        {mine.data.items.map((g) => (
          <GrievanceCard key={g.grievanceid} grievance={g} />
        ))}
      </CardContent>
    </Card>
  );
}

/** The privacy notice's contact: file a complaint, get a reference, follow its status and read the answer. */
export default function GrievancePage() {
  const stored = useStoredSession();
  const [filed, setFiled] = useState<Grievance | null>(null);
  const signedIn = stored.isLoggedIn && stored.userType !== 'Manager';
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900">Grievance Officer</h1>
        <p className="text-slate-600">
          A complaint about your personal data or our service. We acknowledge it with a reference number and
          answer within 30 days. See our{' '}
          <Link to="/privacy-policy" className="font-semibold text-brand-700 underline">
            privacy notice
          </Link>
          .
        </p>
      </header>
      {filed && (
        <Alert variant="success" title="Your grievance is recorded">
          Reference number:{' '}
          <strong className="font-mono" data-testid="grievance-reference">
            {filed.reference}
          </strong>
          . Keep it with your mobile number to see the answer here.
        </Alert>
      )}
      {signedIn && <MyGrievances />}
      <Card>
        <CardContent className="flex flex-col gap-4 py-5">
          <h2 className="text-lg font-bold text-slate-900">Raise a grievance</h2>
          <FileGrievance onFiled={setFiled} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-4 py-5">
          <h2 className="text-lg font-bold text-slate-900">Status of a grievance</h2>
          <LookUp />
        </CardContent>
      </Card>
    </section>
  );
}
