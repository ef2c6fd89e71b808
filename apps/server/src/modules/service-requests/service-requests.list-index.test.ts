import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullScanOf, indexNamesOf, queryPlan } from '../../test-support/query-plan.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { countQuery, filtered, requestQuery } from './service-requests.contract.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const requestIndexNames = (t: TestApp) => indexNamesOf(t, 'service_requests');

describe("a center's request list (newest first, a page at a time)", () => {
  it('has the (service_center_id, created_at, id) index', async () => {
    expect(await requestIndexNames(t)).toContain('service_requests_center_created');
  });

  it.runIf(process.env.FIXO_TEST_ENGINE !== 'postgres')(
    'SQLite walks that index for a page and sorts nothing (no temporary B-tree)',
    async () => {
      const plan = await sql<{ detail: string }>`explain query plan
        select sr.id from service_requests as sr
        inner join service_centers as sc on sc.id = sr.service_center_id
        where sr.service_center_id = ${1} and sr.status in (${'Open'}, ${'Accepted'})
        order by sr.created_at desc, sr.id desc limit ${10} offset ${0}`.execute(t.app.ctx.db);
      const details = plan.rows.map((r) => r.detail).join(' | ');
      expect(details).toContain('service_requests_center_created');
      expect(details).not.toContain('TEMP B-TREE');
    },
  );
});

describe('the queries by customer after 0023 dropped service_requests_customer (customer_id)', () => {
  it('the index is gone and its composite (customer_id, created_at) is there', async () => {
    const list = await requestIndexNames(t);
    expect(list).not.toContain('service_requests_customer');
    expect(list).toContain('service_requests_customer_created');
  });

  it("a customer's list page and its count read (customer_id, created_at)", async () => {
    const db = t.app.ctx.db;
    const page = filtered(requestQuery(db), { customerId: 1 })
      .orderBy('sr.created_at', 'desc')
      .orderBy('sr.id', 'desc')
      .limit(10)
      .offset(0)
      .compile();
    const pageDetails = await queryPlan(t, page);
    expect(pageDetails).toContain('service_requests_customer_created');
    expect(pageDetails).not.toMatch(fullScanOf('service_requests', ['sr']));
    if (t.engine === 'sqlite') expect(pageDetails).not.toContain('TEMP B-TREE');
    const countDetails = await queryPlan(t, filtered(countQuery(db), { customerId: 1 }).compile());
    expect(countDetails).toContain('service_requests_customer_created');
    expect(countDetails).not.toMatch(fullScanOf('service_requests', ['sr']));
  });

  it("the create limit's count (customer and day) reads (customer_id, created_at) alone", async () => {
    const db = t.app.ctx.db;
    const since = new Date().toISOString();
    const details = await queryPlan(
      t,
      db
        .selectFrom('service_requests')
        .select((eb) => [
          eb.fn.countAll().as('day'),
          eb.fn.sum(eb.case().when('created_at', '>=', since).then(1).else(0).end()).as('hour'),
        ])
        .where('customer_id', '=', 1)
        .where('created_at', '>=', since)
        .compile(),
    );
    expect(details).toContain('service_requests_customer_created');
    expect(details).not.toMatch(fullScanOf('service_requests', ['sr']));
    if (t.engine === 'sqlite') expect(details).toContain('COVERING INDEX');
  });

  it("a guest's hourly count (mobile, customer_id = 0) reads an index", async () => {
    const db = t.app.ctx.db;
    const details = await queryPlan(
      t,
      db
        .selectFrom('service_requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('mobile', '=', '9000000000')
        .where('customer_id', '=', 0)
        .where('created_at', '>=', new Date().toISOString())
        .compile(),
    );
    expect(details).toMatch(/service_requests_(mobile|customer)_created/);
    expect(details).not.toMatch(fullScanOf('service_requests', ['sr']));
  });
});
