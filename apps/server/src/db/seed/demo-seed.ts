import type { Db, Engine } from '../../platform/db.js';
import { seedDemoRatings } from './demo-ratings.js';
import { nowIso } from '../../platform/db.js';
import { hashSecret } from '../../platform/crypto.js';
import type { ReverseGeocoder } from '../../modules/location/index.js';
import { geoCellOf } from '../../modules/nearby/index.js';
import { FREE_PLAN_ID, indiaDayWindow, indiaIsoNoZone } from '@fixo/shared';
import { serviceTypes, vehicleMakers } from './reference/reference-data.js';

export const DEMO_PASSCODE = '1234';

interface DemoCenter {
  name: string;
  contact: string;
  pin: string;
  lat: number;
  lng: number;
  address: string;
  pickup: boolean;
  approved: boolean;
  /** The average its demo ratings come to (they are given through the ratings service); 0: none yet. */
  rating: number;
  hours: [string, string];
  services: string[];
  makers: string[];
  offer?: { code: string; percentage: string; amount: string; custom?: string; primary?: boolean };
  saas?: boolean;
}

const ROADSIDE = ['Breakdown', 'Towing', 'Puncture', 'Battery'];
const WORKSHOP = ['Periodic Service', 'General Repair', 'Brake', 'AC Service'];

