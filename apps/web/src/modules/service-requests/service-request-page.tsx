import { memo, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  createFormControl,
  FormProvider,
  useForm,
  useFormState,
  useWatch,
  type FieldErrors,
  type Resolver,
  type UseFormGetValues,
  type UseFormReturn,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import {
  ERROR_MESSAGES,
  INDIAN_MOBILE_REGEX,
  PAGE_IDS,
  PIN_CODE_REGEX,
  type LatLng,
  type NearbyServiceCenter,
  type ServiceRequestForm,
  type ServiceRequestFormInput,
} from '@fixo/shared';

import { FullScreenSpinner } from '@/components/ui';
import { zodReady } from '@/lib/api-client';
import { useLanguage, useMessageTranslator } from '@/lib/i18n';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { loadOnce } from '@/lib/load-once';
import { useStoredSession } from '@/modules/auth';
import { coordinatesText, sendLocationConsent, type Place } from '@/modules/location';
import { useCountries } from '@/modules/masters';
import { NearbyCenters, type NearbySearch } from '@/modules/nearby';
import { usePageVisit } from '@/modules/stats';

import { ContactSection } from './contact-section';
import { IssueSection } from './issue-section';
import { optionError } from './option-field';
import {
  prefillValuesFrom,
  rememberRequest,
  type PrefillValues,
  type ServiceRequestPrefill,
} from './recent-requests';
import { RequestActions } from './request-actions';
import { RequestFormContext, type RequestFormMethods } from './request-form-context';
import { useCreateServiceRequest, type CreatedServiceRequest } from './service-request-api';
import { initialFormValues, newIdempotencyKey, toServiceRequestPayload } from './service-request-payload';
import { useRequestLocation } from './use-request-location';
import { hasVehicleErrors, VehicleSection } from './vehicle-section';

export const CONFIRMATION_PATH = '/dashboard-customer/service-request/ServiceRequestConfirmation';
export const NEARBY_SECTION_ID = 'NearServiceCenter';

type FormResolver = Resolver<ServiceRequestFormInput, unknown, ServiceRequestForm>;
/**
 * The form's zod resolver (service-request-form-resolver.ts), loaded once the page is on screen: zod and the shared
 * schema are neither downloaded nor built before the page takes input. Should its file not arrive, the next check
 * tries again.
 */
const loadFormResolver = loadOnce(async () => {
  await zodReady();
  const module = await import('./service-request-form-resolver');
  return module.serviceRequestFormResolver as FormResolver;
});
/** Set by the resolver when its file did not arrive: the form is not sent, and the page says why (onInvalid). */
const RESOLVER_MISSING = 'resolver-missing';
const resolveForm: FormResolver = async (values, context, options) => {
  try {
    return (await loadFormResolver())(values, context, options);
  } catch {
    return { values: {}, errors: { root: { type: RESOLVER_MISSING, message: ERROR_MESSAGES.noResponse } } };
  }
};

/** Navigation state the page accepts (spec section 2). */
export interface ServiceRequestPageState {
  locationEnabled?: boolean;
  postalCode?: string;
  /** Ours: fields of an earlier request ('Choose another center nearby' after a rejection). */
  prefill?: PrefillValues;
}

/** Navigation state of the confirmation page. */
export interface ConfirmationState {
  serviceRequest: CreatedServiceRequest;
}

/** A guest has no account listing their requests: the device keeps the way back to the tracking page. */
function rememberGuestRequest(created: CreatedServiceRequest, prefill: ServiceRequestPrefill | undefined) {
  const trackingPath =
    created.srTRACKINGURL || (created.srTRACKINGTOKEN ? `/track/${created.srTRACKINGTOKEN}` : '');
  if (Number(created.srCUSTID) || !trackingPath.startsWith('/track/')) return;
  rememberRequest({
    bookingRef: created.srBOOKINGREFNO,
    trackingPath,
    status: created.srSTATUS ?? 'Open',
    prefill,
  });
}

function Section({
  title,
  step,
  children,
  id,
}: {
  title: string;
  step: number;
  children: ReactNode;
  id?: string;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="mb-4 flex items-center gap-2 text-lg font-bold text-slate-900">
        <span
          aria-hidden
          className="flex size-7 items-center justify-center rounded-full bg-brand-600 text-sm text-white"
        >
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function addressOf(place: Place): string {
  const parts = [place.locality, place.city, place.state].filter((p, i, all) => p && all.indexOf(p) === i);
  return `${parts.join(', ')}${place.postalcode ? ` - ${place.postalcode}` : ''}`;
}

/**
 * India is the only country today: choose it rather than make a stranded driver pick it. A part of its own, so
 * the country list's arrival draws nothing else again.
 */
function PreselectOnlyCountry({
  getValues,
  setValue,
}: {
  getValues: UseFormGetValues<ServiceRequestFormInput>;
  setValue: UseFormSetValue<ServiceRequestFormInput>;
}) {
  const countries = useCountries();
  const onlyCountry = countries.options.length === 1 ? countries.options[0]?.value : undefined;
  useEffect(() => {
    if (onlyCountry && !getValues('country')) setValue('country', onlyCountry);
  }, [onlyCountry, getValues, setValue]);
  return null;
}

/** The nearby centers, bound to the form's chosen center (drawn again when the search or the choice changes). */
const NearbyCentersField = memo(function NearbyCentersField({
  control,
  search,
  from,
  onSelect,
}: {
  control: RequestFormMethods['control'];
  search: NearbySearch;
  from: LatLng | null;
  onSelect: (center: NearbyServiceCenter) => void;
}) {
  const selected = useWatch({ control, name: 'selectedCenter' });
  const { errors } = useFormState({ control, name: 'selectedCenter' });
  return (
    <NearbyCenters
      search={search}
      from={from}
      selectedId={selected?.id ? String(selected.id) : undefined}
      onSelect={onSelect}
      error={optionError(errors.selectedCenter)}
    />
  );
});

type RequestFormControl = RequestFormMethods & { formControl: RequestFormMethods };

/** How the request form checks its fields: given when its control is made and again to react-hook-form's hook. */
const FORM_OPTIONS = {
  resolver: resolveForm,
  mode: 'onBlur',
  // The page focuses the first invalid field in page order itself (RHF would use registration order).
  shouldFocusError: false,
} as const;

/**
 * react-hook-form's own hook for the page's form (made with createFormControl: its mount and validity bookkeeping,
 * unregistering fields that leave), mounted in the commit after the page's first one. The hook marks the form
 * ready with a state update in a layout effect, which React runs synchronously inside that commit together with
 * every effect still pending: in the first commit, which adopts the prerendered screen, that was the whole page's
 * effects in one long task (bench/README.md). Here it renders this part alone, after the page's effects have run
 * in tasks of their own; the page follows the errors it shows through useFormState.
 */
function FormLifecycle({ form }: { form: RequestFormControl }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <FormHook form={form} /> : null;
}

function FormHook({ form }: { form: RequestFormControl }) {
  useForm<ServiceRequestFormInput, unknown, ServiceRequestForm>({
    ...FORM_OPTIONS,
    formControl: form.formControl,
  });
  return null;
}

export default function ServiceRequestPage() {
  const { t } = useTranslation(['serviceRequests', 'common']);
  const language = useLanguage();
  const tm = useMessageTranslator();
  const apiErrorText = useApiErrorText();
  usePageVisit(PAGE_IDS.customerServiceRequest);
  const navigate = useNavigate();
  const location = useLocation();
  const navState = (location.state ?? {}) as ServiceRequestPageState;
  const stored = useStoredSession();
  const customerData = stored.userType === 'Customer' ? stored.userData : null;
  const hasSavedVehicle = Number(customerData?.vehtypid ?? 0) > 0;

  // Made once, outside react-hook-form's hook: see FormLifecycle.
  const [form] = useState(() =>
    createFormControl<ServiceRequestFormInput, unknown, ServiceRequestForm>({
      ...FORM_OPTIONS,
      defaultValues: {
        ...initialFormValues(customerData, stored.userType === 'Customer' ? stored.mobile : null),
        ...navState.prefill,
      },
    }),
  );
  const { control, setValue, getValues, handleSubmit, trigger } = form;
  const { errors } = useFormState({ control });
  // Fetched now that the page is on screen, so the first check (a field left, a tap on Request Service) does not
  // wait for its file; a failure here is tried again by that check. In a task of its own: linking its eight files
  // for the browser to fetch costs the main thread a few milliseconds each, which the page's first effects, all in
  // one task, did not need on top.
  useEffect(() => {
    const later = setTimeout(() => void loadFormResolver().catch(() => undefined), 0);
    return () => clearTimeout(later);
  }, []);
  const [vehicleCollapsed, setVehicleCollapsed] = useState(
    hasSavedVehicle || Boolean(navState.prefill?.vehicleType),
  );
  const expandVehicle = useCallback(() => setVehicleCollapsed(false), []);

  /* ---------- location ---------- */
  const [retrying, setRetrying] = useState(false);
  const applyPlace = useCallback(
    (place: Place) => {
      const opts = { shouldDirty: true } as const;
      if (place.countryid) setValue('country', String(place.countryid), opts);
      if (place.stateid) setValue('state', String(place.stateid), opts);
      if (place.cityid) setValue('city', String(place.cityid), opts);
      // Never overwrite what the driver typed about where exactly they are.
      if (getValues('currentLocation').trim() === '') setValue('currentLocation', addressOf(place), opts);
      const fields = ['country', 'state', 'city', 'currentLocation'] as const;
      const invalid = fields.filter((f) => form.getFieldState(f).invalid);
      if (invalid.length > 0) void trigger(invalid);
    },
    [form, getValues, setValue, trigger],
  );
  const place = useRequestLocation(applyPlace, navState.postalCode ?? '', navState.locationEnabled !== false);
  const { locate, lookupPin, device, position, search } = place;

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const postalCode = navState.postalCode?.trim();
    // One after the other: the shared lookup lets a newer call supersede an older one, and a PIN given on
    // arrival must survive a device position that is refused (the PIN's place stays the fallback).
    void (async () => {
      if (postalCode && PIN_CODE_REGEX.test(postalCode)) await lookupPin(postalCode);
      if (navState.locationEnabled !== false) await locate();
    })();
    // Runs once on arrival with the navigation state of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (location.hash === `#${NEARBY_SECTION_ID}`) {
      document.getElementById(NEARBY_SECTION_ID)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }
  }, [location.hash]);

  async function enableLocation() {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      window.alert(tm(ERROR_MESSAGES.geolocationNotSupportedByBrowser));
      return;
    }
    setRetrying(true);
    const result = await locate();
    setRetrying(false);
    if (result === 'unsupported') window.alert(tm(ERROR_MESSAGES.geolocationNotSupportedByBrowser));
    else if (result !== 'ok') window.alert(tm(ERROR_MESSAGES.enableLocationAlert));
  }

  const locationFailed = device !== 'ok' && device !== 'locating';
  // Without any location the request cannot be matched: Enable Location takes the submit button's place
  // until the position or a PIN code is known.
  const showEnableLocation = (locationFailed || (device === 'locating' && retrying)) && !search.postalCode;

  /* ---------- consent ---------- */
  const consentSentFor = useRef<string | null>(null);
  const sendConsent = useCallback(() => {
    const mobile = getValues('mobileNumber');
    if (
      !getValues('consentLocation') ||
      !INDIAN_MOBILE_REGEX.test(mobile) ||
      consentSentFor.current === mobile
    )
      return;
    consentSentFor.current = mobile;
    void sendLocationConsent({
      mobile,
      usertype: 'Customer',
      pagesource: 'AddNewServiceRequest',
      // The text as shown on this screen (Hindi on a Hindi screen), not the English source.
      consenttext: t('contact.consent'),
      ...(position ? { locationcoordinates: coordinatesText(position.lat, position.lng) } : {}),
    });
  }, [getValues, position, t]);

  /* ---------- center ---------- */
  const selectCenter = useCallback(
    (center: NearbyServiceCenter) => {
      setValue(
        'selectedCenter',
        { id: String(center.servicecenterid), value: center.servicecentername },
        { shouldDirty: true, shouldValidate: true },
      );
    },
    [setValue],
  );

  /* ---------- submit ---------- */
  const idempotencyKey = useRef<string | null>(null);
  // What the driver sent, kept with a guest's request so a rejection can start a new one from it.
  const submitted = useRef<ServiceRequestPrefill | undefined>(undefined);
  const mutation = useCreateServiceRequest({
    onSuccess: (created) => {
      idempotencyKey.current = null;
      rememberGuestRequest(created, submitted.current);
      toast.success(t('common:toast.serviceRequestSubmittedTitle'), {
        description: t('common:toast.serviceRequestSubmittedText'),
      });
      const next: ConfirmationState = { serviceRequest: created };
      void navigate(CONFIRMATION_PATH, { state: next });
    },
    onError: (error) => {
      toast.error(tm(ERROR_MESSAGES.serviceRequestSubmitFailed), {
        description: apiErrorText(error),
      });
    },
  });

  const onValid = (values: ServiceRequestForm) => {
    sendConsent();
    const pin = (search.postalCode ?? place.pin).trim();
    submitted.current = {
      ...(PIN_CODE_REGEX.test(pin) ? { postalCode: pin } : {}),
      values: prefillValuesFrom(getValues()),
    };
    // One key per submission attempt: a retry after a lost answer must not create a second request.
    idempotencyKey.current ??= newIdempotencyKey();
    mutation.mutate(
      toServiceRequestPayload(values, {
        userData: customerData,
        // The device's position, else the PIN's centre: the center always gets a directions link.
        coordinates: position ? coordinatesText(position.lat, position.lng) : undefined,
        idempotencyKey: idempotencyKey.current,
        language,
      }),
    );
  };

  // After a failed submit, the first invalid field in page order gets the focus, once the errors are drawn
  // (React Hook Form publishes them after calling onInvalid, so this waits for the errors to change).
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current || Object.keys(errors).length === 0) return;
    focusPending.current = false;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) {
      first.focus({ preventScroll: true });
      first.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    } else {
      document.getElementById(NEARBY_SECTION_ID)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }
  }, [errors, vehicleCollapsed]);
  const onInvalid = (invalid: FieldErrors<ServiceRequestFormInput>) => {
    if (invalid.root?.type === RESOLVER_MISSING) {
      // The form could not be checked (a weak signal): nothing was sent, everything typed stays; a new tap retries.
      toast.error(tm(ERROR_MESSAGES.serviceRequestSubmitFailed), {
        description: tm(ERROR_MESSAGES.noResponse),
      });
      return;
    }
    if (hasVehicleErrors(invalid)) setVehicleCollapsed(false);
    focusPending.current = true;
  };

  const busy = mutation.isPending;

  return (
    // No form state in this context: nothing under it reads one (RegionSelects takes control and setValue).
    <FormProvider
      {...(form as unknown as UseFormReturn<ServiceRequestFormInput, unknown, ServiceRequestForm>)}
    >
      <RequestFormContext value={form}>
        <div className="mx-auto w-full max-w-4xl px-3 pt-4 pb-32 sm:px-6 sm:py-8">
          {busy && <FullScreenSpinner label={t('common:ui.submitting')} />}
          <header className="mb-4 sm:mb-6">
            <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{t('title')}</h1>
            <p className="mt-1 text-slate-600">{t('intro')}</p>
          </header>

          <PreselectOnlyCountry getValues={getValues} setValue={setValue} />
          <form
            ref={formRef}
            noValidate
            onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)}
            className="flex flex-col gap-4 sm:gap-6"
          >
            <Section step={1} title={t('common:ui.sectionBasicVehicleInformation')}>
              <VehicleSection collapsed={vehicleCollapsed} onExpand={expandVehicle} />
            </Section>

            <Section step={2} title={t('common:ui.sectionServicesRequired')}>
              <IssueSection />
            </Section>

            <Section step={3} title={t('common:ui.sectionContactAddress')}>
              <ContactSection
                pin={place.pin}
                setPin={place.setPin}
                pinError={place.pinError}
                pinBusy={place.pinBusy}
                lookupPin={lookupPin}
                positionSource={place.positionSource}
                coordinatesValue={place.coordinatesValue}
                coordinatesFailed={place.coordinatesFailed}
                onConsent={sendConsent}
                signedIn={customerData !== null}
              />
            </Section>

            <Section step={4} title={t('common:ui.sectionNearbyServiceCenters')} id={NEARBY_SECTION_ID}>
              <NearbyCentersField control={control} search={search} from={position} onSelect={selectCenter} />
            </Section>

            <RequestActions
              showEnableLocation={showEnableLocation}
              locating={device === 'locating'}
              busy={busy}
              onEnableLocation={() => void enableLocation()}
            />
          </form>
        </div>
      </RequestFormContext>
      <FormLifecycle form={form} />
    </FormProvider>
  );
}
