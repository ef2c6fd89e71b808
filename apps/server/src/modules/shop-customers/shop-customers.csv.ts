import {
  OTHER_MAKE_ID,
  SHOP_CUSTOMER_CSV_COLUMNS,
  SHOP_CUSTOMER_CSV_REQUIRED,
  shopCustomerPayloadSchema,
  SUITE_MESSAGES as S,
  type ShopCustomerPayload,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { checkedCsvRow, csvImport, importRecords, toCsv } from '../../platform/csv.js';
import { saveShopCustomer } from './shop-customer-save.js';
import { shopCustomerFields } from './shop-customers.service.js';
import { vehiclesWithNames } from './vehicle-refs.js';
import type { SuiteCaller } from '../subscriptions/index.js';

/** Payload path → CSV column, so a row's errors name the columns a person sees in the file. */
const COLUMN_OF: Record<string, string> = {
  'vehicles.0.vehregistrationno': 'vehregistrationno',
  'vehicles.0.vehmakertypid': 'vehiclemaker',
  'vehicles.0.vehmaketypid': 'vehiclemake',
  'vehicles.0.vehmodelid': 'vehiclemodel',
  'vehicles.0.others': 'vehiclemake',
  'vehicles.0.vehfueltypeid': 'vehiclefuel',
  'vehicles.0.vehcolorid': 'vehiclecolor',
  'vehicles.0.vehchassisno': 'vehchassisno',
  'vehicles.0.vehmileage': 'vehmileage',
  'vehicles.0.vehtypid': 'vehiclemodel',
};
const columnOf = (path: string): string => COLUMN_OF[path] ?? path;

async function referenceNames(db: Db) {
  const [makers, makes, models, fuels, colors] = await Promise.all([
    db.selectFrom('vehicle_makers').select(['id', 'name']).execute(),
    db.selectFrom('vehicle_makes').select(['id', 'name', 'maker_id']).execute(),
    db.selectFrom('vehicle_models').select(['id', 'name', 'make_id']).execute(),
    db.selectFrom('fuel_types').select(['id', 'name']).execute(),
    db.selectFrom('vehicle_colors').select(['id', 'name']).execute(),
  ]);
  const norm = (s: string) => s.trim().toLowerCase();
  const find = <T extends { name: string }>(
    list: T[],
    name: string,
    where: (r: T) => boolean = () => true,
  ) => (name === '' ? undefined : list.find((r) => norm(r.name) === norm(name) && where(r)));
  return { makers, makes, models, fuels, colors, find };
}

/** One CSV row → the masters payload (names matched to reference ids; unknown names become id -1 → error). */
function rowToPayload(row: Record<string, string>, refs: Awaited<ReturnType<typeof referenceNames>>) {
  const maker = refs.find(refs.makers, row.vehiclemaker ?? '');
  const make =
    refs.find(refs.makes, row.vehiclemake ?? '', (m) => !maker || m.maker_id === maker.id) ??
    (row.vehiclemake ? refs.makes.find((m) => m.id === OTHER_MAKE_ID && row.vehiclemodel === '') : undefined);
  const model = make
    ? refs.find(refs.models, row.vehiclemodel ?? '', (m) => m.make_id === make.id)
    : undefined;
  const fuel = refs.find(refs.fuels, row.vehiclefuel ?? '');
  const color = refs.find(refs.colors, row.vehiclecolor ?? '');
  const errors: Record<string, string> = {};
  if (row.vehiclemaker && !maker) errors.vehiclemaker = S.unknownVehicleMaker;
  if (row.vehiclemake && !make) errors.vehiclemake = S.unknownVehicleMake;
  if (row.vehiclemodel && make && !model) errors.vehiclemodel = S.unknownVehicleModel;
  if (row.vehiclefuel && !fuel) errors.vehiclefuel = S.unknownFuelType;
  if (row.vehiclecolor && !color) errors.vehiclecolor = S.unknownColour;
  const input = {
    shopcustomerid: 0,
    customername: row.customername,
    mobilenO1: row.mobilenO1,
    emailid: row.emailid,
    addresS1: row.addresS1,
    gstno: row.gstno,
    notes: row.notes,
    vehicles: [
      {
        vehregistrationno: row.vehregistrationno,
        vehmakertypid: maker?.id ?? '',
        vehmaketypid: make?.id ?? '',
        vehmodelid: model?.id ?? 0,
        others: make?.id === OTHER_MAKE_ID ? row.vehiclemake : '',
        vehfueltypeid: fuel?.id ?? '',
        vehcolorid: color?.id ?? 0,
        vehchassisno: row.vehchassisno,
        vehmileage: row.vehmileage,
      },
    ],
  };
  const parsed = shopCustomerPayloadSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[columnOf(issue.path.join('.'))] ??= issue.message;
  }
  return { payload: parsed.success ? parsed.data : null, errors };
}

export function createShopCustomersCsv(ctx: AppContext) {
  const { db } = ctx;

  async function check(centerId: number, csv: string) {
    const records = importRecords(csv, SHOP_CUSTOMER_CSV_REQUIRED);
    const refs = await referenceNames(db);
    const holders = await db
      .selectFrom('shop_vehicles')
      .innerJoin('shop_customers', 'shop_customers.id', 'shop_vehicles.shop_customer_id')
      .select(['shop_vehicles.registration_no', 'shop_customers.mobile'])
      .where('shop_vehicles.service_center_id', '=', centerId)
      .execute();
    const ownerOf = new Map(holders.map((h) => [h.registration_no, h.mobile]));
    const rows = records.map((values, i) => {
      const { payload, errors } = rowToPayload(values, refs);
      if (payload) {
        const reg = payload.vehicles[0]!.vehregistrationno;
        const owner = ownerOf.get(reg);
        if (owner && owner !== payload.mobilenO1) errors.vehregistrationno = S.registrationTaken;
        else ownerOf.set(reg, payload.mobilenO1); // a later row may not give this vehicle to someone else
      }
      return checkedCsvRow(i, values, errors, payload);
    });
    return rows;
  }

  /** Rows of one mobile become one customer. */
  async function save({ centerId }: SuiteCaller, payloads: ShopCustomerPayload[]): Promise<void> {
    await db.transaction().execute(async (trx) => {
      for (const payload of payloads) {
        await saveShopCustomer(trx, centerId, payload, { source: 'Import', reuseByMobile: true });
      }
    });
  }

  return {
    ...csvImport((caller: SuiteCaller, csv: string) => check(caller.centerId, csv), save),

    async exportCsv({ centerId }: SuiteCaller): Promise<string> {
      const customers = await db
        .selectFrom('shop_customers')
        .selectAll()
        .where('service_center_id', '=', centerId)
        .orderBy('name_lower')
        .orderBy('id')
        .execute();
      const vehicles = await vehiclesWithNames(
        db,
        customers.map((c) => c.id),
      );
      const rows = customers.flatMap((c) => {
        const base = shopCustomerFields(c);
        const own = vehicles.filter((v) => v.shopcustomerid === c.id);
        return own.map((v) => ({
          ...base,
          vehregistrationno: v.vehregistrationno,
          vehiclemaker: v.vehiclemaker,
          vehiclemake: v.vehiclemake,
          vehiclemodel: v.vehiclemodel,
          vehiclefuel: v.vehiclefuel,
          vehiclecolor: v.vehiclecolor,
          vehchassisno: v.vehchassisno,
          vehmileage: v.vehmileage,
        }));
      });
      return toCsv(SHOP_CUSTOMER_CSV_COLUMNS, rows);
    },
  };
}
