import { OTHER_MAKE_ID, VALIDATION_MESSAGES } from '@fixo/shared';
import type { Db } from '../../platform/db.js';
import { badRequest } from '../../platform/errors.js';

/** Field → message of ids that do not match the reference tables (ours; the spec shows no server texts). */
export type FieldErrors = Record<string, string>;

export const unknownId = (label: string): string => `Please select a valid ${label}.`;
export const notUnder = (label: string, parent: string): string =>
  `The selected ${label} does not belong to the selected ${parent}.`;

/** Throws 400 naming the first failing field when there is any error. */
export function throwIfAny(errors: FieldErrors): void {
  const first = Object.entries(errors)[0];
  if (!first) return;
  throw badRequest(`${first[0]}: ${first[1]}`, errors);
}

/** City belongs to state, state to country. */
export async function checkPlace(
  db: Db,
  ids: { cityid: number; stateid: number; countryid: number },
  keys: { city: string; state: string; country: string } = {
    city: 'cityid',
    state: 'stateid',
    country: 'countryid',
  },
): Promise<{ errors: FieldErrors; stateCode: string | null }> {
  const errors: FieldErrors = {};
  const [country, state, city] = await Promise.all([
    db.selectFrom('countries').select('id').where('id', '=', ids.countryid).executeTakeFirst(),
    db
      .selectFrom('states')
      .select(['id', 'country_id', 'code'])
      .where('id', '=', ids.stateid)
      .executeTakeFirst(),
    db.selectFrom('cities').select(['id', 'state_id']).where('id', '=', ids.cityid).executeTakeFirst(),
  ]);
  if (!country) errors[keys.country] = unknownId('country');
  if (!state) errors[keys.state] = unknownId('state');
  else if (country && state.country_id !== country.id) errors[keys.state] = notUnder('state', 'country');
  if (!city) errors[keys.city] = unknownId('city');
  else if (state && city.state_id !== state.id) errors[keys.city] = notUnder('city', 'state');
  return { errors, stateCode: state?.code ?? null };
}

export interface VehicleIds {
  vehtypid: number;
  vehid: number;
  vehmakertypid: number;
  vehmaketypid: number;
  vehmodelid: number;
  vehcolorid: number;
  vehfueltypeid: number;
}

/**
 * Vehicle belongs to its type, make to maker, model to make. Make 101 'Other' has no maker and no models, so
 * its model may be 0 (the text is required by the payload schema). Colour 0 means none.
 */
export async function checkVehicle(db: Db, v: VehicleIds): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const isOther = v.vehmaketypid === OTHER_MAKE_ID;
  const [type, vehicle, maker, make, model, color, fuel] = await Promise.all([
    db.selectFrom('vehicle_types').select('id').where('id', '=', v.vehtypid).executeTakeFirst(),
    db.selectFrom('vehicles').select(['id', 'vehicle_type_id']).where('id', '=', v.vehid).executeTakeFirst(),
    db.selectFrom('vehicle_makers').select('id').where('id', '=', v.vehmakertypid).executeTakeFirst(),
    db
      .selectFrom('vehicle_makes')
      .select(['id', 'maker_id'])
      .where('id', '=', v.vehmaketypid)
      .executeTakeFirst(),
    db
      .selectFrom('vehicle_models')
      .select(['id', 'make_id'])
      .where('id', '=', v.vehmodelid)
      .executeTakeFirst(),
    db.selectFrom('vehicle_colors').select('id').where('id', '=', v.vehcolorid).executeTakeFirst(),
    db.selectFrom('fuel_types').select('id').where('id', '=', v.vehfueltypeid).executeTakeFirst(),
  ]);
  if (!type) errors.vehtypid = unknownId('vehicle type');
  if (!vehicle) errors.vehid = unknownId('vehicle');
  else if (type && vehicle.vehicle_type_id !== type.id) errors.vehid = notUnder('vehicle', 'vehicle type');
  if (!maker) errors.vehmakertypid = unknownId('vehicle maker');
  if (!make) errors.vehmaketypid = unknownId('vehicle make');
  else if (!isOther && maker && make.maker_id !== maker.id) errors.vehmaketypid = notUnder('make', 'maker');
  if (v.vehmodelid === 0) {
    if (!isOther) errors.vehmodelid = VALIDATION_MESSAGES.vehicleModelProfileRequired;
  } else {
    if (!model) errors.vehmodelid = unknownId('vehicle model');
    else if (!isOther && make && model.make_id !== make.id) errors.vehmodelid = notUnder('model', 'make');
  }
  if (v.vehcolorid !== 0 && !color) errors.vehcolorid = unknownId('vehicle colour');
  if (!fuel) errors.vehfueltypeid = unknownId('fuel type');
  return errors;
}
