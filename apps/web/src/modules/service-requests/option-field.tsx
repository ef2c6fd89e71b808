import { useEffect } from 'react';
import { useController, type FieldError } from 'react-hook-form';

import { FormField } from '@/components/ui';
import { MasterSelect, type MasterSelectFieldProps } from '@/modules/masters';

import { useRequestForm } from './request-form-context';

/** The message of an `{ id, value }` field: the value's first (it names the field), then the id's. */
export function optionError(error: unknown): string | undefined {
  const e = error as (FieldError & { id?: FieldError; value?: FieldError }) | undefined;
  return e?.value?.message ?? e?.id?.message ?? e?.message;
}

type OptionName =
  | 'vehicleType'
  | 'vehicle'
  | 'vehicleMaker'
  | 'vehmaketypid'
  | 'vehicleModel'
  | 'vehColor'
  | 'vehicleFuelType'
  | 'selectedCenter';

type OptionFieldProps = Omit<MasterSelectFieldProps, 'name' | 'disabled'> & { name: OptionName };

/**
 * A reference-list select of the service request form holding `{ id, value }` (id + label), as its schema wants.
 * An id set before its list arrived (prefill, location) gets its label once the list is loaded.
 */
export function OptionField({ name, label, required, onPicked, ...select }: OptionFieldProps) {
  const { control, trigger } = useRequestForm();
  const { field, fieldState } = useController({ control, name });
  // react-hook-form only keeps an error found AT a validated path; ours sit one level down
  // (vehicleType.value / .id), so validate those two paths explicitly.
  const validate = () => void trigger([`${name}.value`, `${name}.id`] as Parameters<typeof trigger>[0]);
  const current = (field.value ?? { id: '', value: '' }) as { id?: string | number; value?: string };
  const id = current.id === undefined || current.id === null ? '' : String(current.id);
  const { labelOf, options } = select.list;
  const { onChange } = field;

  useEffect(() => {
    if (id !== '' && !current.value) {
      const found = labelOf(id);
      if (found) onChange({ id, value: found });
    }
  }, [id, current.value, labelOf, onChange, options]);

  return (
    <FormField label={label} required={required} error={optionError(fieldState.error)}>
      <MasterSelect
        ref={field.ref}
        name={field.name}
        {...select}
        value={id}
        onBlur={() => {
          field.onBlur();
          validate();
        }}
        onChange={(e) => {
          const next = e.target.value;
          field.onChange(next === '' ? { id: '', value: '' } : { id: next, value: labelOf(next) });
          if (fieldState.error) validate();
          onPicked?.(next);
        }}
      />
    </FormField>
  );
}
