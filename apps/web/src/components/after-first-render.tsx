import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

import { useMediaQuery } from '@/lib/use-media-query';

import { WIDE_FROM_QUERY, type WideFrom } from './layout/header-parts';
import { LoadBoundary } from './lazy-part';

/**
 * `children` (a part whose code loads later, a `lazyPart` component) from the second render on; `fallback` on
 * the first render and while that code loads. A prerendered screen's first render then matches its HTML, which
 * the app adopts (hydration, main.tsx), instead of a part suspended there and drawn again on the client. When
 * the part's code does not arrive (`lazyPart`), `fallback` stays and the part is fetched again a little later.
 */
export function AfterFirstRender({
  fallback = null,
  children,
}: {
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const [rendered, setRendered] = useState(false);
  // A transition: React renders the part in slices between which the browser can answer a tap. An ordinary update
  // is rendered in one piece, and this one often comes with its code just loaded (49 ms of one task on a phone 4
  // times slower, measured, with the lazy header parts).
  useEffect(() => startTransition(() => setRendered(true)), []);
  if (!rendered) return fallback;
  return (
    <LoadBoundary fallback={fallback} autoRetry>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadBoundary>
  );
}

/**
 * A header part for wide screens only (a desktop menu, its code radix's dropdown): loaded after the first paint and
 * only from `wideFrom` up, so phones and tablets, which use the small-screen menu, never fetch it. Until then
 * `placeholder` (the part's look) holds its place.
 */
export function DesktopPart({
  wideFrom,
  placeholder,
  children,
}: {
  wideFrom: WideFrom;
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const shown = useMediaQuery(WIDE_FROM_QUERY[wideFrom]);
  if (!shown) return placeholder;
  return <AfterFirstRender fallback={placeholder}>{children}</AfterFirstRender>;
}