/** Real places with real coordinates, so the nearby search has something honest to show. */
const DEMO_CENTERS: DemoCenter[] = [
  {
    name: 'Sri Lakshmi Auto Works',
    contact: 'Manjunath R',
    pin: '560034',
    lat: 12.9352,
    lng: 77.6245,
    address: '14, 80 Feet Road, Koramangala 4th Block',
    pickup: true,
    approved: true,
    rating: 4.6,
    hours: ['08:30', '20:30'],
    services: [...ROADSIDE, ...WORKSHOP],
    makers: ['Maruti', 'Hyundai', 'Tata', 'Honda'],
    offer: { code: 'MONSOON20', percentage: '20', amount: '500', primary: true },
    saas: true,
  },
  {
    name: 'Indiranagar Car Care Centre',
    contact: 'Farhan Ahmed',
    pin: '560038',
    lat: 12.9784,
    lng: 77.6408,
    address: '112, 100 Feet Road, HAL 2nd Stage, Indiranagar',
    pickup: true,
    approved: true,
    rating: 4.3,
    hours: ['09:00', '19:30'],
    services: [...WORKSHOP, 'Denting'],
    makers: ['Hyundai', 'Kia', 'Toyota'],
    offer: {
      code: 'FIRSTVISIT',
      percentage: '300',
      amount: '300',
      custom: 'Free pickup and drop on first service',
    },
  },
  {
    name: 'Jayanagar Two Wheeler Point',
    contact: 'Suresh Gowda',
    pin: '560011',
    lat: 12.9299,
    lng: 77.5826,
    address: '27, 11th Main Road, Jayanagar 3rd Block',
    pickup: false,
    approved: true,
    rating: 4.1,
    hours: ['08:00', '21:00'],
    services: ['Breakdown', 'Puncture', 'Periodic Service', 'General Repair'],
    makers: ['Hero', 'Honda Motorcycle', 'Bajaj', 'TVS', 'Eicher'],
  },
  {
    name: 'Whitefield Highway Rescue & Towing',
    contact: 'Pradeep Nair',
    pin: '560066',
    lat: 12.9698,
    lng: 77.75,
    address: 'Survey 41, ITPL Main Road, Whitefield',
    pickup: true,
    approved: true,
    rating: 4.8,
    hours: ['00:00', '23:59'],
    services: [...ROADSIDE, 'Fuel'],
    makers: ['Maruti', 'Tata', 'Mahindra', 'Ashok'],
    offer: { code: 'TOW10', percentage: '10', amount: '250' },
  },
  {
    name: 'Andheri Motor Garage',
    contact: 'Rajesh Patil',
    pin: '400069',
    lat: 19.1136,
    lng: 72.8697,
    address: 'Shop 5, Mahakali Caves Road, Andheri East',
    pickup: true,
    approved: true,
    rating: 4.4,
    hours: ['09:00', '20:00'],
    services: [...ROADSIDE, ...WORKSHOP],
    makers: ['Maruti', 'Hyundai', 'Honda', 'Skoda'],
    offer: { code: 'MUMBAI30', percentage: '30', amount: '750', primary: true },
  },
  {
    name: 'Dadar Auto Electricals',
    contact: 'Sunil Kadam',
    pin: '400014',
    lat: 19.0178,
    lng: 72.8478,
    address: '88, Senapati Bapat Marg, Dadar West',
    pickup: false,
    approved: true,
    rating: 3.9,
    hours: ['10:00', '19:00'],
    services: ['Battery', 'Electrical', 'AC Service'],
    makers: ['Maruti', 'Tata', 'Mahindra'],
  },
  {
    name: 'Powai Service Station',
    contact: 'Anil Shetty',
    pin: '400076',
    lat: 19.1176,
    lng: 72.906,
    address: 'Hiranandani Gardens, Powai',
    pickup: true,
    approved: true,
    rating: 4.2,
    hours: ['08:00', '20:00'],
    services: [...WORKSHOP, 'Wash'],
    makers: ['Toyota', 'Honda', 'Hyundai', 'Kia'],
  },
  {
    name: 'Karol Bagh Motors',
    contact: 'Harpreet Singh',
    pin: '110005',
    lat: 28.6519,
    lng: 77.1909,
    address: '16/22, Pusa Road, Karol Bagh',
    pickup: true,
    approved: true,
    rating: 4.5,
    hours: ['09:00', '20:00'],
    services: [...ROADSIDE, ...WORKSHOP],
    makers: ['Maruti', 'Hyundai', 'Tata', 'Mahindra'],
    offer: { code: 'DELHI5', percentage: '05', amount: '200' },
  },
  {
    name: 'Lajpat Nagar Bike Clinic',
    contact: 'Vikram Malhotra',
    pin: '110024',
    lat: 28.5677,
    lng: 77.2433,
    address: 'A-12, Central Market, Lajpat Nagar II',
    pickup: false,
    approved: true,
    rating: 4,
    hours: ['09:30', '20:30'],
    services: ['Puncture', 'Periodic Service', 'General Repair', 'Battery'],
    makers: ['Hero', 'Bajaj', 'TVS', 'Eicher', 'Yamaha'],
  },
  {
    name: 'T Nagar Auto Hub',
    contact: 'Karthik Subramanian',
    pin: '600017',
    lat: 13.0418,
    lng: 80.2341,
    address: '45, Usman Road, T Nagar',
    pickup: true,
    approved: true,
    rating: 4.3,
    hours: ['08:30', '20:00'],
    services: [...ROADSIDE, ...WORKSHOP],
    makers: ['Hyundai', 'Maruti', 'Toyota', 'Renault'],
    offer: { code: 'CHENNAI40', percentage: '40', amount: '1000' },
  },
  {
    name: 'Guindy Truck & Bus Service',
    contact: 'Murugan Pillai',
    pin: '600032',
    lat: 13.0067,
    lng: 80.2206,
    address: 'SIDCO Industrial Estate, Guindy',
    pickup: false,
    approved: true,
    rating: 4.1,
    hours: ['07:00', '22:00'],
    services: ['Breakdown', 'Towing', 'General Repair', 'Engine'],
    makers: ['Ashok', 'Tata', 'Eicher', 'BharatBenz'],
  },
  {
    name: 'Madhapur Car Doctors',
    contact: 'Srinivas Reddy',
    pin: '500081',
    lat: 17.4483,
    lng: 78.3915,
    address: 'Plot 9, Ayyappa Society, Madhapur',
    pickup: true,
    approved: true,
    rating: 4.7,
    hours: ['09:00', '21:00'],
    services: [...ROADSIDE, ...WORKSHOP, 'EV'],
    makers: ['Tata', 'Mahindra', 'MG', 'Hyundai'],
    offer: {
      code: 'EVCARE',
      percentage: '499',
      amount: '499',
      custom: 'Free EV battery health check',
      primary: true,
    },
  },
  {
    name: 'Kothrud Auto Care',
    contact: 'Amit Joshi',
    pin: '411038',
    lat: 18.5074,
    lng: 73.8077,
    address: 'Karve Road, near Kothrud Depot',
    pickup: true,
    approved: true,
    rating: 4.2,
    hours: ['09:00', '20:00'],
    services: [...WORKSHOP, 'Tyres'],
    makers: ['Maruti', 'Tata', 'Honda', 'Volkswagen'],
  },
  {
    name: 'Hebbal Express Garage',
    contact: 'Naveen Kumar',
    pin: '560024',
    lat: 13.0358,
    lng: 77.597,
    address: 'Bellary Road, Hebbal',
    pickup: true,
    approved: false,
    rating: 0,
    hours: ['09:00', '19:00'],
    services: ['Periodic Service', 'General Repair'],
    makers: ['Maruti', 'Hyundai'],
  },
  {
    name: 'Thane Roadside Assist',
    contact: 'Prakash More',
    pin: '400601',
    lat: 19.186,
    lng: 72.9759,
    address: 'Gokhale Road, Naupada, Thane West',
    pickup: false,
    approved: false,
    rating: 0,
    hours: ['00:00', '23:59'],
    services: ROADSIDE,
    makers: ['Tata', 'Mahindra'],
  },
];

