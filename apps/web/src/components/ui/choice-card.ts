import { cn } from '@/lib/cn';

/**
 * The label of one choice in a row of radio cards (sign in with passcode or OTP, a message channel): the whole
 * card is the target, outlined while its radio has the keyboard focus, branded while chosen.
 */
export function choiceCardClasses(checked: boolean) {
  return cn(
    'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold transition-colors',
    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
    checked
      ? 'border-brand-600 bg-brand-50 text-brand-900'
      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
  );
}
