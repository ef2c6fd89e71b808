import {
  DEFAULT_LOCATION,
  VALIDATION_MESSAGES as M,
  normalizeRegistrationNumber,
  registrationSeries,
  type CustomerProfile,
  type CustomerRegistration,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import type { SessionUser } from '../../platform/auth.js';
import { postalAddressColumns, postalAddressFields } from '../location/index.js';
import { registerOrUpdate } from '../auth/index.js';
import { isConsentWithdrawn } from '../privacy/index.js';
import { checkPlace, checkVehicle, throwIfAny, vehicleIdFields, type FieldErrors } from '../masters/index.js';

export { ALREADY_REGISTERED_MESSAGE } from '../auth/index.js';

export interface SaveCustomerResult {
  created: boolean;
  customerId: number;
  accountId: number;
  /** The passcode that is now valid when it was set by this call; null when it was left unchanged. */
  passcode: string | null;
}

export function createCustomersService(ctx: AppContext) {
  const { db } = ctx;

  /** Rules beyond the payload schema: reference ids, registration number, location text. */
  async function validate(input: CustomerRegistration): Promise<{ registrationNo: string }> {
    const errors: FieldErrors = {};
    const registrationNo = normalizeRegistrationNumber(input.vehregistrationno);
    if (registrationSeries(registrationNo) === null) errors.vehregistrationno = M.registrationNoInvalid;
    if (input.locationcoordinates === '') errors.locationcoordinates = M.currentLocationRequired;
    const place = await checkPlace(db, input);
    Object.assign(errors, place.errors, await checkVehicle(db, input));
    throwIfAny(errors);
    return { registrationNo };
  }

  /** shareLocation: false once the person withdrew the registration's location consent (Privacy & data). */
  function customerColumns(input: CustomerRegistration, shareLocation: boolean) {
    return {
      name: input.customername,
      ...postalAddressColumns(input),
      location: (shareLocation && input.locationcoordinates) || DEFAULT_LOCATION,
      login_type: input.logintype,
    };
  }

  function vehicleColumns(input: CustomerRegistration, registrationNo: string) {
    return {
      vehicle_type_id: input.vehtypid,
      vehicle_id: input.vehid,
      maker_id: input.vehmakertypid,
      make_id: input.vehmaketypid,
      make_other: input.others || null,
      model_id: input.vehmodelid,
      color_id: input.vehcolorid,
      fuel_type_id: input.vehfueltypeid,
      registration_no: registrationNo,
      chassis_no: input.vehchassisno || null,
      mileage: input.vehmileage || null,
    };
  }

  return {
    /**
     * Registers a new mobile (account + customer + vehicle in one transaction) or updates the caller's own
     * profile. Any other caller for a registered mobile gets 409 and nothing changes.
     */
    async save(
      input: CustomerRegistration,
      caller: SessionUser | null,
      verificationToken?: string,
    ): Promise<SaveCustomerResult> {
      const shareLocation = !(await isConsentWithdrawn(db, input.mobilenO1, 'Customer Registration'));
      const { profileId, ...result } = await registerOrUpdate(ctx, {
        userType: 'Customer',
        mobile: input.mobilenO1,
        passcode: input.loginpasscode,
        caller,
        verificationToken,
        validate: () => validate(input),
        async update(trx, customerId, { registrationNo }, now) {
          await trx
            .updateTable('customers')
            .set({ ...customerColumns(input, shareLocation), updated_at: now })
            .where('id', '=', customerId)
            .execute();
          const vehicle = await trx
            .selectFrom('customer_vehicles')
            .select('id')
            .where('customer_id', '=', customerId)
            .orderBy('id')
            .executeTakeFirst();
          if (vehicle) {
            await trx
              .updateTable('customer_vehicles')
              .set(vehicleColumns(input, registrationNo))
              .where('id', '=', vehicle.id)
              .execute();
          } else {
            await trx
              .insertInto('customer_vehicles')
              .values({ customer_id: customerId, ...vehicleColumns(input, registrationNo) })
              .execute();
          }
        },
        async create(trx, accountId, { registrationNo }, now) {
          const customer = await trx
            .insertInto('customers')
            .values({
              account_id: accountId,
              mobile: input.mobilenO1,
              ...customerColumns(input, shareLocation),
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('customer_vehicles')
            .values({ customer_id: customer.id, ...vehicleColumns(input, registrationNo) })
            .execute();
          return customer.id;
        },
      });
      return { ...result, customerId: profileId };
    },

    /** The profile of one mobile with the names of its reference ids, or null. */
    async profileByMobile(mobile: string): Promise<CustomerProfile | null> {
      return profileByMobile(db, mobile);
    },
  };
}

async function profileByMobile(db: Db, mobile: string): Promise<CustomerProfile | null> {
  const row = await db
    .selectFrom('customers as c')
    .leftJoin('customer_vehicles as v', (join) =>
      join
        .onRef('v.customer_id', '=', 'c.id')
        // the first vehicle is the profile's vehicle
        .on((eb) =>
          eb(
            'v.id',
            '=',
            eb
              .selectFrom('customer_vehicles as v2')
              .select((e) => e.fn.min('v2.id').as('id'))
              .whereRef('v2.customer_id', '=', 'c.id'),
          ),
        ),
    )
    .leftJoin('cities', 'cities.id', 'c.city_id')
    .leftJoin('states', 'states.id', 'c.state_id')
    .leftJoin('countries', 'countries.id', 'c.country_id')
    .leftJoin('vehicle_types', 'vehicle_types.id', 'v.vehicle_type_id')
    .leftJoin('vehicles', 'vehicles.id', 'v.vehicle_id')
    .leftJoin('vehicle_makers', 'vehicle_makers.id', 'v.maker_id')
    .leftJoin('vehicle_makes', 'vehicle_makes.id', 'v.make_id')
    .leftJoin('vehicle_models', 'vehicle_models.id', 'v.model_id')
    .leftJoin('vehicle_colors', 'vehicle_colors.id', 'v.color_id')
    .leftJoin('fuel_types', 'fuel_types.id', 'v.fuel_type_id')
    .select([
      'c.id',
      'c.name',
      'c.mobile',
      'c.mobile2',
      'c.email',
      'c.address1',
      'c.address2',
      'c.city_id',
      'c.state_id',
      'c.country_id',
      'c.postal_code',
      'c.location',
      'c.login_type',
      'v.vehicle_type_id',
      'v.vehicle_id',
      'v.maker_id',
      'v.make_id',
      'v.make_other',
      'v.model_id',
      'v.color_id',
      'v.fuel_type_id',
      'v.registration_no',
      'v.chassis_no',
      'v.mileage',
      'cities.name as city',
      'states.name as state',
      'countries.name as country',
      'vehicle_types.name as vehicletype',
      'vehicles.name as vehicle',
      'vehicle_makers.name as vehiclemaker',
      'vehicle_makes.name as vehiclemake',
      'vehicle_models.name as vehiclemodel',
      'vehicle_colors.name as vehiclecolor',
      'fuel_types.name as vehiclefuel',
    ])
    .where('c.mobile', '=', mobile)
    .executeTakeFirst();
  if (!row) return null;
  return {
    custid: row.id,
    customername: row.name,
    mobilenO1: row.mobile,
    ...postalAddressFields(row),
    locationcoordinates: row.location,
    logintype: row.login_type === 'OTP' ? 'OTP' : 'PassCode',
    ...vehicleIdFields(row),
    others: row.make_other ?? '',
    vehchassisno: row.chassis_no ?? '',
    vehregistrationno: row.registration_no ?? '',
    vehmileage: row.mileage ?? '',
    isactive: true,
    city: row.city ?? '',
    state: row.state ?? '',
    country: row.country ?? '',
    vehicletype: row.vehicletype ?? '',
    vehicle: row.vehicle ?? '',
    vehiclemaker: row.vehiclemaker ?? '',
    vehiclemake: row.vehiclemake ?? '',
    vehiclemodel: row.vehiclemodel ?? '',
    vehiclecolor: row.vehiclecolor ?? '',
    vehiclefuel: row.vehiclefuel ?? '',
  };
}
