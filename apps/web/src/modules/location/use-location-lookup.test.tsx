import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useLocationLookup } from './use-location-lookup';

/** A browser whose geolocation answers every request with the given error code (1 denied, 2 unavailable). */
function geolocationFailingWith(code: 1 | 2) {
  const error = { code, message: 'test', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (_ok: unknown, fail: (e: typeof error) => void) => fail(error),
    },
  });
}

describe('useLocationLookup: how a geolocation failure is logged', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a denied permission is the person’s choice: a warning, no console error, and the denial is reported', async () => {
    geolocationFailingWith(1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useLocationLookup());
    let fix: Awaited<ReturnType<typeof result.current.locateDevice>> | undefined;
    await act(async () => {
      fix = await result.current.locateDevice();
    });
    expect(fix?.failure).toBe('denied');
    expect(result.current.permission).toBe('denied');
    expect(warn).toHaveBeenCalledWith('Geolocation failed', expect.anything());
    expect(error).not.toHaveBeenCalled();
  });

  it('a position the device cannot find is a fault: logged as an error', async () => {
    geolocationFailingWith(2);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useLocationLookup());
    await act(async () => {
      await result.current.locateDevice();
    });
    expect(error).toHaveBeenCalledWith('Geolocation failed', expect.anything());
    expect(warn).not.toHaveBeenCalled();
    expect(result.current.permission).toBeNull();
  });
});
