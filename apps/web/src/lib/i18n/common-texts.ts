import { TOAST_MESSAGES, UI_TEXTS } from '@fixo/shared';

/**
 * Namespace `common` in English: the spec's screen texts and toasts, taken from packages/shared as they are
 * (never copied), so a translation is keyed by the constant's name and English stays exact by construction.
 */
export const COMMON_EN = { ui: { ...UI_TEXTS }, toast: { ...TOAST_MESSAGES } };
