import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { taxSplitOf } from '@fixo/shared';

import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';

import { useGstStates } from './gst-states';

import { NAMESPACE } from './invoices.texts';

export interface PlaceOfSupplySelectProps {
  /** GST state code ('29'). */
  value: string;
  onChange: (code: string) => void;
  /** The center's own state (from the invoice settings). */
  supplierStateCode: string;
  supplierStateName: string;
  billOfSupply: boolean;
  /** True while the value is the one worked out from the customer's GSTIN (not picked by hand). */
  fromGstin?: boolean;
  /** A sentence after the tax, e.g. that the buyer is registered in another state. */
  note?: ReactNode;
  error?: string;
  name?: string;
  /** The form's handle on the select, so a refused submit can focus it. */
  selectRef?: Ref<HTMLSelectElement>;
  onBlur?: () => void;
}

/**
 * The place of supply of an invoice, with the tax it leads to said under it: within the center's state CGST and
 * SGST, another state IGST (a bill of supply charges neither). A GST mistake here is a wrong invoice, so the
 * consequence is shown before the number is taken.
 */
export function PlaceOfSupplySelect({
  value,
  onChange,
  supplierStateCode,
  supplierStateName,
  billOfSupply,
  fromGstin,
  note,
  error,
  name,
  selectRef,
  onBlur,
}: PlaceOfSupplySelectProps) {
  const { t } = useTranslation(NAMESPACE);
  const states = useGstStates();
  const known = states.options.some((o) => o.value === value);
  const split = value ? taxSplitOf(supplierStateCode, value, billOfSupply) : null;
  const consequence =
    split === 'None'
      ? t('placeNoTax')
      : split === 'IGST'
        ? t('placeOther', { state: supplierStateName })
        : split === 'CGST+SGST'
          ? t('placeWithin', { state: supplierStateName })
          : undefined;
  return (
    <FormField
      label={t('placeOfSupply')}
      required
      error={error}
      hint={
        consequence && (
          <>
            <span className={split === 'IGST' ? 'font-semibold text-amber-800' : undefined}>
              {consequence}
            </span>
            {fromGstin && ` ${t('placeFromGstin')}`}
            {note && <span className="mt-1 block">{note}</span>}
          </>
        )
      }
    >
      {/* A plain select, not the masters' MasterSelect: sharing that part with FixoPro split it into a chunk of its
          own that the customer's request screen then loaded as one more file (+0.2 KB). */}
      <Select
        ref={selectRef}
        onBlur={onBlur}
        name={name}
        value={states.isLoading || known ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        aria-busy={states.isLoading || undefined}
      >
        <option value="">
          {states.isLoading ? t('placeLoading') : states.isError ? t('placeFailed') : t('placeChoose')}
        </option>
        {states.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
