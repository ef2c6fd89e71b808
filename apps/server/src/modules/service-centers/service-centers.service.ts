import {
  DEFAULT_LOCATION,
  NEW_SERVICE_CENTER_RATING,
  VALIDATION_MESSAGES as M,
  gstinProblem,
  type ServiceCenterProfile,
  type PageQuery,
  type ServiceCenterRegistration,
} from '@fixo/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { pageWindow, toPage } from '../../platform/paging.js';
import type { SessionUser } from '../../platform/auth.js';
import { postalAddressColumns, postalAddressFields } from '../location/index.js';
import { registerOrUpdate } from '../auth/index.js';
import { geoCellOf } from '../nearby/index.js';
import { checkPlace, throwIfAny, unknownId, type FieldErrors } from '../masters/index.js';

/** Ours: neither the map position nor the PIN code gives a place in India. */
export const LOCATION_NOT_IN_INDIA_MESSAGE =
  'Please share the service center location or enter a valid PIN code in India.';

const COORDINATES_REGEX = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

export interface SaveServiceCenterResult {
  created: boolean;
  serviceCenterId: number;
  accountId: number;
  /** The passcode that is now valid when it was set by this call; null when it was left unchanged. */
  passcode: string | null;
}

export function createServiceCentersService(ctx: AppContext) {
  const { db } = ctx;

  /** The center's position: its own coordinates when they are in India, else its PIN code's. */
  async function resolvePosition(
    input: ServiceCenterRegistration,
    errors: FieldErrors,
  ): Promise<{ lat: number; lng: number } | null> {
    const text = input.locationcoordinates.trim();
    if (text !== '' && text !== DEFAULT_LOCATION) {
      const match = COORDINATES_REGEX.exec(text);
      const lat = Number(match?.[1]);
      const lng = Number(match?.[2]);
      if (!match || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
        errors.locationcoordinates = M.coordinatesInvalid;
        return null;
      }
      if (!(lat === 0 && lng === 0) && (await ctx.geocoder.byCoordinates(lat, lng))) return { lat, lng };
    }
    const place = input.postalcode ? await ctx.geocoder.byPostalCode(input.postalcode) : null;
    if (place) return { lat: place.lat, lng: place.lng };
    errors.locationcoordinates = LOCATION_NOT_IN_INDIA_MESSAGE;
    return null;
  }

  async function missingIds(table: 'service_types' | 'vehicle_makers', ids: number[]): Promise<boolean> {
    const unique = [...new Set(ids)];
    const found = await db.selectFrom(table).select('id').where('id', 'in', unique).execute();
    return found.length !== unique.length;
  }

  /** Rules beyond the payload schema: reference ids, GSTIN of the center's state, position. */
  async function validate(input: ServiceCenterRegistration) {
    const errors: FieldErrors = {};
    const place = await checkPlace(db, input);
    Object.assign(errors, place.errors);
    if (input.gstin !== '') {
      // The payload schema checked the GSTIN itself; here it must also be of the state the address is in.
      const problem = place.stateCode ? gstinProblem(input.gstin, place.stateCode) : M.gstInvalid;
      if (problem) {
        errors.gstin = problem;
        errors.gstno = problem;
      }
    }
    if (await missingIds('service_types', input.servicetypid)) errors.servicetypid = unknownId('service');
    if (await missingIds('vehicle_makers', input.vehmkrid)) errors.vehmkrid = unknownId('vehicle maker');
    const position = await resolvePosition(input, errors);
    throwIfAny(errors);
    return position!;
  }

  function centerColumns(input: ServiceCenterRegistration, position: { lat: number; lng: number }) {
    return {
      name: input.servicecentername,
      contact_person1: input.contactpersoN1,
      contact_person2: input.contactpersoN2 || null,
      ...postalAddressColumns(input),
      lat: position.lat,
      lng: position.lng,
      geo_cell: geoCellOf(position.lat, position.lng),
      office_start: input.officestarttime,
      office_end: input.officeendtime,
      services_provided: input.servicesprovided,
      pickup: input.pickupservice ? 1 : 0,
      gst_no: input.gstin || null,
      login_type: input.logintype,
    };
  }

  async function replaceLinks(trx: Db, centerId: number, input: ServiceCenterRegistration): Promise<void> {
    await trx.deleteFrom('service_center_services').where('service_center_id', '=', centerId).execute();
    await trx.deleteFrom('service_center_makers').where('service_center_id', '=', centerId).execute();
    await trx
      .insertInto('service_center_services')
      .values(
        [...new Set(input.servicetypid)].map((id) => ({ service_center_id: centerId, service_type_id: id })),
      )
      .execute();
    await trx
      .insertInto('service_center_makers')
      .values([...new Set(input.vehmkrid)].map((id) => ({ service_center_id: centerId, maker_id: id })))
      .execute();
  }

  return {
    /**
     * Registers a new mobile (account + center awaiting approval + services + makers in one transaction) or
     * updates the caller's own center. Approval state and rating are never taken from the payload.
     */
    async save(
      input: ServiceCenterRegistration,
      caller: SessionUser | null,
      verificationToken?: string,
    ): Promise<SaveServiceCenterResult> {
      const { profileId, ...result } = await registerOrUpdate(ctx, {
        userType: 'ServiceCenter',
        mobile: input.mobilenO1,
        passcode: input.loginpasscode,
        caller,
        verificationToken,
        validate: () => validate(input),
        async update(trx, centerId, position, now) {
          await trx
            .updateTable('service_centers')
            .set({ ...centerColumns(input, position), updated_at: now })
            .where('id', '=', centerId)
            .execute();
          await replaceLinks(trx, centerId, input);
        },
        async create(trx, accountId, position, now) {
          const center = await trx
            .insertInto('service_centers')
            .values({
              account_id: accountId,
              mobile: input.mobilenO1,
              ...centerColumns(input, position),
              rating: NEW_SERVICE_CENTER_RATING,
              is_active: 0,
              approved_at: null,
              approved_by: null,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await replaceLinks(trx, center.id, input);
          return center.id;
        },
      });
      return { ...result, serviceCenterId: profileId };
    },

    async lookupByMobile(mobile: string) {
      return db
        .selectFrom('service_centers')
        .select(['name as servicecentername', 'mobile as mobilenO1', 'rating as scrating'])
        .where('mobile', '=', mobile)
        .execute();
    },

    async profileByMobile(mobile: string): Promise<ServiceCenterProfile | null> {
      return profileByMobile(db, mobile);
    },

    /** Centers by name for the manager's dropdowns, one page at a time; SEARCH matches part of the name. */
    async all(query: PageQuery & { SEARCH: string }) {
      const { limit, offset } = pageWindow(query);
      let base = db.selectFrom('service_centers');
      const needle = query.SEARCH.toLowerCase();
      if (needle) {
        const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base = base.where(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`);
      }
      const [rows, count] = await Promise.all([
        base
          .select(['id as servicecenterid', 'name as servicecentername'])
          .orderBy('name')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return toPage(rows, count.n);
    },
  };
}

async function profileByMobile(db: Db, mobile: string): Promise<ServiceCenterProfile | null> {
  const row = await db
    .selectFrom('service_centers as sc')
    .leftJoin('cities', 'cities.id', 'sc.city_id')
    .leftJoin('states', 'states.id', 'sc.state_id')
    .leftJoin('countries', 'countries.id', 'sc.country_id')
    .selectAll('sc')
    .select(['cities.name as city', 'states.name as state', 'countries.name as country'])
    .where('sc.mobile', '=', mobile)
    .executeTakeFirst();
  if (!row) return null;
  const [services, makers] = await Promise.all([
    db
      .selectFrom('service_center_services')
      .select('service_type_id as id')
      .where('service_center_id', '=', row.id)
      .orderBy('service_type_id')
      .execute(),
    db
      .selectFrom('service_center_makers')
      .select('maker_id as id')
      .where('service_center_id', '=', row.id)
      .orderBy('maker_id')
      .execute(),
  ]);
  const serviceIds = services.map((s) => s.id);
  const makerIds = makers.map((m) => m.id);
  return {
    servicecenterid: row.id,
    servicecentername: row.name,
    ...postalAddressFields(row),
    contactpersoN1: row.contact_person1,
    contactpersoN2: row.contact_person2 ?? '',
    mobilenO1: row.mobile,
    landline: '',
    locality: '',
    sublocality: '',
    gstin: row.gst_no ?? '',
    locationaddress: '',
    logintype: row.login_type === 'OTP' ? 'OTP' : 'PassCode',
    locationcoordinates: `${row.lat},${row.lng}`,
    vehmkrid: makerIds,
    servicetypid: serviceIds,
    servicesprovided: row.services_provided,
    pickupservice: row.pickup === 1,
    strPICKUPSERVICE: row.pickup === 1 ? 'Yes' : 'No',
    officestarttime: row.office_start,
    officeendtime: row.office_end,
    scrating: Number(row.rating),
    isactive: row.is_active === 1,
    city: row.city ?? '',
    state: row.state ?? '',
    country: row.country ?? '',
    servicetypeids: serviceIds,
    vehmakertypids: makerIds,
  };
}
