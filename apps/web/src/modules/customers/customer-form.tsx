import { Car, MapPinned, UserRound } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  UI_TEXTS,
  customerProfileFormSchema,
  type CustomerProfileForm,
  type CustomerProfileFormInput,
} from '@fixo/shared';

import { ProfileFormFooter } from '@/components/form/profile-form-footer';
import { SubmitButton } from '@/components/form/submit-button';
import { useProfileForm, type ProfileFormProps } from '@/components/form/use-profile-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MobileInput } from '@/components/ui/mobile-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { NAMESPACE } from './customers.texts';
import { AccountLoginFields, optionalPasscodeSchema } from '@/modules/auth';
import { MobileCodeStep, useMobileCodeStep } from '@/modules/mobile-verification';
import { AddressSection, useLocationConsentOnce } from '@/modules/location';

import { CustomerVehicleSection } from './customer-vehicle-section';

type FieldName = keyof CustomerProfileFormInput;
type TabId = 'customer' | 'address' | 'vehicle';

/** On the profile the passcode is not shown; left empty it keeps the current one. */
const profileSchema = customerProfileFormSchema.safeExtend({ loginPasscode: optionalPasscodeSchema });

const TAB_FIELDS: Record<TabId, FieldName[]> = {
  customer: ['customername', 'mobilenO1', 'mobileNo2', 'emailid', 'loginType', 'loginPasscode'],
  address: ['postalCode', 'locationcoordinates', 'address1', 'address2', 'country', 'state', 'city'],
  vehicle: [
    'vehicleType',
    'vehicle',
    'vehicleMakerType',
    'vehicleMakeType',
    'vehicleOthers',
    'vehicleModel',
    'vehicleColor',
    'vehicleFuelType',
    'vehicleRegistrationNo',
    'vehicleChassisNo',
    'vehicleMileage',
  ],
};
/** The tab names are spec texts (UI_TEXTS): on screen they are looked up in `common` by their constant's key. */
const UI_KEY_OF: Record<string, string> = Object.fromEntries(
  Object.entries(UI_TEXTS).map(([key, text]) => [text, key]),
);
const TABS: { id: TabId; label: string; Icon: typeof UserRound }[] = [
  { id: 'customer', label: UI_TEXTS.customerInfo, Icon: UserRound },
  { id: 'address', label: UI_TEXTS.addressInfo, Icon: MapPinned },
  { id: 'vehicle', label: UI_TEXTS.vehicleInfo, Icon: Car },
];

export const EMPTY_CUSTOMER_FORM: CustomerProfileFormInput = {
  customername: '',
  mobilenO1: '',
  emailid: '',
  locationcoordinates: '',
  mobileNo2: '',
  address1: '',
  address2: '',
  postalCode: '',
  loginType: 'PassCode',
  loginPasscode: '',
  city: '',
  state: '',
  country: '',
  vehicleType: '',
  vehicle: '',
  vehicleMakerType: '',
  vehicleMakeType: '',
  vehicleModel: '',
  vehicleColor: '',
  vehicleFuelType: '',
  vehicleOthers: '',
  vehicleRegistrationNo: '',
  vehicleChassisNo: '',
  vehicleMileage: '',
};

