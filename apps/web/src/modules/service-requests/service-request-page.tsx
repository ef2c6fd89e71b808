import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LocateFixed, Mic, MicOff, Search } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  ERROR_MESSAGES,
  INDIAN_MOBILE_REGEX,
  LIMITS,
  PAGE_IDS,
  PIN_CODE_REGEX,
  TOAST_MESSAGES,
  UI_TEXTS,
  VALIDATION_MESSAGES,
  serviceRequestFormSchema,
  type LatLng,
  type NearbyServiceCenter,
  type ServiceRequestForm,
  type ServiceRequestFormInput,
} from '@fixo/shared';

import { Button, Checkbox, FormField, FullScreenSpinner, Input, Label, Textarea } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useStoredSession } from '@/modules/auth/session-storage';
import {
  coordinatesText,
  fetchPlaceByLatLng,
  fetchPlaceByPostalCode,
  getBrowserPosition,
  GeolocationError,
  sendLocationConsent,
  type Place,
} from '@/modules/location/location-api';
import { useCities, useCountries, useServiceTypes, useStates } from '@/modules/masters/use-master-list';
import type { NearbySearch } from '@/modules/nearby/nearby-api';
import { NearbyCenters } from '@/modules/nearby/nearby-centers';
import { usePageVisit } from '@/modules/stats/use-page-visit';

import { IdField, optionError } from './option-field';
import { createServiceRequest, myRequestsQueryKey, type CreatedServiceRequest } from './service-request-api';
import { initialFormValues, newIdempotencyKey, toServiceRequestPayload } from './service-request-payload';
import { useVoiceDictation } from './use-voice-dictation';
import { hasVehicleErrors, VehicleSection } from './vehicle-section';

export const CONFIRMATION_PATH = '/dashboard-customer/service-request/ServiceRequestConfirmation';
export const NEARBY_SECTION_ID = 'NearServiceCenter';
const CONSENT_TEXT =
  'I agree to share my location and mobile number with the chosen service center so that they can reach me.';

/** Navigation state the page accepts (spec section 2). */
export interface ServiceRequestPageState {
  locationEnabled?: boolean;
  postalCode?: string;
}

/** Navigation state of the confirmation page. */
export interface ConfirmationState {
  serviceRequest: CreatedServiceRequest;
}

type GeoState = 'idle' | 'locating' | 'ok' | 'denied' | 'unsupported' | 'unavailable';

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

