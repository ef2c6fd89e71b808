import { Trash2 } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { OTHER_MAKE_ID, type ShopCustomerPayloadInput } from '@fixo/shared';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  idOrUndefined,
  MasterSelectField,
  useFuelTypes,
  useVehicleColors,
  useVehicleMakers,
  useVehicleMakes,
  useVehicleModels,
} from '@/modules/masters';

type VehicleErrors = Partial<Record<string, { message?: string }>>;

/** One vehicle of a masters customer: registration, maker → make → model (cascading), fuel, colour, odometer. */
export function ShopVehicleFields({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { register, setValue, formState, control } = useFormContext<ShopCustomerPayloadInput>();
  const base = `vehicles.${index}` as const;
  const makerId = useWatch({ control, name: `${base}.vehmakertypid` });
  const makeId = useWatch({ control, name: `${base}.vehmaketypid` });
  const isOther = idOrUndefined(makeId) === OTHER_MAKE_ID;
  const makers = useVehicleMakers();
  const makes = useVehicleMakes(makerId);
  const models = useVehicleModels({ makeId: isOther ? undefined : makeId });
  const fuels = useFuelTypes();
  const colors = useVehicleColors();
  const errors = (formState.errors.vehicles?.[index] ?? {}) as VehicleErrors;

  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:grid-cols-2">
      <legend className="flex w-full items-center justify-between px-1 text-sm font-semibold text-slate-700">
        Vehicle {index + 1}
      </legend>
      <FormField
        label="Registration number"
        required
        error={errors.vehregistrationno?.message}
        className="sm:col-span-2"
      >
        <Input
          {...register(`${base}.vehregistrationno`)}
          placeholder="e.g. KA01AB1234 or 22BH1234AA"
          autoCapitalize="characters"
          className="font-mono tracking-wide uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case"
        />
      </FormField>
      <MasterSelectField
        name={`${base}.vehmakertypid`}
        label="Maker"
        list={makers}
        what="makers"
        placeholder="Select maker"
        onPicked={() => {
          setValue(`${base}.vehmaketypid`, '');
          setValue(`${base}.vehmodelid`, '');
        }}
      />
      <MasterSelectField
        name={`${base}.vehmaketypid`}
        label="Make"
        list={makes}
        what="makes"
        placeholder="Select make"
        waitingText="Choose a maker first"
        onPicked={() => setValue(`${base}.vehmodelid`, '')}
      />
      {isOther ? (
        <FormField label="Make and model" error={errors.others?.message}>
          <Input {...register(`${base}.others`)} placeholder="e.g. Force Gurkha" />
        </FormField>
      ) : (
        <MasterSelectField
          name={`${base}.vehmodelid`}
          label="Model"
          list={models}
          what="models"
          placeholder="Select model"
          waitingText="Choose a make first"
          required={false}
        />
      )}
      <MasterSelectField
        name={`${base}.vehfueltypeid`}
        label="Fuel"
        list={fuels}
        what="fuel types"
        placeholder="Select fuel"
      />
      <MasterSelectField
        name={`${base}.vehcolorid`}
        label="Colour"
        list={colors}
        what="colours"
        placeholder="Select colour"
        required={false}
      />
      <FormField label="Odometer (km)" error={errors.vehmileage?.message}>
        <Input {...register(`${base}.vehmileage`)} inputMode="numeric" placeholder="e.g. 42000" />
      </FormField>
      <FormField label="Chassis number" error={errors.vehchassisno?.message}>
        <Input {...register(`${base}.vehchassisno`)} autoCapitalize="characters" />
      </FormField>
      {onRemove && (
        <div className="flex items-end justify-end sm:col-span-2">
          <Button type="button" variant="ghost" onClick={onRemove} className="text-red-700">
            <Trash2 className="size-4" aria-hidden />
            Remove vehicle
          </Button>
        </div>
      )}
    </fieldset>
  );
}
