import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

import { cn } from '@/lib/cn';

const field =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors ' +
  'placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-600/20 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ' +
  'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/20';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  /** Fixed text before the value, e.g. '+91' for mobile numbers (not part of the value). */
  leading?: ReactNode;
}

export function Input({ className, type = 'text', leading, ...props }: InputProps) {
  if (leading === undefined) return <input type={type} className={cn(field, 'h-11', className)} {...props} />;
  return (
    <div className="flex w-full">
      <span
        aria-hidden
        className="inline-flex h-11 items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-100 px-3 text-slate-600"
      >
        {leading}
      </span>
      <input type={type} className={cn(field, 'h-11 rounded-l-none', className)} {...props} />
    </div>
  );
}

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cn(field, 'min-h-24 py-2.5', className)} {...props} />;
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
  options?: SelectOption[];
  /** A first, empty entry such as 'Select vehicle type'. */
  placeholder?: string;
}

/** A native select: phones show their own large, familiar picker. */
export function Select({ className, options, placeholder, children, ...props }: SelectProps) {
  return (
    <select className={cn(field, 'h-11 appearance-auto pr-8', className)} {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options?.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  );
}
