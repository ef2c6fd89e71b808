import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  OTHER_MAKE_ID,
  UI_TEXTS,
  type CustomerProfileForm,
  type CustomerProfileFormInput,
} from '@fixo/shared';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { digitsOnly } from '@/modules/auth';
import {
  MasterSelectField,
  useFuelTypes,
  useVehicleColors,
  useVehicleMakers,
  useVehicleMakes,
  useVehicleModels,
  useVehicles,
  useVehicleTypes,
  type MasterListResult,
} from '@/modules/masters';

import { NAMESPACE } from './customers.texts';

type FieldName = keyof CustomerProfileFormInput;

/** The customer's vehicle: type → vehicle, maker → make → model (a parent choice clears its children). */
export function CustomerVehicleSection({ saving }: { saving: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const { register, setValue, watch, getValues, formState } = useFormContext<
    CustomerProfileFormInput,
    unknown,
    CustomerProfileForm
  >();
  const errors = formState.errors;
  const [vehicleType, maker, make] = watch(['vehicleType', 'vehicleMakerType', 'vehicleMakeType']);
  const isOtherMake = String(make ?? '') === String(OTHER_MAKE_ID);

  const vehicleTypes = useVehicleTypes();
  const vehicles = useVehicles(vehicleType);
  const makers = useVehicleMakers(vehicleType, { requireType: true });
  const makes = useVehicleMakes(maker);
  // 'Other' has no models of its own: offer the maker's models of the vehicle type instead.
  const models = useVehicleModels(
    isOtherMake
      ? { makerId: maker, vehicleTypeId: vehicleType }
      : { makeId: make, vehicleTypeId: vehicleType },
  );
  const colors = useVehicleColors();
  const fuels = useFuelTypes();

  const clear = (...names: FieldName[]) => {
    for (const name of names) setValue(name, '', { shouldDirty: true });
  };

  function selectField(
    name: FieldName,
    label: string,
    list: MasterListResult,
    what: string,
    options: { placeholder: string; waitingText?: string; onPicked?: () => void },
  ) {
    return (
      <MasterSelectField name={name} label={label} list={list} what={what} disabled={saving} {...options} />
    );
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {selectField('vehicleType', t('vehicleType'), vehicleTypes, 'vehicle types', {
        placeholder: t('selectVehicleType'),
        onPicked: () =>
          clear('vehicle', 'vehicleMakerType', 'vehicleMakeType', 'vehicleModel', 'vehicleOthers'),
      })}
      {selectField('vehicle', t('vehicle'), vehicles, 'vehicles', {
        placeholder: t('selectVehicle'),
        waitingText: t('typeFirst'),
      })}
      {selectField('vehicleMakerType', t('maker'), makers, 'vehicle makers', {
        placeholder: t('selectMaker'),
        waitingText: t('typeFirst'),
        onPicked: () => clear('vehicleMakeType', 'vehicleModel', 'vehicleOthers'),
      })}
      {selectField('vehicleMakeType', t('make'), makes, 'make types', {
        placeholder: t('selectMake'),
        waitingText: t('makerFirst'),
        onPicked: () => {
          clear('vehicleModel');
          if (String(getValues('vehicleMakeType')) !== String(OTHER_MAKE_ID)) clear('vehicleOthers');
        },
      })}
      {isOtherMake && (
        <FormField
          label={UI_TEXTS.other}
          error={errors.vehicleOthers?.message}
          required
          className="sm:col-span-2"
        >
          <Input {...register('vehicleOthers')} maxLength={200} placeholder={t('typeMake')} />
        </FormField>
      )}
      {selectField('vehicleModel', t('model'), models, 'models', {
        placeholder: t('selectModel'),
        waitingText: t('makeFirst'),
      })}
      {selectField('vehicleFuelType', t('fuel'), fuels, 'fuel types', {
        placeholder: t('selectFuel'),
      })}
      {selectField('vehicleColor', t('colour'), colors, 'colours', {
        placeholder: t('selectColour'),
      })}
      <FormField label={t('registrationNo')} error={errors.vehicleRegistrationNo?.message} required>
        <Input
          {...register('vehicleRegistrationNo', {
            onChange: (e: { target: HTMLInputElement }) => {
              e.target.value = e.target.value.toUpperCase();
            },
          })}
          autoCapitalize="characters"
          maxLength={100}
          placeholder="KA01AB1234"
        />
      </FormField>
      <FormField label={t('chassisNo')} error={errors.vehicleChassisNo?.message}>
        <Input {...register('vehicleChassisNo')} autoCapitalize="characters" maxLength={100} />
      </FormField>
      <FormField label={t('mileage')} error={errors.vehicleMileage?.message}>
        <Input
          {...register('vehicleMileage', {
            onChange: (e: { target: HTMLInputElement }) => {
              e.target.value = digitsOnly(e.target.value, 10);
            },
          })}
          inputMode="numeric"
          maxLength={10}
        />
      </FormField>
    </div>
  );
}
