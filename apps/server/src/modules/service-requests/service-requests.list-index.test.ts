import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("a center's request list (newest first, a page at a time)", () => {
  it('has the (service_center_id, created_at, id) index', async () => {
    const db = t.app.ctx.db;
    const names =
      t.engine === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(db)
        : await sql<{
            name: string;
          }>`select indexname as name from pg_indexes where tablename = 'service_requests'`.execute(db);
    expect(names.rows.map((r) => r.name)).toContain('service_requests_center_created');
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
