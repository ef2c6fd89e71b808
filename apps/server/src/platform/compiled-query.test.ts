import SqliteDatabase from 'better-sqlite3';
import { Kysely, NoResultError, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { maxFuelTypeId } from '../test-support/free-fuel-ids.js';
import { compiledQuery } from './compiled-query.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const fuelsBetween = compiledQuery((db, $: { from: number; to: number; name: string }) =>
  db
    .selectFrom('fuel_types')
    .select(['id', 'name'])
    .where('id', '>=', $.from)
    .where('id', '<=', $.to)
    .where('name', '!=', $.name)
    .orderBy('id')
    .limit(50),
);

const plainFuelsBetween = (db: Kysely<Database>, from: number, to: number, name: string) =>
  db
    .selectFrom('fuel_types')
    .select(['id', 'name'])
    .where('id', '>=', from)
    .where('id', '<=', to)
    .where('name', '!=', name)
    .orderBy('id')
    .limit(50);

const insertFuel = compiledQuery((db, $: { id: number; name: string }) =>
  db.insertInto('fuel_types').values({ id: $.id, name: $.name }).returning(['id', 'name']),
);

const maxFuelId = () => maxFuelTypeId(t.app.ctx.db);

describe('compiledQuery (a Kysely query compiled once, run with new values)', () => {
  it('runs the SQL of the plain query and answers what it answers, for any values', async () => {
    const { db } = t.app.ctx;
    const max = await maxFuelId();
    for (const [from, to, name] of [
      [1, max, 'no such name'],
      [2, 3, 'no such name'],
      [max + 1, max + 10, ''],
      [1, max, 'Petrol'],
    ] as const) {
      expect(await fuelsBetween.execute(db, { from, to, name })).toEqual(
        await plainFuelsBetween(db, from, to, name).execute(),
      );
    }
    const plain = plainFuelsBetween(db, 1, 2, 'x').compile();
    let seenSql = '';
    await fuelsBetween.execute(
      {
        getExecutor: () => db.getExecutor(),
        executeQuery: async (query: { sql: string; parameters: readonly unknown[] }) => {
          seenSql = query.sql;
          expect(query.parameters).toEqual(plain.parameters);
          return { rows: [] };
        },
      } as unknown as Kysely<Database>,
      { from: 1, to: 2, name: 'x' },
    );
    expect(seenSql).toBe(plain.sql);
  });

  it('gives every call its own parameters, however many run at once (a pool queues them on PostgreSQL)', async () => {
    const { db } = t.app.ctx;
    const max = await maxFuelId();
    const calls = Array.from({ length: 60 }, (_, i) => 1 + (i % max));
    const answers = await Promise.all(
      calls.map((id) => fuelsBetween.executeTakeFirst(db, { from: id, to: id, name: '' })),
    );
    expect(answers.map((row) => row?.id)).toEqual(calls);
  });

  it('runs inside a transaction with the handle it was compiled for, and rolls back with it', async () => {
    const { db } = t.app.ctx;
    const id = (await maxFuelId()) + 500;
    await fuelsBetween.execute(db, { from: 1, to: 1, name: '' }); // compiled on the handle first
    await expect(
      db.transaction().execute(async (trx) => {
        expect(await insertFuel.executeTakeFirstOrThrow(trx, { id, name: 'Compiled' })).toEqual({
          id,
          name: 'Compiled',
        });
        expect(await fuelsBetween.execute(trx, { from: id, to: id, name: '' })).toEqual([
          { id, name: 'Compiled' },
        ]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await fuelsBetween.execute(db, { from: id, to: id, name: '' })).toEqual([]);
  });

  it('compiles once per database handle, its transactions included', async () => {
    const { db } = t.app.ctx;
    let builds = 0;
    const counted = compiledQuery((qb, $: { id: number }) => {
      builds += 1;
      return qb.selectFrom('fuel_types').select('id').where('id', '=', $.id);
    });
    for (let i = 1; i <= 3; i += 1) {
      expect(await counted.execute(db, { id: i })).toEqual([{ id: i }]);
      await db.transaction().execute(async (trx) => {
        expect(await counted.execute(trx, { id: i })).toEqual([{ id: i }]);
      });
    }
    expect(builds).toBe(1);
  });

  it('keeps one compiled form per database handle (another engine or file gets its own)', async () => {
    const sqlite = new SqliteDatabase(':memory:');
    sqlite.exec('create table fuel_types (id integer primary key, name text not null)');
    sqlite.exec("insert into fuel_types values (1, 'Only here')");
    const other = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    try {
      const here = await fuelsBetween.execute(t.app.ctx.db, { from: 1, to: 1, name: '' });
      expect(here).toHaveLength(1);
      expect(here[0]!.name).not.toBe('Only here');
      expect(await fuelsBetween.execute(other, { from: 1, to: 1, name: '' })).toEqual([
        { id: 1, name: 'Only here' },
      ]);
    } finally {
      await other.destroy();
    }
  });

  it('refuses a value that would change the SQL text, and a placeholder that is not one parameter', async () => {
    const { db } = t.app.ctx;
    await expect(
      fuelsBetween.execute(db, { from: 1, to: undefined as unknown as number, name: '' }),
    ).rejects.toThrow(/'to' must be one value/);
    await expect(
      fuelsBetween.execute(db, { from: 1, to: [1, 2] as unknown as number, name: '' }),
    ).rejects.toThrow(/'to' must be one value/);
    const unused = compiledQuery((qb, $: { id: number; unused: string }) => {
      void $.unused;
      return qb.selectFrom('fuel_types').select('id').where('id', '=', $.id);
    });
    await expect(unused.execute(db, { id: 1, unused: 'x' })).rejects.toThrow(/placeholder 'unused'/);
  });

  it('executeTakeFirstOrThrow throws Kysely NoResultError when nothing matches', async () => {
    await expect(
      fuelsBetween.executeTakeFirstOrThrow(t.app.ctx.db, { from: -2, to: -1, name: '' }),
    ).rejects.toBeInstanceOf(NoResultError);
  });
});
