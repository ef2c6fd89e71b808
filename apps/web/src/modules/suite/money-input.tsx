import { useEffect, useState } from 'react';
import { paiseToRupees, rupeesToPaise } from '@fixo/shared';

import { Input, type InputProps } from '@/components/ui/input';
import { i18n } from '@/lib/i18n';
import { cn } from '@/lib/cn';

import { NAMESPACE } from './suite.texts';

export interface MoneyInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  /** Integer paise, or the text typed when it is not an amount (so the schema reports it). */
  value: unknown;
  onChange: (paise: number | string) => void;
}

const display = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value)
    ? String(paiseToRupees(value))
    : typeof value === 'string'
      ? value
      : '';

/** Rupees typed by a person ('1,250.50'), kept as integer paise in the form. */
export function MoneyInput({ value, onChange, className, ...props }: MoneyInputProps) {
  const [text, setText] = useState(() => display(value));
  useEffect(() => {
    // Follow outside changes (a catalogue pick fills the price) without fighting the person's typing.
    const current = rupeesToPaise(text);
    if (typeof value === 'number' && current !== value) setText(display(value));
  }, [value]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Input
      {...props}
      className={cn('min-w-0', className)}
      leading="₹"
      inputMode="decimal"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const paise = e.target.value.trim() === '' ? 0 : rupeesToPaise(e.target.value);
        onChange(paise ?? e.target.value);
      }}
    />
  );
}

/** The schemas speak of paise; a person typed rupees. */
export function moneyError(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message.includes('paise') ? i18n.t('moneyHint', { ns: NAMESPACE }) : message;
}
