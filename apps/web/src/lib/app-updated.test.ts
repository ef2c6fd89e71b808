import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { isGoneAfterUpdate, reloadForUpdate } from './app-updated';

const moduleError = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);
const ours = (file: string) => `${window.location.origin}/assets/${file}`;

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('isGoneAfterUpdate', () => {
  it('is true only when the server answers 404 for the module', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 404 }))),
    );
    expect(await isGoneAfterUpdate(moduleError(ours('page-old.js')))).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 200 }))),
    );
    expect(await isGoneAfterUpdate(moduleError(ours('page.js')))).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await isGoneAfterUpdate(moduleError(ours('page.js')))).toBe(false);
  });

  it('gives up on a signal that drops the answer (the visitor waits for it)', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            signal = init.signal ?? undefined;
            signal?.addEventListener('abort', () => reject(signal?.reason));
          }),
      ),
    );
    // Without its time limit this would never answer (the test's own timeout would fail it).
    expect(await isGoneAfterUpdate(moduleError(ours('page.js')))).toBe(false);
    expect(signal?.aborted).toBe(true);
  });

  it('asks nothing when the browser did not name the module, or named another site', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await isGoneAfterUpdate(new TypeError('Importing a module script failed.'))).toBe(false);
    expect(await isGoneAfterUpdate(moduleError('https://cdn.example.com/x.js'))).toBe(false);
    expect(await isGoneAfterUpdate('not an error')).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('reloadForUpdate', () => {
  it('reloads once, and not again within a minute (a build missing a file cannot loop the tab)', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    expect(reloadForUpdate(1_000_000)).toBe(true);
    expect(reloadForUpdate(1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForUpdate(1_061_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
