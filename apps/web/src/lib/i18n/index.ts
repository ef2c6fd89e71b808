import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { useCallback, useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';

import { LANGUAGE_STORAGE_KEY } from '../device-storage-keys';
import { EN_RESOURCES, NAMESPACES } from './en';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The name of each language in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };
/** Intl locale of each language (dates, numbers, ₹). */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
export { LANGUAGE_STORAGE_KEY };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * Hindi namespaces are JSON files, each its own chunk fetched only when Hindi is chosen (their list too: see
 * hindi-files.ts); English is bundled (built from the shared constants), so an English first page never waits
 * for a translation file.
 */
const loadTranslationFile = (language: string, namespace: string) =>
  import('./hindi-files').then(({ HINDI_FILES }) => {
    const load = language === 'hi' ? HINDI_FILES[`./hi/${namespace}.json`] : undefined;
    if (!load) throw new Error(`no ${language} texts for ${namespace}`);
    return load();
  });

/**
 * The shared messages (validation, errors, access) in English, and the map from their text to their key: only a
 * screen in another language needs them (in English a message is shown as it came), so they stay out of the
 * first page's download.
 */
const messageKeys = new Map<string, string>();
/**
 * Makes a namespace's English messages known to translateMessage (and so to every FormField): `keys` maps an
 * English text to its key with the namespace ('suiteMessages:suite.notesMax'). The first key of a text stays.
 */
export function addMessageKeys(keys: ReadonlyMap<string, string>): void {
  keys.forEach((key, text) => messageKeys.has(text) || messageKeys.set(text, key));
}
const loadSharedTexts = () =>
  import('./shared-texts').then((module) => {
    addMessageKeys(module.MESSAGE_KEYS);
    return module;
  });

/** Namespaces loaded only with a language other than English (see loadSharedTexts). */
export const LAZY_NAMESPACES = ['messages'] as const;

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (language === 'en' && namespace === 'messages') {
      loadSharedTexts().then(
        (module) => callback(null, module.MESSAGES_EN),
        (error: Error) => callback(error, false),
      );
      return;
    }
    loadTranslationFile(language, namespace).then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

export const i18n: I18n = i18next.createInstance();
void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    resources: { en: EN_RESOURCES },
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    // English namespaces are in memory; `messages` is loaded only with another language.
    ns: NAMESPACES.filter((ns) => !(LAZY_NAMESPACES as readonly string[]).includes(ns)),
    defaultNS: 'common',
    // English is in memory: init is synchronous, so the first render already has its texts.
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
    returnNull: false,
    showSupportNotice: false,
  });

/** Loads the Devanagari font (a local @fontsource subset) only once Hindi is on screen. */
async function loadFont(language: Language): Promise<void> {
  if (language !== 'hi') return;
  await Promise.all([
    import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
    import('@fontsource/noto-sans-devanagari/devanagari-600.css'),
    import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
  ]);
  // The faces themselves are fetched before the first Hindi paint: text shaped while a face was still loading
  // could stay as empty boxes in Chromium even after the face arrived.
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  await Promise.all(
    [400, 600, 700].map((weight) =>
      document.fonts.load(`${weight} 16px "Noto Sans Devanagari"`, 'हिन्दी').catch(() => undefined),
    ),
  );
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/** Switches the language: its texts (and font) are loaded before the screen changes, and the choice is kept. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  if (language !== 'en') {
    await Promise.all([
      i18n.loadLanguages(language),
      i18n.loadNamespaces([...LAZY_NAMESPACES]),
      loadSharedTexts(),
      loadFont(language),
    ]);
  }
  await i18n.changeLanguage(language);
}

/** At start: a visitor who chose Hindi before gets it back (English needs nothing loaded). */
export function restoreLanguage(): Promise<void> {
  const language = storedLanguage();
  return language === 'en' ? Promise.resolve() : setLanguage(language);
}

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

/** The language on screen (re-renders on a switch). */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, () => 'en');
}

/**
 * Translates a message that arrived as English text (a zod issue, an API answer) when it is one of the shared
 * constants; any other text is returned as it is.
 */
export function translateMessage(t: (key: string) => string, message: string): string {
  const key = messageKeys.get(message);
  return key ? t(key) : message;
}

/**
 * `tm(message)`: translateMessage in the current language. Screens pass the shared constant itself
 * (`tm(ERROR_MESSAGES.enableLocationAlert)`), so English needs no lookup and no download.
 */
export function useMessageTranslator(): <T extends string | undefined>(message: T) => T {
  const language = useLanguage();
  return useCallback(
    <T extends string | undefined>(message: T): T =>
      message === undefined || language === 'en'
        ? message
        : (translateMessage(i18n.getFixedT(language), message) as T),
    [language],
  );
}

/**
 * A lazily loaded screen's namespace: its English lives in the screen's module (`modules/<domain>/<domain>.texts.ts`,
 * so it travels in that screen's chunk, not the first page) and is added here when the chunk loads; Hindi is
 * `./hi/<namespace>.json` as for every namespace. i18n-keys.test.ts finds every `*.texts.ts` by itself.
 */
export function registerScreenTexts<T extends Record<string, unknown>>(namespace: string, english: T): T {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, english);
  // With another language on, its file starts loading with the chunk rather than at the first render.
  if (i18n.language !== 'en') void i18n.loadNamespaces(namespace);
  return english;
}

/** Formats a date or time for the current language (Intl hi-IN / en-IN). */
export function formatDate(value: Date | string, options: Intl.DateTimeFormatOptions, language: Language) {
  return new Intl.DateTimeFormat(LOCALES[language], options).format(new Date(value));
}

export { NAMESPACES };
