import { afterEach, describe, expect, it } from 'vitest';

import {
  findRecentRequest,
  prefillValuesFrom,
  readRecentRequests,
  RECENT_REQUESTS_MAX,
  rememberRequest,
  updateRecentStatus,
} from './recent-requests';

afterEach(() => localStorage.clear());

const entry = (n: number) => ({
  bookingRef: `FX-${n}`,
  trackingPath: `/track/token-${n}`,
  status: 'Open' as const,
});

describe('recent requests on the device', () => {
  it('keeps the newest first, once per booking reference, at most five', () => {
    for (let n = 1; n <= 7; n++) rememberRequest(entry(n));
    rememberRequest(entry(5));
    const refs = readRecentRequests().map((r) => r.bookingRef);
    expect(refs).toEqual(['FX-5', 'FX-7', 'FX-6', 'FX-4', 'FX-3']);
    expect(refs).toHaveLength(RECENT_REQUESTS_MAX);
  });

  it('records the status last seen on the tracking page', () => {
    rememberRequest(entry(1));
    updateRecentStatus('/track/token-1', 'Rejected', new Date('2026-11-23T10:00:00Z'));
    expect(findRecentRequest('/track/token-1')).toMatchObject({
      status: 'Rejected',
      seenAt: '2026-11-23T10:00:00.000Z',
    });
  });

  it('leaves requests of other devices alone', () => {
    rememberRequest(entry(1));
    updateRecentStatus('/track/someone-else', 'Accepted');
    expect(readRecentRequests()).toHaveLength(1);
    expect(findRecentRequest('/track/someone-else')).toBeUndefined();
  });

  it('ignores unreadable or tampered storage', () => {
    localStorage.setItem('fixo.recentRequests', '{not json');
    expect(readRecentRequests()).toEqual([]);
    localStorage.setItem(
      'fixo.recentRequests',
      JSON.stringify([
        { bookingRef: 'FX-1', trackingPath: 'https://evil.example/', status: 'Open', seenAt: 'x' },
        { bookingRef: 'FX-2', trackingPath: '/track/ok', status: 'Lost', seenAt: 'x' },
        { bookingRef: 'FX-3', trackingPath: '/track/ok', status: 'Accepted', seenAt: 'x' },
      ]),
    );
    expect(readRecentRequests().map((r) => r.bookingRef)).toEqual(['FX-3']);
  });

  it('prefills only the fields that hold something', () => {
    expect(
      prefillValuesFrom({
        issue: 'Flat tyre',
        registrationNumber: '',
        vehColor: null,
        vehicleType: { id: '1', value: 'Car' },
        state: '29',
      }),
    ).toEqual({ issue: 'Flat tyre', vehicleType: { id: '1', value: 'Car' } });
  });
});
