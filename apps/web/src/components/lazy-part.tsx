import {
  Component,
  lazy,
  Suspense,
  type ComponentProps,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

/** A part's code did not arrive (the network dropped while it was fetched). */
export class PartLoadError extends Error {
  /** When it failed (`performance.now()`): a boundary mounted later knows the failure is not its own. */
  readonly at = performance.now();
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'PartLoadError';
  }
}

/**
 * Whether `error` says a module's code did not arrive: each browser words it its own way (Chromium, Firefox,
 * Safari), and Vite's loader says so of a screen's stylesheet. A module that arrived and threw is not one.
 */
export function isDownloadFailure(error: unknown): boolean {
  if (error instanceof PartLoadError) return true;
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

/**
 * Counts the tries to load parts again (`retryFailedParts`): a part that failed before the latest try gets a fresh
 * React.lazy on its next render. Between tries a failed part keeps failing without a fetch: React renders a failed
 * part again at once, and a new load on every such render would loop as long as the network is down.
 */
let retries = 0;

/** The next render of every part that failed to load fetches its code again (a boundary's retry, a new open). */
export function retryFailedParts(): void {
  retries += 1;
}

/**
 * `React.lazy` for a part of a screen (a menu, a dialog, a map) that can try again: React.lazy keeps a failed
 * load for good, so one dropped request on a phone's network would break the part until a reload. Here, after
 * `retryFailedParts` (a `LoadBoundary`'s retry, the dialog's next open), the part fetches its code again. Render
 * it under a `LoadBoundary`, which keeps the rest of the screen (and what was typed in it) when it fails.
 */
// `any` as in React.lazy's own signature: the part's props are whatever its component takes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  let failedAt: number | undefined;
  const loadPart = (): Promise<{ default: T }> =>
    load().catch((error: unknown) => {
      failedAt = retries;
      throw new PartLoadError(error);
    });
  let Part = lazy(loadPart);
  function LazyPart(props: ComponentProps<T>) {
    if (failedAt !== undefined && retries > failedAt) {
      failedAt = undefined;
      Part = lazy(loadPart);
    }
    return <Part {...props} />;
  }
  return LazyPart;
}

/** How long a boundary waits before each new try of a part that did not load, in ms. */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000];

/**
 * Calls `retry` once: after the delay of try number `tries` (none once the delays are used up) or when the browser
 * is back online, whichever comes first. Returns what cancels it. A part's boundary and the error page of an area
 * that did not arrive (app/route-error-page.tsx) try again on this one schedule.
 */
export function retryLater(tries: number, retry: () => void): () => void {
  const delay = RETRY_DELAYS_MS[tries];
  const cancel = () => {
    clearTimeout(timer);
    window.removeEventListener('online', once);
  };
  const once = () => {
    cancel();
    retry();
  };
  const timer = delay === undefined ? undefined : setTimeout(once, delay);
  window.addEventListener('online', once);
  return cancel;
}

interface LoadBoundaryProps {
  /** Shown while the part cannot be loaded; a function gets `retry` for a 'Try again' button. */
  fallback: ReactNode | ((retry: () => void) => ReactNode);
  /** Called once per failure (a dialog closes itself and says so). */
  onFailed?: () => void;
  /** Try again on its own, a few times and whenever the browser is back online. */
  autoRetry?: boolean;
  children: ReactNode;
}

/**
 * Keeps a screen whole when one of its lazily loaded parts (`lazyPart`) fails to load: the part's fallback stands
 * in for it. Any other error is not the boundary's to hide and goes on to the route's error page.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };
  private tries = 0;
  private readonly mountedAt = performance.now();
  private triedOnMount = false;
  private cancelRetry: (() => void) | undefined;

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (!(error instanceof PartLoadError)) return;
    // The part failed on an earlier visit (the screen or the part opened again): try at once, before saying so.
    if (error.at < this.mountedAt && !this.triedOnMount) {
      this.triedOnMount = true;
      retryFailedParts();
      this.setState({ failed: false, error: undefined });
      return;
    }
    this.props.onFailed?.();
    if (this.props.autoRetry) this.cancelRetry = retryLater(this.tries, this.retry);
  }

  override componentWillUnmount() {
    this.cancelRetry?.();
  }

  retry = () => {
    this.cancelRetry?.();
    this.tries += 1;
    retryFailedParts();
    this.setState({ failed: false, error: undefined });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!(this.state.error instanceof PartLoadError)) throw this.state.error;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.retry) : fallback;
  }
}

/** The fallback of a part the visitor was looking at: it says what happened and offers to try again. */
function PartLoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <p role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm text-slate-700">
      {t('partFailed')}
      <button
        type="button"
        onClick={retry}
        className="min-h-11 font-semibold text-brand-700 underline underline-offset-2"
      >
        {t('tryAgain')}
      </button>
    </p>
  );
}

/**
 * Where a `lazyPart` the visitor is looking at goes (the nearby results, the map, a chart): `loading` while its code
 * loads and, when it does not arrive, a line saying so with 'Try again'; the rest of the screen stays as it is.
 */
export function PartSlot({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  return (
    <LoadBoundary fallback={(retry) => <PartLoadFailed retry={retry} />}>
      <Suspense fallback={loading}>{children}</Suspense>
    </LoadBoundary>
  );
}
