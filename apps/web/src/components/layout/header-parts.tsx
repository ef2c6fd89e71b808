import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';

import { cn } from '@/lib/cn';

export interface NavItem {
  to: string;
  label: string;
  /** Match only the exact path (for area homes like /dashboard-service). */
  end?: boolean;
  /** Key of the label in the `layout` namespace (other languages); `label` is its English text. */
  textKey?: string;
}

/** The label in the current language: the item's `layout` key when it has one, its English label otherwise. */
export function useNavLabel(): (item: { label: string; textKey?: string }) => string {
  const { t } = useTranslation('layout');
  return (item) => (item.textKey ? t(item.textKey, { defaultValue: item.label }) : item.label);
}

export function navLinkClasses({ isActive }: { isActive: boolean }) {
  return cn(
    'inline-flex min-h-10 items-center rounded-lg px-2.5 text-sm font-semibold whitespace-nowrap transition-colors 2xl:px-3',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );
}

/** From which width the full menu shows; below it the MobileMenu toggle does. Areas with many links wait for xl. */
export type WideFrom = 'lg' | 'xl';
const DESKTOP_ONLY: Record<WideFrom, string> = { lg: 'hidden lg:block', xl: 'hidden xl:block' };
const MOBILE_ONLY: Record<WideFrom, string> = { lg: 'lg:hidden', xl: 'xl:hidden' };
export const INLINE_FROM: Record<WideFrom, string> = { lg: 'lg:inline-flex', xl: 'xl:inline-flex' };
/** The same breakpoints as media queries (Tailwind's lg and xl), for parts that are not even loaded below them. */
export const WIDE_FROM_QUERY: Record<WideFrom, string> = {
  lg: '(min-width: 1024px)',
  xl: '(min-width: 1280px)',
};

export function DesktopNav({
  items,
  label,
  wideFrom = 'lg',
}: {
  items: NavItem[];
  label: string;
  wideFrom?: WideFrom;
}) {
  const labelOf = useNavLabel();
  return (
    <nav aria-label={label} className={DESKTOP_ONLY[wideFrom]}>
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={navLinkClasses}>
              {labelOf(item)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Sticky bar shared by every area's header. */
export function HeaderBar({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-8">{children}</div>
    </header>
  );
}

/**
 * The small-screen menu: a toggle button and a panel under the header.
 * Closes on navigation and on Escape so it never hides the page the user just opened.
 */
export function MobileMenu({
  children,
  label = 'Menu',
  wideFrom = 'lg',
}: {
  children: (close: () => void) => ReactNode;
  label?: string;
  wideFrom?: WideFrom;
}) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const openLabel = label ? `Open ${label.toLowerCase()}` : t('openMenu');
  const closeLabel = label ? `Close ${label.toLowerCase()}` : t('closeMenu');
  return (
    <div className={MOBILE_ONLY[wideFrom]}>
      {/* data-mobile-menu and both labels: the prerendered pages' light entry (marketing-entry.ts) opens this
          menu before the app is loaded; the icon follows aria-expanded, so it is right either way. */}
      <button
        type="button"
        data-mobile-menu
        data-open-label={openLabel}
        data-close-label={closeLabel}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen((value) => !value)}
        className="group flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Menu className="size-6 group-aria-expanded:hidden" aria-hidden />
        <X className="hidden size-6 group-aria-expanded:block" aria-hidden />
      </button>
      {/* a link closes the menu itself: a navigation a form holds back ('Leave without saving?') changes no path */}
      <div
        id={panelId}
        hidden={!open}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
        }}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6">
          {children(() => setOpen(false))}
        </div>
      </div>
    </div>
  );
}

/** A full-width link of the small-screen menu. */
export function mobileNavLinkClasses({ isActive }: { isActive: boolean }) {
  return cn(navLinkClasses({ isActive }), 'flex min-h-12 w-full gap-2 text-base');
}

export function MobileNavLinks({ items }: { items: NavItem[] }) {
  const labelOf = useNavLabel();
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} className={mobileNavLinkClasses}>
            {labelOf(item)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function MobileMenuHeading({ children }: { children: ReactNode }) {
  return (
    <p className="px-3 pt-3 pb-1 text-xs font-bold tracking-wider text-slate-500 uppercase">{children}</p>
  );
}
