import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRequestPayloadInput, SrStatus } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';
import { centerIdByMobile, validRequestPayload } from './service-requests.fixtures.js';
import { createServiceRequestReportsService } from './service-requests.reports.js';

/**
 * The center's report and dashboard count Indian days and months on a server in another zone (the test setup's
 * America/Los_Angeles). The days are in 2025, long before anything the demo seed makes.
 */

let t: TestApp;
let centerId: number;
let base: ServiceRequestPayloadInput;
let customer: string;
let center: string;
const ist = (text: string) => new Date(`${text}+05:30`);

beforeAll(async () => {
  t = await createTestApp();
  centerId = await centerIdByMobile(t.app.ctx.db, DEMO_MOBILES.firstCenter);
  base = { ...(await validRequestPayload(t.app.ctx.db, centerId)), mobileno: DEMO_MOBILES.customer };
  customer = await t.login(DEMO_MOBILES.customer, 'Customer');
  center = await t.login(DEMO_MOBILES.firstCenter, 'ServiceCenter');
});
afterAll(async () => t.close());

/** A request of the demo customer, moved to `created` (and to `status` at `updated`). */
async function requestAt(created: Date, status: SrStatus = 'Open', updated = created): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ServiceRequest/AddNewServiceRequest',
    payload: base,
    headers: { cookie: customer },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const id: number = response.json().srSERVICEREQUESTID;
  await t.app.ctx.db
    .updateTable('service_requests')
    .set({ created_at: created.toISOString(), updated_at: updated.toISOString(), status })
    .where('id', '=', id)
    .execute();
  return id;
}

describe('Indian days in the service-request report and summary', () => {
  let early: number;
  let late: number;
  beforeAll(async () => {
    late = await requestAt(ist('2025-02-28T23:59:00'), 'Closed', ist('2025-02-28T23:59:30'));
    early = await requestAt(ist('2025-03-01T00:10:00'), 'Closed', ist('2025-03-01T00:20:00'));
  });

  it('a day of the report runs from midnight to midnight India time', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/ServiceRequest/GetServiceRequestReport?FROM=2025-03-01&TO=2025-03-01',
      headers: { cookie: center },
    });
    expect(response.statusCode).toBe(200);
    const rows: { servicerequestid: number; createdon: string }[] = response.json().rows;
    expect(rows.map((r) => [r.servicerequestid, r.createdon])).toEqual([[early, '2025-03-01T00:10:00']]);

    const february = await t.app.inject({
      method: 'GET',
      url: '/api/ServiceRequest/GetServiceRequestReport?FROM=2025-02-28&TO=2025-02-28',
      headers: { cookie: center },
    });
    expect(february.json().rows.map((r: { servicerequestid: number }) => r.servicerequestid)).toEqual([late]);
  });

  it('today, this month and the per-day counts are Indian ones', async () => {
    const reports = createServiceRequestReportsService(t.app.ctx);
    // Noon in India on 1 March is still 28 February in Los Angeles.
    const summary = await reports.summary(centerId, ist('2025-03-01T12:00:00'));
    expect(summary.closedToday).toBe(1);
    expect(summary.closedThisMonth).toBe(1);
    expect(summary.perDay).toHaveLength(30);
    expect(summary.perDay.at(-1)).toEqual({ date: '2025-03-01', count: 1 });
    expect(summary.perDay.at(-2)).toEqual({ date: '2025-02-28', count: 1 });
    expect(summary.perDay[0]!.date).toBe('2025-01-31');

    // 23:59 IST on the last day of February: both were closed by then, but only one this day and this month.
    const before = await reports.summary(centerId, ist('2025-02-28T23:59:45'));
    expect([before.closedToday, before.closedThisMonth]).toEqual([1, 1]);
    expect(before.perDay.at(-1)).toEqual({ date: '2025-02-28', count: 1 });
  });
});
