import { SUITE_MESSAGES as S, type ShopCustomerPayload } from '@fixo/shared';
import type { Db } from '../../platform/db.js';
import { nowIso } from '../../platform/db.js';
import { conflict, HttpError, notFound } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import { throwIfAny, type FieldErrors } from '../masters/index.js';
import { resolveVehicleIds, type ResolvedVehicleIds } from './vehicle-refs.js';

export interface SaveOptions {
  source?: 'Walk-in' | 'Import' | 'Marketplace';
  consentRef?: string;
  marketplaceCustomerId?: number | null;
  /** Job cards and imports: a customer with this mobile already in the masters is updated instead of refused. */
  reuseByMobile?: boolean;
}

export interface SavedCustomer {
  id: number;
  created: boolean;
  /** Vehicle ids in the order of the payload. */
  vehicleIds: number[];
}

/**
 * Creates or updates a masters customer and their vehicles (one center's rows only). Never touches the
 * marketplace `customers` table nor creates a login. Vehicles not listed are kept: their job cards are history.
 * Run inside the caller's transaction so a job card and its new customer are saved together or not at all.
 */
export async function saveShopCustomer(
  db: Db,
  centerId: number,
  payload: ShopCustomerPayload,
  options: SaveOptions = {},
): Promise<SavedCustomer> {
  const now = nowIso();
  let customerId = payload.shopcustomerid;
  const sameMobile = await db
    .selectFrom('shop_customers')
    .select('id')
    .where('service_center_id', '=', centerId)
    .where('mobile', '=', payload.mobilenO1)
    .executeTakeFirst();
  if (customerId) {
    const own = await db
      .selectFrom('shop_customers')
      .select('id')
      .where('id', '=', customerId)
      .where('service_center_id', '=', centerId)
      .executeTakeFirst();
    if (!own) throw notFound(S.shopCustomerNotFound);
    if (sameMobile && sameMobile.id !== customerId) throw conflict(S.mobileTaken);
  } else if (sameMobile) {
    if (!options.reuseByMobile) {
      throw conflictWith(S.mobileTaken, { mobilenO1: S.mobileTaken });
    }
    customerId = sameMobile.id;
  }

  // reference ids and registration ownership, all fields at once
  const errors: FieldErrors = {};
  const resolved: ResolvedVehicleIds[] = [];
  for (const [i, vehicle] of payload.vehicles.entries()) {
    const { ids, errors: vehicleErrors } = await resolveVehicleIds(db, vehicle, `vehicles.${i}.`);
    Object.assign(errors, vehicleErrors);
    if (ids) resolved.push(ids);
  }
  throwIfAny(errors);
  const existingVehicles = await db
    .selectFrom('shop_vehicles')
    .select(['id', 'shop_customer_id', 'registration_no'])
    .where('service_center_id', '=', centerId)
    .where(
      'registration_no',
      'in',
      payload.vehicles.map((v) => v.vehregistrationno),
    )
    .execute();
  const vehicleIdsToKeep: number[] = [];
  for (const [i, vehicle] of payload.vehicles.entries()) {
    const holder = existingVehicles.find((e) => e.registration_no === vehicle.vehregistrationno);
    if (holder && holder.shop_customer_id !== customerId) {
      throw conflictWith(S.registrationTaken, { [`vehicles.${i}.vehregistrationno`]: S.registrationTaken });
    }
    // the same registration given again without its id updates that vehicle
    vehicleIdsToKeep.push(vehicle.shopvehicleid || holder?.id || 0);
  }
  if (customerId) {
    const listed = vehicleIdsToKeep.filter((id) => id > 0);
    if (listed.length > 0) {
      const mine = await db
        .selectFrom('shop_vehicles')
        .select('id')
        .where('shop_customer_id', '=', customerId)
        .where('id', 'in', listed)
        .execute();
      if (mine.length !== new Set(listed).size) throw notFound(S.shopVehicleNotFound);
    }
  } else if (vehicleIdsToKeep.some((id) => id > 0)) {
    throw notFound(S.shopVehicleNotFound);
  }

  const fields = {
    name: payload.customername,
    name_lower: payload.customername.toLowerCase(),
    mobile: payload.mobilenO1,
    email: payload.emailid,
    address: payload.addresS1,
    gst_no: payload.gstno,
    notes: payload.notes,
    updated_at: now,
  };
  const created = !customerId;
  try {
    if (customerId) {
      await db.updateTable('shop_customers').set(fields).where('id', '=', customerId).execute();
    } else {
      const row = await db
        .insertInto('shop_customers')
        .values({
          ...fields,
          service_center_id: centerId,
          source: options.source ?? 'Walk-in',
          consent_ref: options.consentRef ?? '',
          marketplace_customer_id: options.marketplaceCustomerId ?? null,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      customerId = row.id;
    }
    if (options.consentRef && !created) {
      await db
        .updateTable('shop_customers')
        .set({ consent_ref: options.consentRef })
        .where('id', '=', customerId)
        .execute();
    }
    const vehicleIds: number[] = [];
    for (const [i, vehicle] of payload.vehicles.entries()) {
      const values = {
        ...resolved[i]!,
        registration_no: vehicle.vehregistrationno,
        chassis_no: vehicle.vehchassisno,
        mileage: vehicle.vehmileage,
      };
      const id = vehicleIdsToKeep[i]!;
      if (id > 0) {
        await db.updateTable('shop_vehicles').set(values).where('id', '=', id).execute();
        vehicleIds.push(id);
      } else {
        const row = await db
          .insertInto('shop_vehicles')
          .values({ ...values, service_center_id: centerId, shop_customer_id: customerId, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        vehicleIds.push(row.id);
      }
    }
    return { id: customerId, created, vehicleIds };
  } catch (error) {
    // two saves racing for one mobile or registration: the unique constraints let one in
    if (isUniqueViolation(error)) {
      throw conflict(/registration/i.test(String(error)) ? S.registrationTaken : S.mobileTaken);
    }
    throw error;
  }
}

const conflictWith = (message: string, errors: FieldErrors) => new HttpError(409, message, errors);
