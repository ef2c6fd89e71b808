import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullScanOf, indexNamesOf, queryPlan } from '../../test-support/query-plan.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const MOBILE = '9000000000';

describe('the queries on consents after 0024 dropped consents_mobile (mobile)', () => {
  it('the index is gone and the two composites starting with mobile are there', async () => {
    const names = await indexNamesOf(t, 'consents');
    expect(names).not.toContain('consents_mobile');
    expect(names).toEqual(expect.arrayContaining(['consents_mobile_created', 'consents_mobile_source']));
  });

  it("a number's consents of the last hour (the consent limit) read (mobile, created_at)", async () => {
    const details = await queryPlan(
      t,
      t.app.ctx.db
        .selectFrom('consents')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('mobile', '=', MOBILE)
        .where('created_at', '>=', new Date().toISOString())
        .compile(),
    );
    expect(details).toContain('consents_mobile_created');
    expect(details).not.toMatch(fullScanOf('consents'));
  });

  it("a number's newest own consent for one purpose reads (mobile, page_source, by_owner, id)", async () => {
    const details = await queryPlan(
      t,
      t.app.ctx.db
        .selectFrom('consents')
        .select(['consent_given', 'created_at'])
        .where('mobile', '=', MOBILE)
        .where('page_source', '=', 'AddNewServiceRequest')
        .where('by_owner', '=', 1)
        .orderBy('id', 'desc')
        .limit(1)
        .compile(),
    );
    expect(details).toContain('consents_mobile_source');
    expect(details).not.toMatch(fullScanOf('consents'));
  });

  it("a number's consents, newest first (my data, withdrawal, erasure), read an index", async () => {
    const db = t.app.ctx.db;
    const list = await queryPlan(
      t,
      db
        .selectFrom('consents')
        .selectAll()
        .where('mobile', '=', MOBILE)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .compile(),
    );
    expect(list).not.toMatch(fullScanOf('consents'));
    const update = await queryPlan(
      t,
      db.updateTable('consents').set({ consent_given: 0 }).where('mobile', '=', MOBILE).compile(),
    );
    expect(update).not.toMatch(fullScanOf('consents'));
  });
});
