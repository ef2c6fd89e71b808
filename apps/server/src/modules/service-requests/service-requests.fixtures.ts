import type { ServiceRequestPayloadInput } from '@fixo/shared';
import type { Db } from '../../platform/db.js';

/** The reference ids of a Maruti Swift (every seed has one), named as a customer registration names them. */
export async function swiftReferences(db: Db) {
  const model = await db
    .selectFrom('vehicle_models')
    .innerJoin('vehicle_makes', 'vehicle_makes.id', 'vehicle_models.make_id')
    .select([
      'vehicle_models.id as modelId',
      'vehicle_models.make_id as makeId',
      'vehicle_models.vehicle_type_id as typeId',
      'vehicle_models.vehicle_id as vehicleId',
      'vehicle_makes.maker_id as makerId',
    ])
    .where('vehicle_models.name', 'like', 'Swift%')
    .executeTakeFirstOrThrow();
  const vehicle =
    model.vehicleId ??
    (
      await db
        .selectFrom('vehicles')
        .select('id')
        .where('vehicle_type_id', '=', model.typeId)
        .executeTakeFirstOrThrow()
    ).id;
  return {
    vehtypid: model.typeId,
    vehid: vehicle,
    vehmaketypid: model.makeId,
    vehmakertypid: model.makerId,
    vehmodelid: model.modelId,
  };
}

/** A valid AddNewServiceRequest payload built from real reference rows (tests and the bench use it). */
export async function validRequestPayload(db: Db, centerId: number): Promise<ServiceRequestPayloadInput> {
  const car = await swiftReferences(db);
  const city = await db
    .selectFrom('cities')
    .select(['id', 'state_id'])
    .where('state_id', '=', 29)
    .executeTakeFirstOrThrow();
  const service = await db.selectFrom('service_types').select('id').executeTakeFirstOrThrow();
  const fuel = await db.selectFrom('fuel_types').select('id').executeTakeFirstOrThrow();
  return {
    servicetypeid: service.id,
    issuedescription: 'Problem: Engine will not start after rain',
    custid: 0,
    mobileno: '9876543210',
    cityid: city.id,
    stateid: city.state_id,
    countryid: 1,
    currentlocationaddress: 'Current Location: 5th Cross, Koramangala 6th Block',
    servicecenterid: centerId,
    vehtypid: car.vehtypid,
    vehid: car.vehid,
    vehmaketypeid: car.vehmaketypid,
    vehmakertypid: car.vehmakertypid,
    vehmodelid: car.vehmodelid,
    vehcolorid: 0,
    vehregno: 'KA01AB1234',
    vehfueltypeid: fuel.id,
    vehmileage: '42000',
    locationcoordinates: '12.9352,77.6245',
  };
}

export async function centerIdByMobile(db: Db, mobile: string): Promise<number> {
  return (
    await db.selectFrom('service_centers').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()
  ).id;
}

export async function customerIdByMobile(db: Db, mobile: string): Promise<number> {
  return (
    await db.selectFrom('customers').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()
  ).id;
}
