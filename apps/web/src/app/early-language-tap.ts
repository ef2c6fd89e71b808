/**
 * A prerendered page's buttons do nothing until React takes over: a tap on the language switch in that moment
 * (its buttons carry `lang`) is remembered here and applied once the app is on screen (main.tsx), instead of
 * being lost. The prerendered pages' light entry starts listening (marketing-entry.ts); the app takes the tap.
 */
let languageTappedEarly: string | null = null;
let onLanguageTap: (() => void) | undefined;

const rememberLanguageTap = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest('button[lang][aria-pressed]') : null;
  if (!button) return;
  languageTappedEarly = button.getAttribute('lang');
  onLanguageTap?.();
};

/** Remembers the language tapped from now on; `onTap` runs on each such tap (the light entry starts the app). */
export function rememberEarlyLanguageTaps(onTap?: () => void): void {
  onLanguageTap = onTap;
  document.addEventListener('click', rememberLanguageTap, true);
}

/** The language tapped before the app was on screen, if any; stops listening. */
export function takeEarlyLanguageTap(): string | null {
  document.removeEventListener('click', rememberLanguageTap, true);
  const language = languageTappedEarly;
  languageTappedEarly = null;
  return language;
}
