import { useTranslation } from 'react-i18next';
import { Car, Pencil } from 'lucide-react';
import {
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
  type FieldErrors,
} from 'react-hook-form';
import { LIMITS, type ServiceRequestForm, type ServiceRequestFormInput } from '@fixo/shared';

import { Button, FormField, Input } from '@/components/ui';
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

export interface VehicleSectionProps {
  control: FormControl;
  register: UseFormRegister<ServiceRequestFormInput>;
  setValue: UseFormSetValue<ServiceRequestFormInput>;
  errors: FieldErrors<ServiceRequestFormInput>;
  /** Collapsed to a one-line summary (a signed-in customer's saved vehicle). */
  collapsed: boolean;
  onExpand: () => void;
}

export function VehicleSection({
  control,
  register,
  setValue,
  errors,
  collapsed,
  onExpand,
}: VehicleSectionProps) {
  const { t } = useTranslation(['serviceRequests', 'common']);
  const [type, maker, make] = useWatch({ control, name: ['vehicleType', 'vehicleMaker', 'vehmaketypid'] });
  const typeId = type?.id;
  const makerId = maker?.id;
  const other = isOtherMake(make?.id);

  const vehicleTypes = useVehicleTypes();
  const vehicles = useVehicles(typeId);
  const makers = useVehicleMakers(typeId);
  const makes = useVehicleMakes(makerId);
  // 'Other' has no models of its own: offer the maker's models of this vehicle type instead.
  const models = useVehicleModels(other ? { makerId, vehicleTypeId: typeId } : { makeId: make?.id });
  const colors = useVehicleColors();
  const fuels = useFuelTypes();

  const clear = (...names: ('vehicle' | 'vehicleMaker' | 'vehmaketypid' | 'vehicleModel')[]) => {
    for (const name of names) setValue(name, EMPTY);
  };

  return (
    <>
      {collapsed && <VehicleSummary control={control} onEdit={onExpand} />}
      {/* Kept mounted while collapsed: the selects fill in the labels of the prefilled ids. */}
      <div className="grid gap-4 sm:grid-cols-2" hidden={collapsed}>
        <OptionField
          name="vehicleType"
          label={t('vehicle.vehicleType')}
          required
          list={vehicleTypes}
          what="vehicle types"
          placeholder={t('vehicle.selectVehicleType')}
          onPicked={() => clear('vehicle', 'vehicleMaker', 'vehmaketypid', 'vehicleModel')}
        />
        <OptionField
          name="vehicle"
          label={t('vehicle.vehicle')}
          required
          list={vehicles}
          what="vehicles"
          placeholder={t('vehicle.selectVehicle')}
          waitingText={t('vehicle.chooseTypeFirst')}
        />
        <OptionField
          name="vehicleMaker"
          label={t('vehicle.maker')}
          required
          list={makers}
          what="vehicle makers"
          placeholder={t('vehicle.selectMaker')}
          onPicked={() => clear('vehmaketypid', 'vehicleModel')}
        />
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
        {other && (
          <FormField
            label={t('common:ui.other')}
            required
            error={errors.vehothers?.message}
            hint={t('vehicle.otherMakeHint')}
          >
            <Input maxLength={LIMITS.otherMakeMax} autoComplete="off" {...register('vehothers')} />
          </FormField>
        )}
        <OptionField
          name="vehicleModel"
          label={t('vehicle.model')}
          required
          list={models}
          what="models"
          placeholder={t('vehicle.selectModel')}
          waitingText={t('vehicle.chooseMakeFirst')}
        />
        <FormField
          label={t('vehicle.registrationNumber')}
          required
          error={errors.registrationNumber?.message}
        >
          <Input
            autoCapitalize="characters"
            autoComplete="off"
            placeholder={t('vehicle.registrationPlaceholder')}
            maxLength={LIMITS.registrationNumberMax}
            {...register('registrationNumber')}
          />
        </FormField>
        <FormField label={t('vehicle.chassisNumber')} error={errors.chassisNumber?.message}>
          <Input
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={LIMITS.chassisNumberMax}
            {...register('chassisNumber')}
          />
        </FormField>
        <OptionField
          name="vehColor"
          label={t('vehicle.color')}
          list={colors}
          what="colours"
          placeholder={t('vehicle.selectColor')}
        />
        <OptionField
          name="vehicleFuelType"
          label={t('vehicle.fuelType')}
          required
          list={fuels}
          what="fuel types"
          placeholder={t('vehicle.selectFuelType')}
        />
        <FormField label={t('vehicle.mileage')} error={errors.mileage?.message}>
          <Input inputMode="numeric" maxLength={LIMITS.requestFormMileageInputMax} {...register('mileage')} />
        </FormField>
      </div>
    </>
  );
}