export default function ServiceRequestPage() {
  usePageVisit(PAGE_IDS.customerServiceRequest);
  const navigate = useNavigate();
  const location = useLocation();
  const navState = (location.state ?? {}) as ServiceRequestPageState;
  const stored = useStoredSession();
  const customerData = stored.userType === 'Customer' ? stored.userData : null;
  const hasSavedVehicle = Number(customerData?.vehtypid ?? 0) > 0;

  const form = useForm<ServiceRequestFormInput, unknown, ServiceRequestForm>({
    resolver: zodResolver(serviceRequestFormSchema),
    mode: 'onBlur',
    defaultValues: initialFormValues(customerData, stored.userType === 'Customer' ? stored.mobile : null),
  });
  const { control, register, setValue, getValues, handleSubmit, formState, setFocus, trigger } = form;
  const errors = formState.errors;
  const [vehicleCollapsed, setVehicleCollapsed] = useState(hasSavedVehicle);

  /* ---------- location ---------- */
  const [geo, setGeo] = useState<GeoState>('idle');
  const [retrying, setRetrying] = useState(false);
  const [position, setPosition] = useState<LatLng | null>(null);
  const [search, setSearch] = useState<NearbySearch>({});
  const [pin, setPin] = useState(navState.postalCode ?? '');
  const [pinError, setPinError] = useState<string | undefined>();
  const [pinBusy, setPinBusy] = useState(false);
  const country = useWatch({ control, name: 'country' });
  const state = useWatch({ control, name: 'state' });
  const countries = useCountries();
  const states = useStates(country);
  const cities = useCities(state);
  const serviceTypes = useServiceTypes();

  // India is the only country today: choose it rather than make a stranded driver pick it.
  const onlyCountry = countries.options.length === 1 ? countries.options[0]?.value : undefined;
  useEffect(() => {
    if (onlyCountry && !getValues('country')) setValue('country', onlyCountry);
  }, [onlyCountry, getValues, setValue]);

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

  const locate = useCallback(async (): Promise<GeoState> => {
    setGeo('locating');
    let p: LatLng;
    try {
      p = await getBrowserPosition();
    } catch (error) {
      // The spec: geolocation failures are only logged; the screen offers Enable Location and the PIN code.
      console.error('Geolocation failed', error);
      const next: GeoState = error instanceof GeolocationError ? error.reason : 'unavailable';
      setGeo(next);
      return next;
    }
    setPosition(p);
    setGeo('ok');
    setSearch({ position: p });
    try {
      const place = await fetchPlaceByLatLng(p.lat, p.lng);
      applyPlace(place);
      if (place.postalcode) setPin(place.postalcode);
      setPinError(undefined);
    } catch (error) {
      console.error('Reverse geocoding failed', error);
    }
    return 'ok';
  }, [applyPlace]);

  const lookupPin = useCallback(
    async (code: string) => {
      const trimmed = code.trim();
      if (!PIN_CODE_REGEX.test(trimmed)) {
        setPinError(VALIDATION_MESSAGES.pinCodeInvalid);
        return;
      }
      setPinError(undefined);
      setPinBusy(true);
      try {
        const place = await fetchPlaceByPostalCode(trimmed);
        applyPlace(place);
        setSearch({ postalCode: trimmed, locality: place.locality });
      } catch (error) {
        setPinError(errorMessage(error));
      } finally {
        setPinBusy(false);
      }
    },
    [applyPlace],
  );

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (navState.postalCode && PIN_CODE_REGEX.test(navState.postalCode.trim()))
      void lookupPin(navState.postalCode);
    if (navState.locationEnabled !== false) void locate();
    // Runs once on arrival with the navigation state of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (location.hash === `#${NEARBY_SECTION_ID}`) {
      document.getElementById(NEARBY_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, [location.hash]);

  async function enableLocation() {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setGeo('unsupported');
      window.alert(ERROR_MESSAGES.geolocationNotSupportedByBrowser);
      return;
    }
    setRetrying(true);
    const result = await locate();
    setRetrying(false);
    if (result === 'unsupported') window.alert(ERROR_MESSAGES.geolocationNotSupportedByBrowser);
    else if (result !== 'ok') window.alert(ERROR_MESSAGES.enableLocationAlert);
  }

  const coordinatesValue =
    geo === 'ok' && position
      ? coordinatesText(position.lat, position.lng)
      : geo === 'unsupported'
        ? ERROR_MESSAGES.geolocationNotSupported
        : geo === 'denied' || geo === 'unavailable'
          ? ERROR_MESSAGES.unableToRetrieveLocation
          : geo === 'locating'
            ? 'Finding your location...'
            : '';
  const locationFailed = geo === 'denied' || geo === 'unsupported' || geo === 'unavailable' || geo === 'idle';
  // Without any location the request cannot be matched: Enable Location takes the submit button's place
  // until the position or a PIN code is known.
  const showEnableLocation = (locationFailed || (geo === 'locating' && retrying)) && !search.postalCode;

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
      consenttext: CONSENT_TEXT,
      ...(position ? { locationcoordinates: coordinatesText(position.lat, position.lng) } : {}),
    });
  }, [getValues, position]);

  /* ---------- voice ---------- */
  const voice = useVoiceDictation((text) => {
    const current = getValues('issue');
    setValue('issue', current.trim() ? `${current.trim()} ${text}` : text, { shouldDirty: true });
  });
  const issue = useWatch({ control, name: 'issue' });
  const consentChecked = useWatch({ control, name: 'consentLocation' });

  /* ---------- center ---------- */
  const selected = useWatch({ control, name: 'selectedCenter' });
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
  const queryClient = useQueryClient();
  const idempotencyKey = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: createServiceRequest,
    onSuccess: (created) => {
      idempotencyKey.current = null;
      void queryClient.invalidateQueries({ queryKey: myRequestsQueryKey });
      toast.success(TOAST_MESSAGES.serviceRequestSubmittedTitle, {
        description: TOAST_MESSAGES.serviceRequestSubmittedText,
      });
      const next: ConfirmationState = { serviceRequest: created };
      void navigate(CONFIRMATION_PATH, { state: next });
    },
    onError: (error) => {
      toast.error(ERROR_MESSAGES.serviceRequestSubmitFailed, { description: errorMessage(error) });
    },
  });

  const onValid = (values: ServiceRequestForm) => {
    sendConsent();
    // One key per submission attempt: a retry after a lost answer must not create a second request.
    idempotencyKey.current ??= newIdempotencyKey();
    mutation.mutate(
      toServiceRequestPayload(values, {
        userData: customerData,
        coordinates: position ? coordinatesText(position.lat, position.lng) : undefined,
        idempotencyKey: idempotencyKey.current,
      }),
    );
  };

  const onInvalid = (invalid: FieldErrors<ServiceRequestFormInput>) => {
    if (hasVehicleErrors(invalid) && vehicleCollapsed) {
      setVehicleCollapsed(false);
      // Focus after the section is visible again.
      setTimeout(() => {
        const first = Object.keys(invalid)[0];
        if (first) setFocus(first as keyof ServiceRequestFormInput);
      }, 0);
      return;
    }
    const names = Object.keys(invalid);
    if (names.length === 1 && names[0] === 'selectedCenter') {
      document.getElementById(NEARBY_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  };

  const mobileField = register('mobileNumber');
  const consentId = useId();
  const busy = mutation.isPending;
  const selectedId = selected?.id ? String(selected.id) : undefined;
  const centerError = optionError(errors.selectedCenter);
  const nearbySearch = useMemo(() => search, [search]);

  return (
    <div className="mx-auto w-full max-w-4xl px-3 py-4 sm:px-6 sm:py-8">
      {busy && <FullScreenSpinner label={UI_TEXTS.submitting} />}
      <header className="mb-4 sm:mb-6">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">Request roadside help</h1>
        <p className="mt-1 text-slate-600">
          Tell us what happened and choose a service center near you. It takes about a minute.
        </p>
      </header>

      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)}
          className="flex flex-col gap-4 sm:gap-6"
        >
          <Section step={1} title={UI_TEXTS.sectionBasicVehicleInformation}>
            <VehicleSection
              control={control}
              register={register}
              setValue={setValue}
              errors={errors}
              collapsed={vehicleCollapsed}
              onExpand={() => setVehicleCollapsed(false)}
            />
          </Section>

          <Section step={2} title={UI_TEXTS.sectionServicesRequired}>
            <div className="flex flex-col gap-4">
              <IdField
                control={control}
                name="serviceRequired"
                label="Service Required"
                required
                list={serviceTypes}
                what="services"
                placeholder="Select the service you need"
              />
              <FormField
                label="Describe the problem"
                required
                error={errors.issue?.message}
                hint={`${issue?.length ?? 0}/${LIMITS.issueMax}`}
              >
                <Textarea
                  rows={4}
                  placeholder="e.g. Car will not start, battery light is on. Parked on the left shoulder."
                  {...register('issue')}
                />
              </FormField>
              {voice.supported && (
                <Button
                  type="button"
                  variant={voice.listening ? 'destructive' : 'outline'}
                  className="self-start"
                  aria-pressed={voice.listening}
                  onClick={voice.listening ? voice.stop : voice.start}
                >
                  {voice.listening ? (
                    <MicOff className="size-5" aria-hidden />
                  ) : (
                    <Mic className="size-5" aria-hidden />
                  )}
                  {voice.listening ? 'Stop dictation' : 'Speak instead of typing'}
                </Button>
              )}
            </div>
          </Section>

          <Section step={3} title={UI_TEXTS.sectionContactAddress}>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label="Mobile Number"
                required
                error={errors.mobileNumber?.message}
                className="sm:col-span-2"
                // The server files a signed-in customer's request only under the account's own number.
                hint={
                  customerData
                    ? 'Your registered number. Log out to request help for someone else.'
                    : undefined
                }
              >
                <Input
                  leading="+91"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={10}
                  readOnly={customerData !== null}
                  {...mobileField}
                  onChange={(e) => {
                    e.target.value = e.target.value.replace(/\D/g, '');
                    void mobileField.onChange(e);
                  }}
                  onBlur={(e) => {
                    void mobileField.onBlur(e);
                    sendConsent();
                  }}
                />
              </FormField>

              <div className="flex flex-col gap-1.5 sm:col-span-2">
                <Label htmlFor="pin-code">PIN Code</Label>
                <div className="flex gap-2">
                  <Input
                    id="pin-code"
                    inputMode="numeric"
                    autoComplete="postal-code"
                    maxLength={6}
                    placeholder="6-digit PIN code"
                    value={pin}
                    aria-invalid={pinError ? true : undefined}
                    aria-describedby={pinError ? 'pin-code-error' : undefined}
                    onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        void lookupPin(pin);
                      }
                    }}
                  />
                  <Button
                    type="button"
                    variant="secondary"
                    loading={pinBusy}
                    onClick={() => void lookupPin(pin)}
                  >
                    {!pinBusy && <Search className="size-4" aria-hidden />}
                    {UI_TEXTS.submit}
                  </Button>
                </div>
                {pinError && (
                  <p id="pin-code-error" className="text-sm font-medium text-red-700">
                    {pinError}
                  </p>
                )}
              </div>

              <FormField
                label="Current Location"
                required
                error={errors.currentLocation?.message}
                className="sm:col-span-2"
                hint="Landmark, road or highway and direction help the mechanic find you."
              >
                <Textarea rows={2} maxLength={LIMITS.currentLocationMax} {...register('currentLocation')} />
              </FormField>

              <IdField
                control={control}
                name="country"
                label="Country"
                required
                list={countries}
                what="countries"
                placeholder="Select country"
                onPicked={() => {
                  setValue('state', '');
                  setValue('city', '');
                }}
              />
              <IdField
                control={control}
                name="state"
                label="State"
                required
                list={states}
                what="states"
                placeholder="Select state"
                waitingText="Choose a country first"
                onPicked={() => setValue('city', '')}
              />
              <IdField
                control={control}
                name="city"
                label="City"
                required
                list={cities}
                what="cities"
                placeholder="Select city"
                waitingText="Choose a state first"
              />
              <FormField label="Location Coordinates">
                <Input
                  readOnly
                  value={coordinatesValue}
                  className={cn('bg-slate-50', locationFailed && geo !== 'idle' && 'text-red-700')}
                />
              </FormField>

              <div className="flex items-start gap-3 sm:col-span-2">
                <Checkbox
                  id={consentId}
                  className="mt-0.5 size-6"
                  checked={consentChecked ?? false}
                  onCheckedChange={(checked) => {
                    setValue('consentLocation', checked === true, { shouldDirty: true });
                    if (checked === true) sendConsent();
                  }}
                />
                <Label htmlFor={consentId} className="font-normal text-slate-700">
                  {CONSENT_TEXT}
                </Label>
              </div>
            </div>
          </Section>

          <Section step={4} title={UI_TEXTS.sectionNearbyServiceCenters} id={NEARBY_SECTION_ID}>
            <NearbyCenters
              search={nearbySearch}
              from={search.position ?? null}
              selectedId={selectedId}
              onSelect={selectCenter}
              error={centerError}
            />
          </Section>

          <div className="flex flex-col-reverse gap-3 pb-6 sm:flex-row sm:justify-end">
            <Button asChild variant="outline" size="lg">
              <Link to="/dashboard-customer">{UI_TEXTS.cancel}</Link>
            </Button>
            {showEnableLocation ? (
              <Button
                type="button"
                size="lg"
                onClick={() => void enableLocation()}
                loading={geo === 'locating'}
                loadingText="Finding your location..."
              >
                <LocateFixed className="size-5" aria-hidden />
                {UI_TEXTS.enableLocation}
              </Button>
            ) : (
              <Button type="submit" size="lg" loading={busy} loadingText={UI_TEXTS.submitting}>
                {UI_TEXTS.requestService}
              </Button>
            )}
          </div>
          {showEnableLocation && (
            <p className="-mt-4 pb-6 text-center text-sm text-slate-600 sm:text-right">
              No location? Enter your PIN code above and press Submit.
            </p>
          )}
        </form>
      </FormProvider>
    </div>
  );
}
