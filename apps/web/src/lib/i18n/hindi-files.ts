import type { ResourceKey } from 'i18next';

/**
 * Every Hindi namespace file, each its own chunk. This map (one entry per namespace, a few dozen) lives in a
 * chunk of its own too, loaded with the first Hindi text, so an English first page does not carry it.
 */
export const HINDI_FILES = import.meta.glob<{ default: ResourceKey }>('./hi/*.json');
