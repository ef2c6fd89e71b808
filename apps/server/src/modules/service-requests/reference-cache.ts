import type { Db } from '../../platform/db.js';

/** Reference tables a service request only needs to find by id. */
export type ReferenceTable =
  | 'service_types'
  | 'countries'
  | 'states'
  | 'cities'
  | 'vehicle_types'
  | 'vehicles'
  | 'vehicle_makes'
  | 'vehicle_makers'
  | 'vehicle_models'
  | 'fuel_types'
  | 'vehicle_colors';

export interface ReferenceCache {
  exists(table: ReferenceTable, id: number): Promise<boolean>;
  cityState(id: number): Promise<number | undefined>;
  make(id: number): Promise<{ make: string; maker: string | null } | undefined>;
  modelName(id: number): Promise<string | undefined>;
}

/**
 * Reference rows (types, places, makes, models) are written by the seed and never changed or deleted while the
 * server runs, so a row once found stays true: found rows are remembered, and only an id not seen yet goes to the
 * database (an unknown id every time, so a row added later is still found). A create used to spend 14 of its 25
 * statements here (bench/README.md 'Where the time went').
 */
export function createReferenceCache(db: Db): ReferenceCache {
  const found = new Map<ReferenceTable, Set<number>>();
  const cities = new Map<number, number>();
  const makes = new Map<number, { make: string; maker: string | null }>();
  const models = new Map<number, string>();
  const seen = (table: ReferenceTable) => {
    let set = found.get(table);
    if (!set) found.set(table, (set = new Set()));
    return set;
  };

  const cache: ReferenceCache = {
    async exists(table, id) {
      if (seen(table).has(id)) return true;
      if (table === 'cities') return (await cache.cityState(id)) !== undefined;
      if (table === 'vehicle_makes') return (await cache.make(id)) !== undefined;
      if (table === 'vehicle_models') return (await cache.modelName(id)) !== undefined;
      // One query shape for every table: each has an integer `id` primary key.
      const row = await db
        .selectFrom(table as 'countries')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (row) seen(table).add(id);
      return row !== undefined;
    },
    async cityState(id) {
      if (!cities.has(id)) {
        const row = await db.selectFrom('cities').select('state_id').where('id', '=', id).executeTakeFirst();
        if (!row) return undefined;
        cities.set(id, row.state_id);
        seen('cities').add(id);
      }
      return cities.get(id);
    },
    async make(id) {
      if (!makes.has(id)) {
        const row = await db
          .selectFrom('vehicle_makes')
          .leftJoin('vehicle_makers', 'vehicle_makers.id', 'vehicle_makes.maker_id')
          .select(['vehicle_makes.name as make', 'vehicle_makers.name as maker'])
          .where('vehicle_makes.id', '=', id)
          .executeTakeFirst();
        if (!row) return undefined;
        makes.set(id, { make: row.make, maker: row.maker ?? null });
        seen('vehicle_makes').add(id);
      }
      return makes.get(id);
    },
    async modelName(id) {
      if (!models.has(id)) {
        const row = await db
          .selectFrom('vehicle_models')
          .select('name')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return undefined;
        models.set(id, row.name);
        seen('vehicle_models').add(id);
      }
      return models.get(id);
    },
  };
  return cache;
}