/** The customer registration and profile form (same fields; the profile starts prefilled). */
export function CustomerForm(props: ProfileFormProps<CustomerProfileFormInput, CustomerProfileForm>) {
  const { mode, saving, onSubmit, alert, lockMobile } = props;
  const form = useProfileForm({ register: customerProfileFormSchema, profile: profileSchema }, props);
  const { register, handleSubmit, watch, formState } = form;
  const errors = formState.errors;
  const [tab, setTab] = useState<TabId>('customer');
  const codeStep = useMobileCodeStep();
  const [consent, setConsent] = useState(false);
  const { t } = useTranslation(NAMESPACE);
  const sendConsentOnce = useLocationConsentOnce({
    usertype: 'Customer',
    pagesource: 'Customer Registration',
    // The text as shown (the tick box below renders the same key).
    consenttext: t('consent'),
  });

  function onInvalid(found: FieldErrors<CustomerProfileFormInput>) {
    const first = TABS.find((t) => TAB_FIELDS[t.id].some((name) => found[name]));
    if (first) setTab(first.id);
  }

  const submit = handleSubmit(async (values) => {
    // A new account needs its number proven by the code step first (the server refuses it otherwise).
    if (mode === 'register' && !codeStep.isVerified(values.mobilenO1)) {
      setTab('customer');
      return;
    }
    if (consent) sendConsentOnce(values.mobilenO1, values.locationcoordinates);
    await onSubmit(values);
  }, onInvalid);

  const tc = useTranslation('common').t;
  const tabLabel = (label: string) => tc(`ui.${UI_KEY_OF[label] ?? ''}`, { defaultValue: label });
  const errorCount = (id: TabId) => TAB_FIELDS[id].filter((name) => errors[name]).length;
  const tabIndex = TABS.findIndex((t) => t.id === tab);
  const nextTab = TABS[tabIndex + 1];

  // 'Next' checks this tab's own fields first: the person fixes them here, not after 'Register'.
  async function goToNextTab() {
    if (!nextTab) return;
    const valid = await form.trigger(TAB_FIELDS[tab], { shouldFocus: true });
    if (valid) setTab(nextTab.id);
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
        <Tabs value={tab} onValueChange={(v) => setTab(v as TabId)}>
          <TabsList
            aria-label={t('sections')}
            className="sticky top-16 z-10 shadow-sm sm:static sm:shadow-none"
          >
            {TABS.map(({ id, label, Icon }) => {
              const count = errorCount(id);
              return (
                <TabsTrigger
                  key={id}
                  value={id}
                  disabled={saving && id !== 'customer'}
                  className="px-1.5 text-[13px] sm:px-3 sm:text-sm"
                >
                  <Icon className="hidden size-4 sm:block" aria-hidden />
                  {tabLabel(label)}
                  {count > 0 && (
                    <span
                      className="ml-1 inline-flex size-5 items-center justify-center rounded-full bg-red-600 text-xs text-white"
                      aria-label={t('toFix', { n: count })}
                    >
                      {count}
                    </span>
                  )}
                </TabsTrigger>
              );
            })}
          </TabsList>

          {/* Panels stay mounted (hidden) so every field keeps its value and validation. */}
          <TabsContent value="customer" forceMount className="data-[state=inactive]:hidden">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={t('fullName')}
                error={errors.customername?.message}
                required
                className="sm:col-span-2"
              >
                <Input
                  {...register('customername')}
                  autoComplete="name"
                  maxLength={200}
                  placeholder="Ravi Kumar"
                />
              </FormField>
              <FormField
                label={t('mobile')}
                error={errors.mobilenO1?.message}
                required
                hint={lockMobile ? t('mobileLocked') : undefined}
              >
                <MobileInput {...register('mobilenO1')} readOnly={lockMobile} placeholder="9876543210" />
              </FormField>
              {/* Right under the number it proves: below the alternate mobile it looked as if that one was verified. */}
              {mode === 'register' && (
                <MobileCodeStep {...codeStep.stepProps(watch('mobilenO1') ?? '', saving)} />
              )}
              <FormField label={t('mobile2')} error={errors.mobileNo2?.message}>
                <MobileInput {...register('mobileNo2')} autoComplete="off" />
              </FormField>
              <FormField
                label={t('email')}
                error={errors.emailid?.message}
                required
                className="sm:col-span-2"
              >
                <Input
                  {...register('emailid')}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  maxLength={100}
                  placeholder="you@example.com"
                />
              </FormField>
              <AccountLoginFields mode={mode} saving={saving} registerHint={t('passcodeHint')} />
            </div>
          </TabsContent>

          <TabsContent value="address" forceMount className="data-[state=inactive]:hidden">
            <div className="grid gap-4 sm:grid-cols-2">
              <AddressSection
                coordinatesName="locationcoordinates"
                coordinatesLabel={t('currentLocation')}
                coordinatesHint={t('locationHint')}
                coordinatesRequired
                mobileName="mobilenO1"
                consent={{
                  checked: consent,
                  onCheckedChange: setConsent,
                  text: t('consent'),
                  help: { id: 'consent-help', text: t('consentHelp') },
                  className: 'rounded-lg',
                }}
                sendConsent={sendConsentOnce}
                addressPlaceholder={t('addressPlaceholder')}
                clearOptions={{ shouldDirty: true }}
                disabled={saving}
              />
            </div>
          </TabsContent>

          <TabsContent value="vehicle" forceMount className="data-[state=inactive]:hidden">
            <CustomerVehicleSection saving={saving} />
          </TabsContent>
        </Tabs>

        <ProfileFormFooter alert={alert}>
          {mode === 'register' && nextTab ? (
            <Button type="button" size="lg" onClick={() => void goToNextTab()} className="w-full sm:w-auto">
              {t('next', { tab: tabLabel(nextTab.label) })}
            </Button>
          ) : (
            <SubmitButton busy={saving} busyText={tc('ui.saving')}>
              {mode === 'register' ? t('register') : t('saveChanges')}
            </SubmitButton>
          )}
        </ProfileFormFooter>
      </form>
    </FormProvider>
  );
}
