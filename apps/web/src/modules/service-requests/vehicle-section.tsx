import { Car, Pencil } from 'lucide-react';
import {
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
  type FieldErrors,
} from 'react-hook-form';
import { LIMITS, UI_TEXTS, type ServiceRequestForm, type ServiceRequestFormInput } from '@fixo/shared';

import { Button, FormField, Input } from '@/components/ui';
import {
  useFuelTypes,
  useVehicleColors,
  useVehicleMakers,
  useVehicleMakes,
  useVehicleModels,
  useVehicles,
  useVehicleTypes,
} from '@/modules/masters/use-master-list';

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
  const title = [maker?.value, makeText, model?.value].filter(Boolean).join(' ') || 'Your vehicle';
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
        Change
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
          control={control}
          name="vehicleType"
          label="Vehicle Type"
          required
          list={vehicleTypes}
          what="vehicle types"
          placeholder="Select vehicle type"
          onPicked={() => clear('vehicle', 'vehicleMaker', 'vehmaketypid', 'vehicleModel')}
        />
        <OptionField
          control={control}
          name="vehicle"
          label="Vehicle"
          required
          list={vehicles}
          what="vehicles"
          placeholder="Select vehicle"
          waitingText="Choose a vehicle type first"
        />
        <OptionField
          control={control}
          name="vehicleMaker"
          label="Vehicle Maker"
          required
          list={makers}
          what="vehicle makers"
          placeholder="Select vehicle maker"
          onPicked={() => clear('vehmaketypid', 'vehicleModel')}
        />
        <OptionField
          control={control}
          name="vehmaketypid"
          label="Vehicle Make"
          required
          list={makes}
          what="make types"
          placeholder="Select vehicle make"
          waitingText="Choose a vehicle maker first"
          onPicked={(id) => {
            clear('vehicleModel');
            if (!isOtherMake(id)) setValue('vehothers', '');
          }}
        />
        {other && (
          <FormField
            label={UI_TEXTS.other}
            required
            error={errors.vehothers?.message}
            hint="Type the make of your vehicle"
          >
            <Input maxLength={LIMITS.otherMakeMax} autoComplete="off" {...register('vehothers')} />
          </FormField>
        )}
        <OptionField
          control={control}
          name="vehicleModel"
          label="Vehicle Model"
          required
          list={models}
          what="models"
          placeholder="Select vehicle model"
          waitingText="Choose a vehicle make first"
        />
        <FormField label="Registration Number" required error={errors.registrationNumber?.message}>
          <Input
            autoCapitalize="characters"
            autoComplete="off"
            placeholder="e.g. KA01AB1234"
            maxLength={LIMITS.registrationNumberMax}
            {...register('registrationNumber')}
          />
        </FormField>
        <FormField label="Chassis Number" error={errors.chassisNumber?.message}>
          <Input
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={LIMITS.chassisNumberMax}
            {...register('chassisNumber')}
          />
        </FormField>
        <OptionField
          control={control}
          name="vehColor"
          label="Vehicle Color"
          list={colors}
          what="colours"
          placeholder="Select colour (optional)"
        />
        <OptionField
          control={control}
          name="vehicleFuelType"
          label="Fuel Type"
          required
          list={fuels}
          what="fuel types"
          placeholder="Select fuel type"
        />
        <FormField label="Mileage (Km)" error={errors.mileage?.message}>
          <Input inputMode="numeric" maxLength={LIMITS.requestFormMileageInputMax} {...register('mileage')} />
        </FormField>
      </div>
    </>
  );
}
