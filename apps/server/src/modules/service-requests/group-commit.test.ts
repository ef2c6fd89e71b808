import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { maxFuelTypeId } from '../../test-support/free-fuel-ids.js';
import { createGroupCommit } from './group-commit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const maxFuelId = () => maxFuelTypeId(t.app.ctx.db);

describe('group commit (creates sharing one transaction)', () => {
  it('commits the units that succeed, rolls back only the one that throws, and each sees the ones before it', async () => {
    const { db } = t.app.ctx;
    const group = createGroupCommit(t.app.ctx.database);
    const base = (await maxFuelId()) + 1000;
    const add = (offset: number, fail = false) =>
      group.run(async (trx) => {
        await trx
          .insertInto('fuel_types')
          .values({ id: base + offset, name: `Group ${offset}` })
          .execute();
        const seen = await trx.selectFrom('fuel_types').select('id').where('id', '>=', base).execute();
        if (fail) throw new Error(`unit ${offset} refused`);
        return seen.length;
      });
    // Started in one tick: on SQLite they share one transaction.
    const results = await Promise.allSettled([add(0), add(1, true), add(2), add(3)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('unit 1 refused'));
    // The failed unit's row is gone before the next unit runs (SQLite) or was never visible (PostgreSQL).
    if (t.app.ctx.database.engine === 'sqlite') {
      expect(results.filter((r) => r.status === 'fulfilled').map((r) => r.value)).toEqual([1, 2, 3]);
    }
    const stored = await db
      .selectFrom('fuel_types')
      .select('id')
      .where('id', '>=', base)
      .orderBy('id')
      .execute();
    expect(stored.map((r) => r.id - base)).toEqual([0, 2, 3]);
  });

  it('answers only after the commit: every acknowledged row is readable at once', async () => {
    const { db } = t.app.ctx;
    const group = createGroupCommit(t.app.ctx.database);
    const base = (await maxFuelId()) + 1;
    const ids = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        group.run(async (trx) => {
          await trx
            .insertInto('fuel_types')
            .values({ id: base + i, name: `Batch ${i}` })
            .execute();
          return base + i;
        }),
      ),
    );
    const found = await db.selectFrom('fuel_types').select('id').where('id', 'in', ids).execute();
    expect(found).toHaveLength(150);
  });
});
