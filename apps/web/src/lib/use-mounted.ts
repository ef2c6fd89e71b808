import { useEffect, useState } from 'react';

/**
 * False on the first render, true from the next. A part that loads its code later (a lazy chunk) waits for it:
 * a prerendered screen's first render then matches its HTML, which the app adopts (hydration, main.tsx) instead
 * of a part drawn on the client and reported as an error.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
