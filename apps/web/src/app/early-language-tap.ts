/**
 * A prerendered page's buttons do nothing until React takes over: a tap on the language switch in that moment
 * (its buttons carry `lang`) is remembered here and applied once the app is on screen (main.tsx), instead of
 * being lost. Both entries start listening: the light one of the prerendered pages, and the app's.
 */
let languageTappedEarly: string | null = null;

const rememberLanguageTap = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest('button[lang][aria-pressed]') : null;
  if (button) languageTappedEarly = button.getAttribute('lang');
};

export function rememberEarlyLanguageTaps(): void {
  // The same listener added twice is kept once.
  document.addEventListener('click', rememberLanguageTap, true);
}

/** The language tapped before the app was on screen, if any; stops listening. */
export function takeEarlyLanguageTap(): string | null {
  document.removeEventListener('click', rememberLanguageTap, true);
  const language = languageTappedEarly;
  languageTappedEarly = null;
  return language;
}
