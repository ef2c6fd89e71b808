import { registerScreenTexts } from '@/lib/i18n';

/**
 * Namespace `masters`: a reference list's states (MASTER_LIST_TEXTS' templates, written with `{{what}}` so the
 * English comes out the same as the shared functions give it).
 */
export const NAMESPACE = 'masters';
export const TEXTS_EN = registerScreenTexts(NAMESPACE, {
  loading: 'Loading {{what}}...',
  failed: 'Failed to load {{what}}',
  empty: 'No {{what}} available',
});
