import { afterEach, describe, expect, it, vi } from 'vitest';

import { masterListPath } from '@fixo/shared';

import { fetchMasterList } from './masters-api';

afterEach(() => vi.unstubAllGlobals());

describe('masterListPath (the address the prerendered request screen names for the browser to fetch early)', () => {
  it('is the address the app fetches a list from, filters included and unset ones left out', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify([{ stateid: 29, state: 'Karnataka', countryid: 1 }]), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const filters = { COUNTRYID: 1, STATEID: undefined };
    await fetchMasterList('GetAllStates', filters);
    expect(masterListPath('GetAllStates', filters)).toBe('/api/Masters/GetAllStates?COUNTRYID=1');
    // Fetched from exactly that address, so the browser's early copy is the one the app gets.
    expect(fetchMock).toHaveBeenCalledWith(masterListPath('GetAllStates', filters), expect.anything());
    expect(masterListPath('GetAllVehicleType')).toBe('/api/Masters/GetAllVehicleType');
  });
});
