import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createReferenceCache } from './reference-cache.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('reference cache (create validation)', () => {
  it('finds known rows, refuses unknown ids every time, and finds a row added after a miss', async () => {
    const db = t.app.ctx.db;
    const refs = createReferenceCache(db);
    const fuel = await db.selectFrom('fuel_types').select('id').executeTakeFirstOrThrow();
    expect(await refs.exists('fuel_types', fuel.id)).toBe(true);
    expect(await refs.exists('fuel_types', fuel.id)).toBe(true);
    const max = await db
      .selectFrom('fuel_types')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const unknown = Number(max.id) + 1;
    expect(await refs.exists('fuel_types', unknown)).toBe(false);
    expect(await refs.exists('fuel_types', unknown)).toBe(false);
    await db.insertInto('fuel_types').values({ id: unknown, name: 'Hydrogen' }).execute();
    expect(await refs.exists('fuel_types', unknown)).toBe(true);
  });

  it('reads a city state, a make with its maker and a model name', async () => {
    const db = t.app.ctx.db;
    const refs = createReferenceCache(db);
    const city = await db.selectFrom('cities').select(['id', 'state_id']).executeTakeFirstOrThrow();
    expect(await refs.cityState(city.id)).toBe(city.state_id);
    expect(await refs.exists('cities', city.id)).toBe(true);
    expect(await refs.cityState(-1)).toBeUndefined();
    const model = await db
      .selectFrom('vehicle_models')
      .innerJoin('vehicle_makes', 'vehicle_makes.id', 'vehicle_models.make_id')
      .select([
        'vehicle_models.id',
        'vehicle_models.name',
        'vehicle_makes.id as makeId',
        'vehicle_makes.name as make',
      ])
      .executeTakeFirstOrThrow();
    expect(await refs.modelName(model.id)).toBe(model.name);
    expect((await refs.make(model.makeId))?.make).toBe(model.make);
    expect(await refs.exists('vehicle_models', -1)).toBe(false);
  });
});
