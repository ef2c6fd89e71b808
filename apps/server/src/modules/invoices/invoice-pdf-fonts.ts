import { createRequire } from 'node:module';

/**
 * Noto Sans (Google Fonts' full build: Latin, Devanagari and the ₹ sign in one TTF), resolved from node_modules at
 * run time, so the same code finds it from src (tests, tsx) and from apps/server/dist (no copy in the build).
 */
const require = createRequire(import.meta.url);
const font = (weight: string): string =>
  require.resolve(`@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`);

export const INVOICE_FONTS = {
  regular: font('400Regular'),
  semibold: font('600SemiBold'),
  bold: font('700Bold'),
} as const;