/** First reference row whose name contains the text (reference names are long, e.g. 'Maruti Suzuki'). */
function idsByName<T>(rows: readonly T[], name: (row: T) => string, id: (row: T) => number, words: string[]) {
  return words
    .map((word) => rows.find((row) => name(row).toLowerCase().includes(word.toLowerCase())))
    .filter((row): row is T => row !== undefined)
    .map(id);
}

async function placeFor(geocoder: ReverseGeocoder, pin: string, lat: number, lng: number) {
  const place = (await geocoder.byPostalCode(pin)) ?? (await geocoder.byCoordinates(lat, lng));
  if (!place) throw new Error(`Demo data: no place found for PIN ${pin}`);
  return place;
}

async function createAccount(db: Db, userType: 'Customer' | 'ServiceCenter' | 'Manager', mobile: string) {
  const row = await db
    .insertInto('accounts')
    .values({
      user_type: userType,
      mobile,
      passcode_hash: await hashSecret(DEMO_PASSCODE),
      // Demo numbers are ours: count them as proven so the demo shows everything linked to them.
      mobile_verified_at: nowIso(),
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const DEMO_MOBILES = {
  manager: '9000000001',
  customer: '9000000002',
  firstCenter: '9000000003',
} as const;

/** Demo accounts for trying the product; only for the embedded default or when asked for. Idempotent. */
export async function seedDemoData(
  db: Db,
  geocoder: ReverseGeocoder,
  engine: Engine = 'sqlite',
): Promise<boolean> {
  const existing = await db
    .selectFrom('accounts')
    .select('id')
    .where('mobile', '=', DEMO_MOBILES.manager)
    .where('user_type', '=', 'Manager')
    .executeTakeFirst();
  if (existing) return false;
  const now = nowIso();

  const managerAccount = await createAccount(db, 'Manager', DEMO_MOBILES.manager);
  await db
    .insertInto('managers')
    .values({ account_id: managerAccount, name: 'Fixo Operations', mobile: DEMO_MOBILES.manager })
    .execute();

  const home = await placeFor(geocoder, '560034', 12.9352, 77.6245);
  const customerAccount = await createAccount(db, 'Customer', DEMO_MOBILES.customer);
  const customer = await db
    .insertInto('customers')
    .values({
      account_id: customerAccount,
      name: 'Ravi Kumar',
      mobile: DEMO_MOBILES.customer,
      mobile2: null,
      email: 'ravi.kumar@example.in',
      address1: '21, 5th Cross, Koramangala 6th Block',
      address2: null,
      city_id: home.cityid,
      state_id: home.stateid,
      country_id: home.countryid,
      postal_code: home.postalcode,
      location: '12.9352,77.6245',
      login_type: 'PassCode',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const swift = await db
    .selectFrom('vehicle_models')
    .innerJoin('vehicle_makes', 'vehicle_makes.id', 'vehicle_models.make_id')
    .select([
      'vehicle_models.id',
      'vehicle_models.make_id',
      'vehicle_models.vehicle_type_id',
      'vehicle_models.vehicle_id',
      'vehicle_makes.maker_id',
    ])
    .where('vehicle_models.name', 'like', 'Swift%')
    .executeTakeFirstOrThrow();
  const petrol = await db
    .selectFrom('fuel_types')
    .select('id')
    .where('name', '=', 'Petrol')
    .executeTakeFirstOrThrow();
  const white = await db
    .selectFrom('vehicle_colors')
    .select('id')
    .where('name', '=', 'White')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('customer_vehicles')
    .values({
      customer_id: customer.id,
      vehicle_type_id: swift.vehicle_type_id,
      vehicle_id: swift.vehicle_id ?? 0,
      maker_id: swift.maker_id,
      make_id: swift.make_id,
      make_other: null,
      model_id: swift.id,
      color_id: white.id,
      fuel_type_id: petrol.id,
      registration_no: 'KA01AB1234',
      chassis_no: 'MA3EWDE1S00123456',
      mileage: '42000',
    })
    .execute();

  const ratingSeq = { next: 0 };
  const demoVehicle = {
    serviceTypeId: (await db.selectFrom('service_types').select('id').executeTakeFirstOrThrow()).id,
    vehicleTypeId: swift.vehicle_type_id,
    vehicleId: swift.vehicle_id ?? 0,
    makerId: swift.maker_id,
    makeId: swift.make_id,
    modelId: swift.id,
    fuelTypeId: petrol.id,
    cityId: home.cityid,
    stateId: home.stateid,
    countryId: home.countryid,
  };
  for (const [index, demo] of DEMO_CENTERS.entries()) {
    const mobile = String(Number(DEMO_MOBILES.firstCenter) + index);
    const place = await placeFor(geocoder, demo.pin, demo.lat, demo.lng);
    const accountId = await createAccount(db, 'ServiceCenter', mobile);
    const serviceIds = idsByName(
      serviceTypes,
      (s) => s.servicetype,
      (s) => s.servicetypeid,
      demo.services,
    );
    const makerIds = idsByName(
      vehicleMakers,
      (m) => m.vehiclemaker,
      (m) => m.vehmakertypid,
      demo.makers,
    );
    const serviceNames = serviceTypes
      .filter((s) => serviceIds.includes(s.servicetypeid))
      .map((s) => s.servicetype);
    const center = await db
      .insertInto('service_centers')
      .values({
        account_id: accountId,
        name: demo.name,
        contact_person1: demo.contact,
        contact_person2: null,
        mobile,
        mobile2: null,
        email: `${demo.name
          .toLowerCase()
          .replace(/[^a-z]+/g, '.')
          .replace(/^\.|\.$/g, '')}@example.in`,
        address1: `${demo.address}, ${place.city}, ${place.state} ${demo.pin}`,
        address2: null,
        city_id: place.cityid,
        state_id: place.stateid,
        country_id: place.countryid,
        postal_code: demo.pin,
        lat: demo.lat,
        lng: demo.lng,
        geo_cell: geoCellOf(demo.lat, demo.lng),
        office_start: demo.hours[0],
        office_end: demo.hours[1],
        services_provided: serviceNames.join(', '),
        pickup: demo.pickup ? 1 : 0,
        gst_no: null,
        login_type: 'PassCode',
        // Starts at 0 like any new center; the demo ratings below make it the real average.
        rating: 0,
        is_active: demo.approved ? 1 : 0,
        approved_at: demo.approved ? now : null,
        approved_by: demo.approved ? managerAccount : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (serviceIds.length) {
      await db
        .insertInto('service_center_services')
        .values(serviceIds.map((id) => ({ service_center_id: center.id, service_type_id: id })))
        .execute();
    }
    if (makerIds.length) {
      await db
        .insertInto('service_center_makers')
        .values([...new Set(makerIds)].map((id) => ({ service_center_id: center.id, maker_id: id })))
        .execute();
    }
    const validTill = new Date(Date.now() + (demo.saas ? 365 : 30) * 86_400_000).toISOString();
    await db
      .insertInto('subscriptions')
      .values({
        service_center_id: center.id,
        plan_id: demo.saas ? 4 : FREE_PLAN_ID,
        pm_id: 1,
        sppm_id: 0,
        amount_received_paise: demo.saas ? 9999_00 : 0,
        received_at: now,
        valid_till: validTill,
        status: 'Paid',
        gateway_confirmation: demo.saas ? 'DEMO-UPI-0001' : null,
        is_active: 1,
        created_at: now,
      })
      .execute();
    if (demo.offer) {
      const start = indiaDayWindow(new Date()).start;
      const end = new Date(start.getTime() + 90 * 86_400_000);
      await db
        .insertInto('offers')
        .values({
          service_center_id: center.id,
          discount_percentage: demo.offer.percentage,
          custom_offer: demo.offer.custom ?? '',
          discount_amount: demo.offer.amount,
          offer_code: demo.offer.code,
          start_date: indiaIsoNoZone(start),
          end_date: indiaIsoNoZone(end),
          valid_till: null,
          is_active: 1,
          is_primary: demo.offer.primary ? 1 : 0,
          remarks: 'Demo offer',
          record_by: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    if (demo.approved && demo.rating > 0) {
      await seedDemoRatings(
        db,
        engine,
        {
          id: center.id,
          accountId,
          average: demo.rating,
          wanted: 5 + ((index * 5) % 11),
          location: `${demo.lat},${demo.lng}`,
        },
        demoVehicle,
        ratingSeq,
      );
    }
  }
  return true;
}

export const DEMO_CENTER_COUNT = DEMO_CENTERS.length;
export const DEMO_CENTER_NAMES = DEMO_CENTERS.map((c) => c.name);

/** Every mobile the demo seed signs in with (manager, customer, centers). */
export function demoMobiles(): string[] {
  const first = Number(DEMO_MOBILES.firstCenter);
  return [
    DEMO_MOBILES.manager,
    DEMO_MOBILES.customer,
    ...Array.from({ length: DEMO_CENTER_COUNT }, (_, i) => String(first + i)),
  ];
}

/** How many demo accounts (known passcode 1234) the database holds. */
export async function countDemoAccounts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('mobile', 'in', demoMobiles())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
