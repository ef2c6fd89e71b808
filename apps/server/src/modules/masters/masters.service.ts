import type { AppContext } from '../../platform/context.js';
import { isHandAddedCity } from '../../db/seed/reference/city-aliases.js';
import { OTHER_MAKE_ID } from '@fixo/shared';

export interface MasterFilters {
  countryId?: number;
  stateId?: number;
  vehicleTypeId?: number;
  makerId?: number;
  makeId?: number;
}

/** Reference lists in the contract's spellings (spec section 3 'Reference lists'), each optionally narrowed for the cascading dropdowns. */
export function createMastersService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;
  return {
    countries: () =>
      db
        .selectFrom('countries')
        .select(['id as countryid', 'name as country', 'phone_code as countrycode'])
        .orderBy('name')
        .execute(),
    states: (filters: MasterFilters) =>
      db
        .selectFrom('states')
        .select(['id as stateid', 'name as state', 'code as statecode', 'country_id as countryid'])
        .$if(filters.countryId !== undefined, (q) => q.where('country_id', '=', filters.countryId!))
        .orderBy('name')
        .execute(),
    // A row is a district when PIN codes are filed under it (pincodes.csv's district column) and it is not one of
    // the hand-added cities: 'Bengaluru Urban' is a district, 'Bengaluru' a city.
    cities: async (filters: MasterFilters) => {
      const [rows, filed] = await Promise.all([
        db
          .selectFrom('cities')
          .select(['id as cityid', 'name as city', 'state_id as stateid'])
          .$if(filters.stateId !== undefined, (q) => q.where('state_id', '=', filters.stateId!))
          .orderBy('name')
          .execute(),
        db
          .selectFrom('pincodes')
          .select('city_id')
          .distinct()
          .$if(filters.stateId !== undefined, (q) => q.where('state_id', '=', filters.stateId!))
          .execute(),
      ]);
      const districtIds = new Set(filed.map((r) => r.city_id));
      return rows.map((r) => ({
        ...r,
        isdistrict: districtIds.has(r.cityid) && !isHandAddedCity(r.city, r.stateid),
      }));
    },
    vehicleTypes: () =>
      db
        .selectFrom('vehicle_types')
        .select(['id as vehicletypeid', 'name as vehicletype'])
        .orderBy('id')
        .execute(),
    vehicles: (filters: MasterFilters) =>
      db
        .selectFrom('vehicles')
        .select(['id as vehicleid', 'name as vehicle', 'vehicle_type_id as vehicletypeid'])
        .$if(filters.vehicleTypeId !== undefined, (q) =>
          q.where('vehicle_type_id', '=', filters.vehicleTypeId!),
        )
        .orderBy('id')
        .execute(),
    makers: (filters: MasterFilters) =>
      db
        .selectFrom('vehicle_makers')
        .select(['id as vehiclemakertypeid', 'name as vehiclemaker'])
        // vehicle_type_ids is stored as ",1,3," so one LIKE finds the makers of a type.
        .$if(filters.vehicleTypeId !== undefined, (q) =>
          q.where('vehicle_type_ids', 'like', `%,${filters.vehicleTypeId},%`),
        )
        .orderBy('name')
        .execute(),
    makes: (filters: MasterFilters) =>
      db
        .selectFrom('vehicle_makes')
        .select(['id as vehiclemaketypeid', 'name as vehiclemake', 'maker_id as vehiclemakertypid'])
        .$if(filters.makerId !== undefined, (q) =>
          q.where((eb) => eb.or([eb('maker_id', '=', filters.makerId!), eb('id', '=', OTHER_MAKE_ID)])),
        )
        // 'Other' goes last so the real makes come first in the dropdown.
        .orderBy((eb) => eb.case().when('id', '=', OTHER_MAKE_ID).then(1).else(0).end())
        .orderBy('name')
        .execute(),
    models: (filters: MasterFilters) =>
      db
        .selectFrom('vehicle_models')
        .select([
          'id as vehiclemodelid',
          'name as vehiclemodel',
          'make_id as vehiclemaketypeid',
          'vehicle_type_id as vehicletypeid',
          'vehicle_id as vehicleid',
        ])
        .$if(filters.makeId !== undefined, (q) => q.where('make_id', '=', filters.makeId!))
        // The 'Other' make has no models: its lists come from the maker's own makes, never another maker's.
        .$if(filters.makerId !== undefined, (q) =>
          q.where(
            'make_id',
            'in',
            db.selectFrom('vehicle_makes').select('id').where('maker_id', '=', filters.makerId!),
          ),
        )
        .$if(filters.vehicleTypeId !== undefined, (q) =>
          q.where('vehicle_type_id', '=', filters.vehicleTypeId!),
        )
        .orderBy('name')
        .execute(),
    colors: () =>
      db
        .selectFrom('vehicle_colors')
        .select(['id as vehiclecolorid', 'name as vehiclecolor'])
        .orderBy('id')
        .execute(),
    fuelTypes: () =>
      db
        .selectFrom('fuel_types')
        .select(['id as vehiclefueltypeid', 'name as vehiclefuel'])
        .orderBy('id')
        .execute(),
    serviceTypes: async () =>
      (
        await db
          .selectFrom('service_types')
          .select(['id as servicetypeid', 'name as servicetype', 'is_roadside'])
          .orderBy('id')
          .execute()
      ).map(({ is_roadside, ...row }) => ({ ...row, isroadside: is_roadside === 1 })),
  };
}
