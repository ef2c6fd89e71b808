import { AUTH_MESSAGES, CREATE_LIMIT_MESSAGES, ERROR_MESSAGES, VALIDATION_MESSAGES } from '@fixo/shared';

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

/**
 * The reference lists screens name in English ('cities', MasterSelect's `what`): another language says each
 * list's states as whole sentences of its own, never an English noun inside its sentence.
 */
export const LIST_NOUNS = [
  'countries',
  'states',
  'cities',
  'vehicle types',
  'vehicles',
  'vehicle makers',
  'make types',
  'models',
  'colours',
  'fuel types',
  'services',
];

const MESSAGE_GROUPS = {
  validation: { ...VALIDATION_MESSAGES },
  errors: stringsOf(ERROR_MESSAGES),
  auth: stringsOf(AUTH_MESSAGES),
};

/**
 * Namespace `messages`: validation, error and access messages (what the zod schemas and the API say), and the
 * reference lists' states (MASTER_LIST_TEXTS' sentences per list, `lists.<noun>.loading|failed|empty`).
 */
/** A number placeholder through a shared template function (which only puts it into its text). */
const n = (name: string) => `{{${name}}}` as unknown as number;

export const MESSAGES_EN = {
  ...MESSAGE_GROUPS,
  /** Template messages the API names by key (KEYED_MESSAGES `auth.*`, `limits.*`): `templates.<key>`. */
  templates: {
    auth: {
      accountLocked: AUTH_MESSAGES.accountLocked(n('minutes'), false),
      accountLockedOtp: AUTH_MESSAGES.accountLocked(n('minutes'), true),
      tooManyOtpRequests: AUTH_MESSAGES.tooManyOtpRequests(n('minutes')),
      tooManyOtpTries: AUTH_MESSAGES.tooManyOtpTries(n('minutes')),
    },
    limits: {
      customerRequestsPerHour: CREATE_LIMIT_MESSAGES.customerRequestsPerHour(n('n')),
      customerRequestsPerDay: CREATE_LIMIT_MESSAGES.customerRequestsPerDay(n('n')),
      centerOffersPerDay: CREATE_LIMIT_MESSAGES.centerOffersPerDay(n('n')),
      consentsPerHour: CREATE_LIMIT_MESSAGES.consentsPerHour(n('n')),
    },
  },
  lists: Object.fromEntries(
    LIST_NOUNS.map((what) => [
      what,
      // MASTER_LIST_TEXTS' sentences (i18n-keys.test.ts holds them equal): calling the shared functions here
      // would pull them into the entry chunk, which holds the rest of messages.ts, for every first page.
      { loading: `Loading ${what}...`, failed: `Failed to load ${what}`, empty: `No ${what} available` },
    ]),
  ),
};

/**
 * English text → its key in `messages`: the web receives messages as English text (zod issues, API answers)
 * and translates those it knows by key; anything else (a server's own wording) is shown as it came.
 */
export const MESSAGE_KEYS: ReadonlyMap<string, string> = new Map(
  Object.entries(MESSAGE_GROUPS).flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]) => [text, `messages:${group}.${key}`] as const),
  ),
);
