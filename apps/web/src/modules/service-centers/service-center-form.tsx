import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, MapPinned, Wrench } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  ERROR_MESSAGES,
  UI_TEXTS,
  WORKING_HOURS_ORDER_MESSAGE,
  passcodeSchema,
  serviceCenterProfileFormSchema,
  type ServiceCenterProfileForm,
  type ServiceCenterProfileFormInput,
} from '@fixo/shared';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { LoginTypeField } from '@/modules/customers/login-type-field';
import {
  LocationPicker,
  sendLocationConsent,
  useLocationLookup,
  type LocatedPlace,
} from '@/modules/location';
import {
  MasterSelect,
  useCities,
  useCountries,
  useServiceTypes,
  useStates,
  useVehicleMakers,
  type MasterListResult,
} from '@/modules/masters';

import { CheckboxGroup } from './checkbox-group';

type FieldName = keyof ServiceCenterProfileFormInput;
export type ServiceCenterFormMode = 'register' | 'profile';

export const SC_CONSENT_TEXT =
  'I allow Fixo to use this location to show my service center to customers nearby.';

const hoursInOrder = (v: { workingHoursFrom?: unknown; workingHoursTo?: unknown }, ctx: z.RefinementCtx) => {
  const from = String(v.workingHoursFrom ?? '');
  const to = String(v.workingHoursTo ?? '');
  if (from && to && to <= from) {
    ctx.addIssue({ code: 'custom', path: ['workingHoursTo'], message: WORKING_HOURS_ORDER_MESSAGE });
  }
};

const registerSchema = serviceCenterProfileFormSchema.superRefine(hoursInOrder);
/** On the profile the passcode is not shown; left empty it keeps the current one. */
const profileSchema = serviceCenterProfileFormSchema
  .extend({
    loginPasscode: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        if (value === '') return;
        const issue = passcodeSchema.safeParse(value).error?.issues[0];
        if (issue) ctx.addIssue({ code: 'custom', message: issue.message });
      }),
  })
  .superRefine(hoursInOrder);

export const EMPTY_SERVICE_CENTER_FORM: ServiceCenterProfileFormInput = {
  serviceCenterName: '',
  contactPerson1: '',
  contactPerson2: '',
  mobileNo: '',
  mobileNo2: '',
  landline: '',
  emailId: '',
  address1: '',
  address2: '',
  postalCode: '',
  city: '',
  state: '',
  country: '',
  locationCoordinates: '',
  loginType: 'PassCode',
  loginPasscode: '',
  workingHoursFrom: '09:00',
  workingHoursTo: '19:00',
  vehicleMaker: [],
  serviceRequired: [],
  serviceProvided: '',
  gstNo: '',
  isPickupAvailable: false,
  consentLocation: false,
};

export interface ServiceCenterFormProps {
  mode: ServiceCenterFormMode;
  defaultValues: ServiceCenterProfileFormInput;
  saving: boolean;
  onSubmit: (values: ServiceCenterProfileForm) => void | Promise<void>;
  alert?: ReactNode;
  fieldErrors?: Partial<Record<FieldName, string>>;
  lockMobile?: boolean;
}

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

