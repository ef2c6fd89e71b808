import type { Db } from '../../platform/db.js';
import { vehicleIdFields } from '../masters/index.js';
import { currentSubscription } from '../subscriptions/index.js';

/** The spec's "login user data" for a center: SaaS status comes from its current subscription. */
export async function serviceCenterLoginData(db: Db, serviceCenterId: number) {
  const center = await db
    .selectFrom('service_centers')
    .select(['id', 'name', 'mobile', 'rating', 'rating_count', 'is_active', 'approved_at'])
    .where('id', '=', serviceCenterId)
    .executeTakeFirstOrThrow();
  const subscription = await currentSubscription(db, serviceCenterId);
  return {
    isSaaS: subscription?.isSaas === 1,
    planenddate: subscription?.validTill ?? null,
    planid: subscription?.planId ?? null,
    servicecenterid: center.id,
    servicecentername: center.name,
    mobilenO1: center.mobile,
    scrating: center.rating,
    /** Ours: the number of ratings behind scrating (the header shows '4.6 (23)'). */
    scratingcount: Number(center.rating_count),
    isactive: center.is_active === 1,
    approvedon: center.approved_at,
  };
}

export async function customerLoginData(db: Db, customerId: number) {
  const customer = await db
    .selectFrom('customers')
    .leftJoin('customer_vehicles', 'customer_vehicles.customer_id', 'customers.id')
    .select([
      'customers.id',
      'customers.name',
      'customers.mobile',
      'customers.email',
      'customer_vehicles.chassis_no',
      'customer_vehicles.registration_no',
      'customer_vehicles.mileage',
      'customer_vehicles.vehicle_type_id',
      'customer_vehicles.fuel_type_id',
      'customer_vehicles.vehicle_id',
      'customer_vehicles.maker_id',
      'customer_vehicles.make_id',
      'customer_vehicles.model_id',
      'customer_vehicles.color_id',
    ])
    .where('customers.id', '=', customerId)
    .orderBy('customer_vehicles.id')
    .executeTakeFirstOrThrow();
  return {
    custid: customer.id,
    customername: customer.name,
    mobilenO1: customer.mobile,
    emailid: customer.email,
    vehchassisno: customer.chassis_no ?? '',
    vehregistrationno: customer.registration_no ?? '',
    vehmileage: customer.mileage ?? '',
    ...vehicleIdFields(customer),
  };
}

export async function managerLoginData(db: Db, managerId: number) {
  const manager = await db
    .selectFrom('managers')
    .select(['id', 'name', 'mobile'])
    .where('id', '=', managerId)
    .executeTakeFirstOrThrow();
  return { managerid: manager.id, managername: manager.name, mobilenO1: manager.mobile };
}
