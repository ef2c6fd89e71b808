import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_IDS } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const visit = (overrides: Record<string, unknown> = {}) => ({
  pageid: PAGE_IDS.customerServiceRequest,
  pagename: 'Customer Service Request',
  pagepath: '/dashboard-customer/service-request',
  visitorcount: 1,
  remarks: '',
  lastvisitdatetime: '2026-11-21T10:00:00',
  lastvisitregion: '',
  lastvisitedipaddress: '',
  token: '',
  ...overrides,
});

describe('website stats', () => {
  it('counts visits per page on the server, ignoring the client counter', async () => {
    const url = '/api/Utility/AddAndUpdateWebsiteStats?TOKEN=x';
    await t.app.inject({ method: 'POST', url, payload: visit({ visitorcount: 500 }) });
    const second = await t.app.inject({ method: 'POST', url, payload: visit() });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ pageid: 15, visitorcount: 2 });
  });

  it('refuses a bad record with 400 and records nothing', async () => {
    const before = await t.app.ctx.db.selectFrom('website_stats').selectAll().execute();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Utility/AddAndUpdateWebsiteStats',
      payload: visit({ pageid: 'fifteen', pagename: 'x'.repeat(5000) }),
    });
    expect(response.statusCode).toBe(400);
    const rows = await t.app.ctx.db.selectFrom('website_stats').selectAll().execute();
    expect(rows).toEqual(before);
  });

  it("counts only the spec's pages, under their own names, at a path of this site", async () => {
    const url = '/api/Utility/AddAndUpdateWebsiteStats';
    const before = await t.app.ctx.db.selectFrom('website_stats').selectAll().orderBy('page_id').execute();
    for (const payload of [
      visit({ pageid: 2147483647 }),
      visit({ pageid: 5 }),
      visit({ pagepath: 'https://evil.example/' }),
      visit({ pagepath: '/x<script>' }),
    ]) {
      const refused = await t.app.inject({ method: 'POST', url, payload });
      expect(refused.statusCode).toBe(400);
    }
    expect(await t.app.ctx.db.selectFrom('website_stats').selectAll().orderBy('page_id').execute()).toEqual(
      before,
    );
    const renamed = await t.app.inject({
      method: 'POST',
      url,
      payload: visit({ pageid: PAGE_IDS.customerProfile, pagename: 'HACKED', pagepath: '/customer-profile' }),
    });
    expect(renamed.json()).toMatchObject({ pageid: 17, pagename: 'Customer Profile' });
  });
});
