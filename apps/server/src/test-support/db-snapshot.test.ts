import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from './test-app.js';
import { changedTables, snapshotTables } from './db-snapshot.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

// The write-route fuzz and the authorization matrix trust this to see any change a refused call makes.
describe('snapshotTables', () => {
  it('sees an update of one field and an insert, and nothing when nothing changed', async () => {
    const db = t.app.ctx.db;
    const first = await snapshotTables(db);
    expect(first['plans']!.rows).toBeGreaterThan(0);
    expect(changedTables(first, await snapshotTables(db))).toEqual([]);

    await sql`update plans set features = features || ' ' where id = (select min(id) from plans)`.execute(db);
    const updated = await snapshotTables(db);
    expect(changedTables(first, updated)).toEqual(['plans (changed)']);

    // a sign-in adds a session
    await t.login('9000000001', 'Manager');
    const sessions = updated['sessions']!.rows;
    expect(changedTables(updated, await snapshotTables(db))).toContain(
      `sessions (${sessions} → ${sessions + 1} rows)`,
    );
  });
});