function Section({ title, Icon, children }: { title: string; Icon: typeof Building2; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 border-t border-slate-200 pt-5 first:border-0 first:pt-0">
      <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <span className="flex size-8 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
          <Icon className="size-4" aria-hidden />
        </span>
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** Service center registration and profile form (sections of the spec; profile starts prefilled). */
export function ServiceCenterForm({
  mode,
  defaultValues,
  saving,
  onSubmit,
  alert,
  fieldErrors,
  lockMobile,
}: ServiceCenterFormProps) {
  const form = useForm<ServiceCenterProfileFormInput, unknown, ServiceCenterProfileForm>({
    resolver: zodResolver(mode === 'profile' ? profileSchema : registerSchema) as Resolver<
      ServiceCenterProfileFormInput,
      unknown,
      ServiceCenterProfileForm
    >,
    mode: 'onBlur',
    defaultValues,
  });
  const { register, control, handleSubmit, setValue, watch, getValues, formState, setError, reset } = form;
  const errors = formState.errors;
  const [showSummary, setShowSummary] = useState(false);
  const consentSent = useRef(false);
  const servicesTyped = useRef(mode === 'profile');
  const lookup = useLocationLookup();

  useEffect(() => {
    reset(defaultValues);
  }, [defaultValues, reset]);
  useEffect(() => {
    for (const [name, message] of Object.entries(fieldErrors ?? {})) {
      if (message) setError(name as FieldName, { type: 'server', message });
    }
  }, [fieldErrors, setError]);

  const [country, state, consent] = watch(['country', 'state', 'consentLocation']);
  const countries = useCountries();
  const states = useStates(country);
  const cities = useCities(state);
  const makers = useVehicleMakers();
  const services = useServiceTypes();

  function sendConsentOnce(mobile: string, coordinates?: string) {
    if (consentSent.current || !/^[6-9]\d{9}$/.test(mobile)) return;
    consentSent.current = true;
    void sendLocationConsent({
      mobile,
      usertype: 'ServiceCenter',
      pagesource: 'AddnewServiceCenter',
      consenttext: SC_CONSENT_TEXT,
      locationcoordinates: coordinates || undefined,
    });
  }

  function applyPlace(place: LocatedPlace) {
    const opts = { shouldDirty: true, shouldValidate: true } as const;
    setValue('postalCode', place.postalcode, opts);
    setValue('country', String(place.countryid), opts);
    setValue('state', String(place.stateid), opts);
    setValue('city', String(place.cityid), opts);
    setValue('locationCoordinates', place.coordinates, opts);
    if (consent) sendConsentOnce(getValues('mobileNo'), place.coordinates);
  }

  const submit = handleSubmit(
    async (values) => {
      setShowSummary(false);
      if (values.consentLocation) sendConsentOnce(values.mobileNo, values.locationCoordinates);
      await onSubmit(values);
    },
    () => setShowSummary(true),
  );

  function selectField(
    name: 'country' | 'state' | 'city',
    label: string,
    list: MasterListResult,
    what: string,
    placeholder: string,
    waitingText?: string,
    onPicked?: () => void,
  ) {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <FormField label={label} error={errors[name]?.message} required>
            <MasterSelect
              name={field.name}
              ref={field.ref}
              value={String(field.value ?? '')}
              onBlur={field.onBlur}
              onChange={(e) => {
                field.onChange(e.target.value);
                onPicked?.();
              }}
              list={list}
              what={what}
              placeholder={placeholder}
              waitingText={waitingText}
              disabled={saving}
            />
          </FormField>
        )}
      />
    );
  }

  const mobileInput = (name: 'mobileNo' | 'mobileNo2') =>
    register(name, {
      onChange: (e: { target: HTMLInputElement }) => {
        e.target.value = digits(e.target.value, 10);
      },
    });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-6">
      <Section title={UI_TEXTS.sectionBasicInformation} Icon={Building2}>
        <FormField
          label="Service center name"
          error={errors.serviceCenterName?.message}
          required
          className="sm:col-span-2"
          hint="As customers will see it, e.g. 'Sri Ganesh Auto Works'."
        >
          <Input {...register('serviceCenterName')} maxLength={200} autoComplete="organization" />
        </FormField>
        <FormField label="Contact person" error={errors.contactPerson1?.message} required>
          <Input {...register('contactPerson1')} autoComplete="name" maxLength={200} />
        </FormField>
        <FormField label="Second contact person" error={errors.contactPerson2?.message}>
          <Input {...register('contactPerson2')} maxLength={200} />
        </FormField>
        <FormField
          label="Mobile number"
          error={errors.mobileNo?.message}
          required
          hint={lockMobile ? 'Your sign-in id; it cannot be changed here.' : 'You sign in with this number.'}
        >
          <Input
            {...mobileInput('mobileNo')}
            leading="+91"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            readOnly={lockMobile}
          />
        </FormField>
        <FormField label="Second mobile" error={errors.mobileNo2?.message}>
          <Input {...mobileInput('mobileNo2')} leading="+91" type="tel" inputMode="numeric" maxLength={10} />
        </FormField>
        <FormField label="Landline" error={errors.landline?.message}>
          <Input
            {...register('landline')}
            type="tel"
            inputMode="tel"
            maxLength={20}
            placeholder="080 2345 6789"
          />
        </FormField>
        <FormField label="Email ID" error={errors.emailId?.message} required>
          <Input
            {...register('emailId')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={100}
          />
        </FormField>
        <FormField
          label="GSTIN"
          error={errors.gstNo?.message}
          hint="Optional. 15 characters, e.g. 29ABCDE1234F1Z5."
          className="sm:col-span-2"
        >
          <Input
            {...register('gstNo', {
              onChange: (e: { target: HTMLInputElement }) => {
                e.target.value = e.target.value.toUpperCase().replace(/\s/g, '').slice(0, 15);
              },
            })}
            autoCapitalize="characters"
            maxLength={15}
            className="font-mono"
          />
        </FormField>
        <Controller
          control={control}
          name="loginType"
          render={({ field }) => (
            <LoginTypeField
              name={field.name}
              value={field.value === 'OTP' ? 'OTP' : 'PassCode'}
              onChange={field.onChange}
              disabled={saving}
              error={errors.loginType?.message}
            />
          )}
        />
        <FormField
          label="Passcode"
          error={errors.loginPasscode?.message}
          required={mode === 'register'}
          hint={
            mode === 'register'
              ? 'We picked a random 4-digit passcode. Note it down or change it: you sign in with it.'
              : 'Leave empty to keep your current passcode, or type a new 4-digit one.'
          }
        >
          <Input
            {...register('loginPasscode', {
              onChange: (e: { target: HTMLInputElement }) => {
                e.target.value = digits(e.target.value, 4);
              },
            })}
            inputMode="numeric"
            autoComplete={mode === 'register' ? 'new-password' : 'off'}
            maxLength={4}
            className="font-mono tracking-[0.4em]"
          />
        </FormField>
      </Section>

      <Section title={UI_TEXTS.sectionContactAddress} Icon={MapPinned}>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="postalCode"
            render={({ field }) => (
              <LocationPicker
                lookup={lookup}
                postalCode={String(field.value ?? '')}
                onPostalCodeChange={field.onChange}
                onPostalCodeBlur={field.onBlur}
                pinRef={field.ref}
                pinError={errors.postalCode?.message}
                onPlace={applyPlace}
                disabled={saving}
              />
            )}
          />
        </div>
        <FormField
          label="Map position"
          error={errors.locationCoordinates?.message}
          hint="Customers find you by this point: use your location while at the workshop, or your PIN code."
          className="sm:col-span-2"
        >
          <Input
            {...register('locationCoordinates')}
            readOnly
            placeholder="Use your location or PIN code above"
          />
        </FormField>
        <Controller
          control={control}
          name="consentLocation"
          render={({ field }) => (
            <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-slate-700 sm:col-span-2">
              <Checkbox
                checked={field.value === true}
                className="mt-0.5"
                onCheckedChange={(c) => {
                  field.onChange(c === true);
                  if (c === true) sendConsentOnce(getValues('mobileNo'), getValues('locationCoordinates'));
                }}
                disabled={saving}
              />
              <span>{SC_CONSENT_TEXT}</span>
            </label>
          )}
        />
        <FormField label="Address" error={errors.address1?.message} required className="sm:col-span-2">
          <Input
            {...register('address1')}
            autoComplete="address-line1"
            maxLength={1000}
            placeholder="Shop no., street"
          />
        </FormField>
        <FormField label="Area / landmark" error={errors.address2?.message} className="sm:col-span-2">
          <Input {...register('address2')} autoComplete="address-line2" maxLength={1000} />
        </FormField>
        {selectField('country', 'Country', countries, 'countries', 'Select country', undefined, () => {
          setValue('state', '');
          setValue('city', '');
        })}
        {selectField('state', 'State', states, 'states', 'Select state', 'Select a country first', () =>
          setValue('city', ''),
        )}
        {selectField('city', 'City', cities, 'cities', 'Select city', 'Select a state first')}
      </Section>

      <Section title={UI_TEXTS.sectionServiceProvidedInformation} Icon={Wrench}>
        <FormField label="Working hours from" error={errors.workingHoursFrom?.message} required>
          <Input {...register('workingHoursFrom')} type="time" />
        </FormField>
        <FormField label="Working hours to" error={errors.workingHoursTo?.message} required>
          <Input {...register('workingHoursTo')} type="time" />
        </FormField>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="vehicleMaker"
            render={({ field }) => (
              <CheckboxGroup
                legend="Vehicle makers you service"
                list={makers}
                what="vehicle makers"
                value={Array.isArray(field.value) ? (field.value as number[]) : []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.vehicleMaker?.message}
                disabled={saving}
                required
              />
            )}
          />
        </div>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="serviceRequired"
            render={({ field }) => (
              <CheckboxGroup
                legend="Services you provide"
                list={services}
                what="services"
                value={Array.isArray(field.value) ? (field.value as number[]) : []}
                onChange={(ids) => {
                  field.onChange(ids);
                  // Until the owner writes their own text, describe the services from the ticked list.
                  if (!servicesTyped.current) {
                    setValue(
                      'serviceProvided',
                      ids
                        .map((id) => services.labelOf(id))
                        .filter(Boolean)
                        .join(', '),
                      {
                        shouldValidate: formState.isSubmitted,
                      },
                    );
                  }
                }}
                onBlur={field.onBlur}
                error={errors.serviceRequired?.message}
                disabled={saving}
                required
              />
            )}
          />
        </div>
        <FormField
          label="Services provided (shown to customers)"
          error={errors.serviceProvided?.message}
          required
          className="sm:col-span-2"
        >
          <Textarea
            {...register('serviceProvided', {
              onChange: () => {
                servicesTyped.current = true;
              },
            })}
            rows={3}
            maxLength={1000}
          />
        </FormField>
        <Controller
          control={control}
          name="isPickupAvailable"
          render={({ field }) => (
            <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-lg border border-slate-200 p-3 sm:col-span-2">
              <span>
                <span className="block text-sm font-semibold text-slate-800">Pickup available</span>
                <span className="block text-sm text-slate-600">
                  You can collect the vehicle from the customer.
                </span>
              </span>
              <Switch checked={field.value === true} onCheckedChange={field.onChange} disabled={saving} />
            </label>
          )}
        />
      </Section>

      {showSummary && Object.keys(errors).length > 0 && (
        <Alert variant="error">{ERROR_MESSAGES.validationFailed}</Alert>
      )}
      {alert}
      <div className="sticky bottom-0 -mx-5 border-t border-slate-200 bg-white/95 px-5 py-3 backdrop-blur sm:static sm:mx-0 sm:flex sm:justify-end sm:border-0 sm:bg-transparent sm:p-0">
        <Button
          type="submit"
          size="lg"
          loading={saving}
          loadingText={UI_TEXTS.saving}
          className="w-full sm:w-auto"
        >
          {mode === 'register' ? 'Register service center' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
