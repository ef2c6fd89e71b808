import { Building2, MapPinned, Wrench } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Controller, FormProvider, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ALL_DAY_HOURS,
  isOpen24Hours,
  WORKING_HOURS_ORDER_MESSAGE,
  serviceCenterProfileFormSchema,
  type ServiceCenterProfileForm,
  type ServiceCenterProfileFormInput,
} from '@fixo/shared';

import { ProfileFormFooter } from '@/components/form/profile-form-footer';
import { SubmitButton } from '@/components/form/submit-button';
import { useProfileForm, type ProfileFormProps } from '@/components/form/use-profile-form';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { MobileInput } from '@/components/ui/mobile-input';
import { Switch } from '@/components/ui/switch';
import { AccountLoginFields, optionalPasscodeSchema } from '@/modules/auth';
import { MobileCodeStep, useMobileCodeStep } from '@/modules/mobile-verification';
import { AddressSection, useLocationConsentOnce } from '@/modules/location';
import { useServiceTypes, useVehicleMakers } from '@/modules/masters';

import { CheckboxGroup } from './checkbox-group';
import { NAMESPACE } from './service-centers.texts';

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
  .extend({ loginPasscode: optionalPasscodeSchema })
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
export function ServiceCenterForm(
  props: ProfileFormProps<ServiceCenterProfileFormInput, ServiceCenterProfileForm>,
) {
  const { mode, saving, onSubmit, alert, lockMobile } = props;
  const form = useProfileForm({ register: registerSchema, profile: profileSchema }, props);
  const { register, control, handleSubmit, setValue, watch, formState } = form;
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  // The hours check is this form's own message; the rest are shared ones FormField translates itself.
  const hoursError = (message: string | undefined) =>
    message === WORKING_HOURS_ORDER_MESSAGE ? t('hoursOrder') : message;
  const errors = formState.errors;
  const sendConsentOnce = useLocationConsentOnce({
    usertype: 'ServiceCenter',
    pagesource: 'AddnewServiceCenter',
    // The text as shown (the tick box below renders the same key).
    consenttext: t('consent'),
  });
  const servicesTyped = useRef(mode === 'profile');

  const consent = useController({ control, name: 'consentLocation' }).field;
  const open24 = isOpen24Hours(watch('workingHoursFrom'), watch('workingHoursTo'));
  // 'Open 24 hours' is the whole day in the stored times; turning it off goes back to the usual day.
  const setOpen24 = (on: boolean) => {
    const usual = EMPTY_SERVICE_CENTER_FORM;
    const hours = on
      ? ALL_DAY_HOURS
      : { from: String(usual.workingHoursFrom), to: String(usual.workingHoursTo) };
    setValue('workingHoursFrom', hours.from, { shouldDirty: true, shouldValidate: true });
    setValue('workingHoursTo', hours.to, { shouldDirty: true, shouldValidate: true });
  };
  const codeStep = useMobileCodeStep();
  const makers = useVehicleMakers();
  const services = useServiceTypes();

  const submit = handleSubmit(async (values) => {
    // A new account needs its number proven by the code step first (the server refuses it otherwise).
    if (mode === 'register' && !codeStep.isVerified(values.mobileNo)) {
      return;
    }
    if (values.consentLocation) sendConsentOnce(values.mobileNo, values.locationCoordinates);
    await onSubmit(values);
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-6">
        <Section title={tc('ui.sectionBasicInformation')} Icon={Building2}>
          <FormField
            label={t('form.name')}
            error={errors.serviceCenterName?.message}
            required
            className="sm:col-span-2"
            hint={t('form.nameHint')}
          >
            <Input {...register('serviceCenterName')} maxLength={200} autoComplete="organization" />
          </FormField>
          <FormField label={t('form.contact')} error={errors.contactPerson1?.message} required>
            <Input {...register('contactPerson1')} autoComplete="name" maxLength={200} />
          </FormField>
          <FormField label={t('form.contact2')} error={errors.contactPerson2?.message}>
            <Input {...register('contactPerson2')} maxLength={200} />
          </FormField>
          <FormField
            label={t('form.mobile')}
            error={errors.mobileNo?.message}
            required
            hint={lockMobile ? t('form.mobileLocked') : t('form.mobileHint')}
          >
            <MobileInput {...register('mobileNo')} readOnly={lockMobile} />
          </FormField>
          {/* Right under the number it proves: below the second mobile it looked as if that one was verified. */}
          {mode === 'register' && <MobileCodeStep {...codeStep.stepProps(watch('mobileNo') ?? '', saving)} />}
          <FormField label={t('form.mobile2')} error={errors.mobileNo2?.message}>
            <MobileInput {...register('mobileNo2')} autoComplete="off" />
          </FormField>
          <FormField label={t('form.landline')} error={errors.landline?.message}>
            <Input
              {...register('landline')}
              type="tel"
              inputMode="tel"
              maxLength={20}
              placeholder="080 2345 6789"
            />
          </FormField>
          <FormField label={t('form.email')} error={errors.emailId?.message} required>
            <Input
              {...register('emailId')}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={100}
            />
          </FormField>
          <FormField
            label={t('form.gstin')}
            error={errors.gstNo?.message}
            hint={t('form.gstinHint')}
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
          <AccountLoginFields mode={mode} saving={saving} registerHint={t('form.passcodeHint')} />
        </Section>

        <Section title={tc('ui.sectionContactAddress')} Icon={MapPinned}>
          <AddressSection
            coordinatesName="locationCoordinates"
            coordinatesLabel={t('form.mapPosition')}
            coordinatesHint={t('form.mapHint')}
            mobileName="mobileNo"
            consent={{
              checked: consent.value === true,
              onCheckedChange: consent.onChange,
              text: t('consent'),
            }}
            sendConsent={sendConsentOnce}
            addressPlaceholder={t('form.addressPlaceholder')}
            disabled={saving}
          />
        </Section>

        <Section title={tc('ui.sectionServiceProvidedInformation')} Icon={Wrench}>
          <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-lg border border-slate-200 p-3 sm:col-span-2">
            <span>
              <span className="block text-sm font-semibold text-slate-800">{t('form.open24')}</span>
              <span className="block text-sm text-slate-600">{t('form.open24Hint')}</span>
            </span>
            <Switch checked={open24} onCheckedChange={setOpen24} disabled={saving} />
          </label>
          {!open24 && (
            <>
              <FormField
                label={t('form.hoursFrom')}
                error={hoursError(errors.workingHoursFrom?.message)}
                required
              >
                <Input {...register('workingHoursFrom')} type="time" />
              </FormField>
              <FormField
                label={t('form.hoursTo')}
                error={hoursError(errors.workingHoursTo?.message)}
                required
              >
                <Input {...register('workingHoursTo')} type="time" />
              </FormField>
            </>
          )}
          <div className="sm:col-span-2">
            <Controller
              control={control}
              name="vehicleMaker"
              render={({ field }) => (
                <CheckboxGroup
                  legend={t('form.makers')}
                  list={makers}
                  what={t('form.makersWhat')}
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
                  legend={t('form.services')}
                  list={services}
                  what={t('form.servicesWhat')}
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
            label={t('form.servicesText')}
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
                  <span className="block text-sm font-semibold text-slate-800">{t('form.pickup')}</span>
                  <span className="block text-sm text-slate-600">{t('form.pickupHint')}</span>
                </span>
                <Switch checked={field.value === true} onCheckedChange={field.onChange} disabled={saving} />
              </label>
            )}
          />
        </Section>

        <ProfileFormFooter alert={alert}>
          <SubmitButton busy={saving} busyText={tc('ui.saving')}>
            {mode === 'register' ? t('form.register') : t('form.save')}
          </SubmitButton>
        </ProfileFormFooter>
      </form>
    </FormProvider>
  );
}
