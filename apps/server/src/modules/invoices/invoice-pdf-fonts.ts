import { createRequire } from 'node:module';
import { openSync, type Font } from 'fontkit';

/**
 * Fonts of the invoice PDF, resolved from node_modules at run time (the same code finds them from src in tests
 * and from apps/server/dist; nothing to copy in the build).
 * - Noto Sans Devanagari (Google Fonts' build): Latin, Devanagari and the ₹ sign; small tables, so laying out
 *   text is about five times faster than with the full Noto Sans.
 * - Noto Sans (full build: Latin Extended, Greek, Cyrillic, Devanagari): only for a text with a character the
 *   first one lacks (a name with 'ō', a '±'), drawn whole in it.
 */
const require = createRequire(import.meta.url);
const devanagari = (weight: string): string =>
  require.resolve(`@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`);
const full = (weight: string): string =>
  require.resolve(`@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`);

export const INVOICE_FONTS = {
  regular: devanagari('400Regular'),
  semibold: devanagari('600SemiBold'),
  bold: devanagari('700Bold'),
} as const;

export const FALLBACK_FONTS = {
  regular: full('400Regular'),
  semibold: full('600SemiBold'),
  bold: full('700Bold'),
} as const;

let primary: Font | undefined;
/** True when some character of `text` has no glyph in the primary font (the weights share one character set). */
export function needsFallback(text: string): boolean {
  primary ??= openSync(INVOICE_FONTS.regular) as Font;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp > 0x7e && cp !== 0x20b9 && !primary.hasGlyphForCodePoint(cp) && !/\s/.test(ch)) return true;
  }
  return false;
}
