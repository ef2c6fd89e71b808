import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Car, Pencil } from 'lucide-react';
import { useFormState, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { LIMITS, type ServiceRequestForm, type ServiceRequestFormInput } from '@fixo/shared';

import { Button, FormField, Input } from '@/components/ui';
import type { FormFieldProps } from '@/components/ui/form-field';
import {
  useFuelTypes,
  useVehicleColors,
  useVehicleMakers,
  useVehicleMakes,
  useVehicleModels,
  useVehicles,
  useVehicleTypes,
} from '@/modules/masters';

import { OptionField } from './option-field';
import { useRequestForm } from './request-form-context';
import { isOtherMake } from './service-request-payload';

type FormControl = Control<ServiceRequestFormInput, unknown, ServiceRequestForm>;

const EMPTY = { id: '', value: '' };

/** Field names of this section (to open it when one of them is invalid). */
export const VEHICLE_FIELDS = [
  'vehicleType',
  'vehicle',
  'vehicleMaker',
  'vehmaketypid',
  'vehothers',
  'vehicleModel',
  'registrationNumber',
  'chassisNumber',
  'vehColor',
  'vehicleFuelType',
  'mileage',
] as const;

export function hasVehicleErrors(errors: FieldErrors<ServiceRequestFormInput>): boolean {
  return VEHICLE_FIELDS.some((name) => errors[name] !== undefined);
}

/** One line describing the vehicle, for the collapsed section: 'Maruti Suzuki Swift VXi · KA01AB1234'. */
function VehicleSummary({ control, onEdit }: { control: FormControl; onEdit: () => void }) {
  const { t } = useTranslation(['serviceRequests', 'common']);
  const [maker, make, model, other, reg, fuel] = useWatch({
    control,
    name: [
      'vehicleMaker',
      'vehmaketypid',
      'vehicleModel',
      'vehothers',
      'registrationNumber',
      'vehicleFuelType',
    ],
  });
  const makeText = isOtherMake(make?.id) ? other : make?.value;
  const title = [maker?.value, makeText, model?.value].filter(Boolean).join(' ') || t('vehicle.yourVehicle');
  return (
    <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <Car className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1" data-testid="vehicle-summary">
        <p className="line-clamp-2 font-bold text-slate-900">{title}</p>
        <p className="text-sm text-slate-600">{[reg, fuel?.value].filter(Boolean).join(' · ')}</p>
      </div>
      <Button type="button" variant="outline" size="sm" className="min-h-11" onClick={onEdit}>
        <Pencil className="size-4" aria-hidden />
        {t('vehicle.change')}
      </Button>
    </div>
  );
}

/** Clears the choices that depend on the one just picked. */
function useClear() {
  const { setValue } = useRequestForm();
  return (...names: ('vehicle' | 'vehicleMaker' | 'vehmaketypid' | 'vehicleModel')[]) => {
    for (const name of names) setValue(name, EMPTY);
  };
}

/*
 * Each select below owns its reference list and watches only the choices its list depends on: a list that
 * arrives, or a choice made, draws that select again, not the whole section.
 */

function VehicleTypeField() {
  const { t } = useTranslation(['serviceRequests', 'common']);
  const clear = useClear();
  const vehicleTypes = useVehicleTypes();
  return (
    <OptionField
      name="vehicleType"
      label={t('vehicle.vehicleType')}
      required
      list={vehicleTypes}
      what="vehicle types"
      placeholder={t('vehicle.selectVehicleType')}
      onPicked={() => clear('vehicle', 'vehicleMaker', 'vehmaketypid', 'vehicleModel')}
    />
  );
}

function VehicleField() {
  const { t } = useTranslation(['serviceRequests', 'common']);
  const { control } = useRequestForm();
  const type = useWatch({ control, name: 'vehicleType' });
  const vehicles = useVehicles(type?.id);
  return (
    <OptionField
      name="vehicle"
      label={t('vehicle.vehicle')}
      required
      list={vehicles}
      what="vehicles"
      placeholder={t('vehicle.selectVehicle')}
      waitingText={t('vehicle.chooseTypeFirst')}
    />
  );
}

function VehicleMakerField() {
  const { t } = useTranslation(['serviceRequests', 'common']);
  const { control } = useRequestForm();
  const clear = useClear();
  const type = useWatch({ control, name: 'vehicleType' });
  const makers = useVehicleMakers(type?.id);
  return (
    <OptionField
      name="vehicleMaker"
      label={t('vehicle.maker')}
      required
      list={makers}
      what="vehicle makers"
      placeholder={t('vehicle.selectMaker')}
      onPicked={() => clear('vehmaketypid', 'vehicleModel')}
    />
  );
}

function VehicleMakeField() {
  const { t } = useTranslation(['serviceRequests', 'common']);
  const { control, setValue } = useRequestForm();
  const clear = useClear();
  const maker = useWatch({ control, name: 'vehicleMaker' });
  const makes = useVehicleMakes(maker?.id);
  return (
    <OptionField
      name="vehmaketypid"
      label={t('vehicle.make')}
      required
      list={makes}
      what="make types"
      placeholder={t('vehicle.selectMake')}
      waitingText={t('vehicle.chooseMakerFirst')}
      onPicked={(id) => {
        clear('vehicleModel');
        if (!isOtherMake(id)) setValue('vehothers', '');
      }}
    />
  );
}

function VehicleModelField() {
  const { t } = useTranslation(['serviceRequests', 'common']);
  const { control } = useRequestForm();
  const [type, maker, make] = useWatch({ control, name: ['vehicleType', 'vehicleMaker', 'vehmaketypid'] });
  const typeId = type?.id;
  const makerId = maker?.id;
  // 'Other' has no models of its own: offer the maker's models of this vehicle type instead.
  const models = useVehicleModels(
    isOtherMake(make?.id) ? { makerId, vehicleTypeId: typeId } : { makeId: make?.id },
  );
  return (
    <OptionField
      name="vehicleModel"
      label={t('vehicle.model')}
      required
      list={models}
      what="models"
      placeholder={t('vehicle.selectModel')}
      waitingText={t('vehicle.chooseMakeFirst')}
    />
  );
}

function VehicleColorField() {
  const { t } = useTranslation(['serviceRequests', 'common']);
  const colors = useVehicleColors();
  return (
    <OptionField
      name="vehColor"
      label={t('vehicle.color')}
      list={colors}
      what="colours"
      placeholder={t('vehicle.selectColor')}
    />
  );
}

function VehicleFuelField() {
  const { t } = useTranslation(['serviceRequests', 'common']);
  const fuels = useFuelTypes();
  return (
    <OptionField
      name="vehicleFuelType"
      label={t('vehicle.fuelType')}
      required
      list={fuels}
      what="fuel types"
      placeholder={t('vehicle.selectFuelType')}
    />
  );
}

/** A text field of the section with its own error (drawn again only when that error changes). */
function VehicleTextField({
  name,
  label,
  required,
  hint,
  children,
}: {
  name: 'vehothers' | 'registrationNumber' | 'chassisNumber' | 'mileage';
  label: string;
  required?: boolean;
  hint?: ReactNode;
  children: FormFieldProps['children'];
}) {
  const { control } = useRequestForm();
  const { errors } = useFormState({ control, name });
  return (
    <FormField label={label} required={required} error={errors[name]?.message} hint={hint}>
      {children}
    </FormField>
  );
}

/** 'Other' make: the make in the driver's words, shown while 'Other' is the make. */
function OtherMakeField() {
  const { t } = useTranslation(['serviceRequests', 'common']);
  const { control, register } = useRequestForm();
  const make = useWatch({ control, name: 'vehmaketypid' });
  if (!isOtherMake(make?.id)) return null;
  return (
    <VehicleTextField
      name="vehothers"
      label={t('common:ui.other')}
      required
      hint={t('vehicle.otherMakeHint')}
    >
      <Input maxLength={LIMITS.otherMakeMax} autoComplete="off" {...register('vehothers')} />
    </VehicleTextField>
  );
}

export interface VehicleSectionProps {
  /** Collapsed to a one-line summary (a signed-in customer's saved vehicle). */
  collapsed: boolean;
  onExpand: () => void;
}

/** Basic Vehicle Information; drawn again only when it is collapsed or opened. */
export const VehicleSection = memo(function VehicleSection({ collapsed, onExpand }: VehicleSectionProps) {
  const { t } = useTranslation(['serviceRequests', 'common']);
  const { control, register } = useRequestForm();

  return (
    <>
      {collapsed && <VehicleSummary control={control} onEdit={onExpand} />}
      {/* Kept mounted while collapsed: the selects fill in the labels of the prefilled ids. */}
      <div className="grid gap-4 sm:grid-cols-2" hidden={collapsed}>
        <VehicleTypeField />
        <VehicleField />
        <VehicleMakerField />
        <VehicleMakeField />
        <OtherMakeField />
        <VehicleModelField />
        <VehicleTextField name="registrationNumber" label={t('vehicle.registrationNumber')} required>
          <Input
            autoCapitalize="characters"
            autoComplete="off"
            placeholder={t('vehicle.registrationPlaceholder')}
            maxLength={LIMITS.registrationNumberMax}
            {...register('registrationNumber')}
          />
        </VehicleTextField>
        <VehicleTextField name="chassisNumber" label={t('vehicle.chassisNumber')}>
          <Input
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={LIMITS.chassisNumberMax}
            {...register('chassisNumber')}
          />
        </VehicleTextField>
        <VehicleColorField />
        <VehicleFuelField />
        <VehicleTextField name="mileage" label={t('vehicle.mileage')}>
          <Input inputMode="numeric" maxLength={LIMITS.requestFormMileageInputMax} {...register('mileage')} />
        </VehicleTextField>
      </div>
    </>
  );
});
