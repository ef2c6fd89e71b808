import { Languages } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LANGUAGE_NAMES, setLanguage, useLanguage, type Language } from '@/lib/i18n';
import { cn } from '@/lib/cn';

const SHORT_NAMES: Record<Language, string> = { en: 'EN', hi: 'हिं' };
/** The switch's own small Devanagari face (index.css), so 'हिन्दी' reads on devices without a Devanagari font. */
const LANGUAGE_NAME_FONT = "font-['Fixo_Language_Name','Noto_Sans_Devanagari',sans-serif]";

/**
 * English / हिन्दी in every header. Each name is written in its own language (as Indian apps do), so a
 * driver who cannot read the other script still finds theirs; the choice is kept on this device (and, through `onChosen`, on a signed-in account).
 */
export function LanguageSwitch({
  className,
  onChosen,
  compact = false,
}: {
  className?: string;
  /** Short names (EN / हिं) below 2xl too: for headers whose menu needs the room on laptops. */
  compact?: boolean;
  /** After a switch, e.g. to keep the choice on a signed-in account too. */
  onChosen?: (language: Language) => void;
}) {
  const { t } = useTranslation('layout');
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const choose = (next: Language) => {
    if (next === language || busy) return;
    setBusy(true);
    void setLanguage(next)
      .then(() => onChosen?.(next))
      .finally(() => setBusy(false));
  };
  return (
    <div
      role="group"
      aria-label={t('language')}
      aria-busy={busy || undefined}
      className={cn('flex items-center rounded-lg border border-slate-200 p-0.5', className)}
    >
      <Languages
        className={cn('mx-1 hidden size-4 text-slate-500', compact ? '2xl:block' : 'sm:block')}
        aria-hidden
      />
      {(Object.keys(LANGUAGE_NAMES) as Language[]).map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-label={LANGUAGE_NAMES[code]}
          aria-pressed={code === language}
          onClick={() => choose(code)}
          className={cn(
            'min-h-9 rounded-md px-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600',
            code === language ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {/* Phones get the short form, so the header keeps room for the menu. */}
          <span className={cn(compact ? '2xl:hidden' : 'sm:hidden', code === 'hi' && LANGUAGE_NAME_FONT)}>
            {SHORT_NAMES[code]}
          </span>
          <span
            className={cn(
              'hidden',
              compact ? '2xl:inline' : 'sm:inline',
              code === 'hi' && LANGUAGE_NAME_FONT,
            )}
          >
            {LANGUAGE_NAMES[code]}
          </span>
        </button>
      ))}
    </div>
  );
}
