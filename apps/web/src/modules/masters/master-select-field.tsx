import { useController } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';

import { MasterSelect } from './master-select';
import type { MasterListResult } from './masters-api';

export interface MasterSelectFieldProps {
  /** A field of the surrounding FormProvider's form. */
  name: string;
  label: string;
  list: MasterListResult;
  what: string;
  placeholder: string;
  waitingText?: string;
  /** After the user picks (with the picked id), e.g. to clear the choices that depend on this one. */
  onPicked?: (id: string) => void;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled reference-list select bound to a react-hook-form field (inside a FormProvider). */
export function MasterSelectField({
  name,
  label,
  list,
  what,
  placeholder,
  waitingText,
  onPicked,
  required = true,
  disabled,
}: MasterSelectFieldProps) {
  const { field, fieldState } = useController({ name });
  return (
    <FormField label={label} error={fieldState.error?.message} required={required}>
      <MasterSelect
        name={field.name}
        ref={field.ref}
        value={String(field.value ?? '')}
        onBlur={field.onBlur}
        onChange={(e) => {
          field.onChange(e.target.value);
          onPicked?.(e.target.value);
        }}
        list={list}
        what={what}
        placeholder={placeholder}
        waitingText={waitingText}
        disabled={disabled}
      />
    </FormField>
  );
}
