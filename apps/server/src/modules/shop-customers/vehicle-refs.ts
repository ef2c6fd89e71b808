import {
  OTHER_MAKE_ID,
  VALIDATION_MESSAGES as M,
  type ShopVehicle,
  type ShopVehiclePayload,
} from '@fixo/shared';
import type { ShopVehicleTable, VehicleReferenceColumns } from '../../db/schema.js';
import type { Db } from '../../platform/db.js';
import { notUnder, unknownId, vehicleIdFields, type FieldErrors } from '../masters/index.js';

/** The reference ids of a masters vehicle after checking them, with type and vehicle taken from the model. */
export type ResolvedVehicleIds = Pick<ShopVehicleTable, keyof VehicleReferenceColumns | 'make_other'>;

/**
 * Maker → make → model must hang together (the 'Other' make has no maker and no models: its name is
 * required instead). Type and vehicle come from the model when not given. Errors are keyed `prefix.field`.
 */
export async function resolveVehicleIds(
  db: Db,
  v: ShopVehiclePayload,
  prefix: string,
): Promise<{ ids: ResolvedVehicleIds | null; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const key = (field: string) => `${prefix}${field}`;
  const isOther = v.vehmaketypid === OTHER_MAKE_ID;
  const [maker, make, model, fuel, color, type, vehicle] = await Promise.all([
    db.selectFrom('vehicle_makers').select('id').where('id', '=', v.vehmakertypid).executeTakeFirst(),
    db
      .selectFrom('vehicle_makes')
      .select(['id', 'maker_id'])
      .where('id', '=', v.vehmaketypid)
      .executeTakeFirst(),
    v.vehmodelid
      ? db
          .selectFrom('vehicle_models')
          .select(['id', 'make_id', 'vehicle_type_id', 'vehicle_id'])
          .where('id', '=', v.vehmodelid)
          .executeTakeFirst()
      : Promise.resolve(undefined),
    db.selectFrom('fuel_types').select('id').where('id', '=', v.vehfueltypeid).executeTakeFirst(),
    v.vehcolorid
      ? db.selectFrom('vehicle_colors').select('id').where('id', '=', v.vehcolorid).executeTakeFirst()
      : Promise.resolve({ id: 0 }),
    v.vehtypid
      ? db.selectFrom('vehicle_types').select('id').where('id', '=', v.vehtypid).executeTakeFirst()
      : Promise.resolve(undefined),
    v.vehid
      ? db
          .selectFrom('vehicles')
          .select(['id', 'vehicle_type_id'])
          .where('id', '=', v.vehid)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  if (!maker) errors[key('vehmakertypid')] = unknownId('vehicle maker');
  if (!make) errors[key('vehmaketypid')] = unknownId('vehicle make');
  else if (!isOther && maker && make.maker_id !== maker.id)
    errors[key('vehmaketypid')] = notUnder('make', 'maker');
  if (isOther) {
    if (v.others === '') errors[key('others')] = M.otherMakeRequired;
  } else if (!v.vehmodelid) errors[key('vehmodelid')] = M.vehicleModelProfileRequired;
  else if (!model) errors[key('vehmodelid')] = unknownId('vehicle model');
  else if (make && model.make_id !== make.id) errors[key('vehmodelid')] = notUnder('model', 'make');
  if (!fuel) errors[key('vehfueltypeid')] = unknownId('fuel type');
  if (!color) errors[key('vehcolorid')] = unknownId('vehicle colour');
  if (v.vehtypid && !type) errors[key('vehtypid')] = unknownId('vehicle type');
  if (v.vehid && !vehicle) errors[key('vehid')] = unknownId('vehicle');
  const typeId = v.vehtypid || model?.vehicle_type_id || 0;
  if (!typeId && !errors[key('vehmodelid')]) errors[key('vehtypid')] = M.vehicleTypeRequired;
  if (vehicle && typeId && vehicle.vehicle_type_id !== typeId)
    errors[key('vehid')] = notUnder('vehicle', 'vehicle type');
  if (Object.keys(errors).length > 0) return { ids: null, errors };
  return {
    errors,
    ids: {
      vehicle_type_id: typeId,
      vehicle_id: v.vehid || model?.vehicle_id || 0,
      maker_id: v.vehmakertypid,
      make_id: v.vehmaketypid,
      make_other: isOther ? v.others : '',
      model_id: v.vehmodelid,
      fuel_type_id: v.vehfueltypeid,
      color_id: v.vehcolorid,
    },
  };
}

/** Vehicles of the given customers with the reference names, in the contract's spellings. */
export async function vehiclesWithNames(
  db: Db,
  customerIds: number[],
): Promise<(ShopVehicle & { shopcustomerid: number })[]> {
  if (customerIds.length === 0) return [];
  const rows = await db
    .selectFrom('shop_vehicles as v')
    .leftJoin('vehicle_types as t', 't.id', 'v.vehicle_type_id')
    .leftJoin('vehicle_makers as mk', 'mk.id', 'v.maker_id')
    .leftJoin('vehicle_makes as m', 'm.id', 'v.make_id')
    .leftJoin('vehicle_models as md', 'md.id', 'v.model_id')
    .leftJoin('fuel_types as f', 'f.id', 'v.fuel_type_id')
    .leftJoin('vehicle_colors as c', 'c.id', 'v.color_id')
    .selectAll('v')
    .select([
      't.name as typeName',
      'mk.name as makerName',
      'm.name as makeName',
      'md.name as modelName',
      'f.name as fuelName',
      'c.name as colorName',
    ])
    .where('v.shop_customer_id', 'in', customerIds)
    .orderBy('v.id')
    .execute();
  return rows.map((r) => ({
    shopcustomerid: r.shop_customer_id,
    shopvehicleid: r.id,
    vehregistrationno: r.registration_no,
    ...vehicleIdFields(r),
    others: r.make_other,
    vehchassisno: r.chassis_no,
    vehmileage: r.mileage,
    vehicletype: r.typeName ?? '',
    vehiclemaker: r.makerName ?? '',
    vehiclemake: r.make_other || (r.makeName ?? ''),
    vehiclemodel: r.modelName ?? '',
    vehiclefuel: r.fuelName ?? '',
    vehiclecolor: r.colorName ?? '',
  }));
}

/** 'Maruti Suzuki WagonR (Petrol)' for job cards and estimates. */
export function vehicleLabel(
  v: Pick<ShopVehicle, 'vehiclemaker' | 'vehiclemake' | 'vehiclemodel' | 'vehiclefuel' | 'others'>,
): string {
  const name = [v.vehiclemaker, v.others || v.vehiclemodel].filter(Boolean).join(' ');
  return v.vehiclefuel ? `${name} (${v.vehiclefuel})` : name;
}
