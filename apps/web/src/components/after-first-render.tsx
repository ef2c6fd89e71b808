import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * `children` (a part whose code loads later, a `React.lazy` component) from the second render on; `fallback` on
 * the first render and while that code loads. A prerendered screen's first render then matches its HTML, which
 * the app adopts (hydration, main.tsx), instead of a part suspended there and drawn again on the client.
 */
export function AfterFirstRender({
  fallback = null,
  children,
}: {
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const [rendered, setRendered] = useState(false);
  useEffect(() => setRendered(true), []);
  return rendered ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
