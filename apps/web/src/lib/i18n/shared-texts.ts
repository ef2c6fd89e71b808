import { AUTH_MESSAGES, ERROR_MESSAGES, VALIDATION_MESSAGES } from '@fixo/shared';

/**
 * The `en` resources of the shared messages: the spec's English texts, taken from packages/shared as they are
 * (never copied), so a translation is keyed by the constant's name and English stays exact by construction.
 * Template functions (`(n) => ...`) are left out: screens that show them interpolate their own keys.
 */
function stringsOf<T extends Record<string, unknown>>(source: T): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Namespace `messages`: validation, error and access messages (what the zod schemas and the API say). */
export const MESSAGES_EN = {
  validation: { ...VALIDATION_MESSAGES },
  errors: stringsOf(ERROR_MESSAGES),
  auth: stringsOf(AUTH_MESSAGES),
};

/**
 * English text → its key in `messages`: the web receives messages as English text (zod issues, API answers)
 * and translates those it knows by key; anything else (a server's own wording) is shown as it came.
 */
export const MESSAGE_KEYS: ReadonlyMap<string, string> = new Map(
  Object.entries(MESSAGES_EN).flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]) => [text, `messages:${group}.${key}`] as const),
  ),
);
