import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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

import { NAMESPACE } from './shop-customers.texts';

type VehicleErrors = Partial<Record<string, { message?: string }>>;

/** One vehicle of a masters customer: registration, maker → make → model (cascading), fuel, colour, odometer. */
export function ShopVehicleFields({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { t } = useTranslation(NAMESPACE);
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
        {t('vehicleN', { n: index + 1 })}
      </legend>
      <FormField
        label={t('registrationNumber')}
        required
        error={errors.vehregistrationno?.message}
        className="sm:col-span-2"
      >
        <Input
          {...register(`${base}.vehregistrationno`)}
          placeholder={t('registrationExample')}
          autoCapitalize="characters"
          className="font-mono tracking-wide uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case"
        />
      </FormField>
      <MasterSelectField
        name={`${base}.vehmakertypid`}
        label={t('maker')}
        list={makers}
        what={t('makers')}
        placeholder={t('selectMaker')}
        onPicked={() => {
          setValue(`${base}.vehmaketypid`, '');
          setValue(`${base}.vehmodelid`, '');
        }}
      />
      <MasterSelectField
        name={`${base}.vehmaketypid`}
        label={t('make')}
        list={makes}
        what={t('makes')}
        placeholder={t('selectMake')}
        waitingText={t('makerFirst')}
        onPicked={() => setValue(`${base}.vehmodelid`, '')}
      />
      {isOther ? (
        <FormField label={t('makeAndModel')} error={errors.others?.message}>
          <Input {...register(`${base}.others`)} placeholder={t('makeModelExample')} />
        </FormField>
      ) : (
        <MasterSelectField
          name={`${base}.vehmodelid`}
          label={t('model')}
          list={models}
          what={t('models')}
          placeholder={t('selectModel')}
          waitingText={t('makeFirst')}
          required={false}
        />
      )}
      <MasterSelectField
        name={`${base}.vehfueltypeid`}
        label={t('fuel')}
        list={fuels}
        what={t('fuelTypes')}
        placeholder={t('selectFuel')}
      />
      <MasterSelectField
        name={`${base}.vehcolorid`}
        label={t('colour')}
        list={colors}
        what={t('colours')}
        placeholder={t('selectColour')}
        required={false}
      />
      <FormField label={t('odometerKm')} error={errors.vehmileage?.message}>
        <Input {...register(`${base}.vehmileage`)} inputMode="numeric" placeholder={t('odometerExample')} />
      </FormField>
      <FormField label={t('chassisNumber')} error={errors.vehchassisno?.message}>
        <Input {...register(`${base}.vehchassisno`)} autoCapitalize="characters" />
      </FormField>
      {onRemove && (
        <div className="flex items-end justify-end sm:col-span-2">
          <Button type="button" variant="ghost" onClick={onRemove} className="text-red-700">
            <Trash2 className="size-4" aria-hidden />
            {t('removeVehicle')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
