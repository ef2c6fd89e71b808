import type { ReactNode } from 'react';

/** The big heading of a full page (a profile, a registration, a list of its own), a step above a suite page's. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{children}</h1>;
}
