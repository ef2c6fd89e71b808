import {
  OTHER_MAKE_ID,
  SHOP_CUSTOMER_CSV_COLUMNS,
  SHOP_CUSTOMER_CSV_REQUIRED,
  shopCustomerPayloadSchema,
  SUITE_MESSAGES as S,
  type CsvImportBody,
  type CsvImportResult,
  type ShopCustomerPayload,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { importRecords, toCsv } from '../../platform/csv.js';
import { HttpError } from '../../platform/errors.js';
import { saveShopCustomer } from './shop-customer-save.js';
import { vehiclesWithNames } from './vehicle-refs.js';
import { keyedMessage } from '../../platform/keyed-message.js';

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
      const valid = Object.keys(errors).length === 0;
      return { rowno: i + 1, valid, errors, values, payload: valid ? payload : null };
    });
    return rows;
  }

  const summary = (rows: Awaited<ReturnType<typeof check>>, saved: number): CsvImportResult => ({
    rows: rows.map(({ payload: _p, ...r }) => r),
    validcount: rows.filter((r) => r.valid).length,
    errorcount: rows.filter((r) => !r.valid).length,
    saved,
  });

  return {
    async preview(centerId: number, body: CsvImportBody): Promise<CsvImportResult> {
      return summary(await check(centerId, body.csv), 0);
    },

    /** All rows or none; with acceptValidOnly, the valid rows (rows of one mobile become one customer). */
    async commit(centerId: number, body: CsvImportBody): Promise<CsvImportResult> {
      const rows = await check(centerId, body.csv);
      const errorcount = rows.filter((r) => !r.valid).length;
      if (errorcount > 0 && !body.acceptValidOnly) {
        const errors = Object.fromEntries(
          rows.filter((r) => !r.valid).map((r) => [`row ${r.rowno}`, Object.values(r.errors).join('; ')]),
        );
        throw new HttpError(400, keyedMessage('suite.csvHasErrors', { count: errorcount }), errors);
      }
      const valid = rows.filter((r): r is typeof r & { payload: ShopCustomerPayload } => r.payload !== null);
      await db.transaction().execute(async (trx) => {
        for (const row of valid) {
          await saveShopCustomer(trx, centerId, row.payload, { source: 'Import', reuseByMobile: true });
        }
      });
      return summary(rows, valid.length);
    },

    async exportCsv(centerId: number): Promise<string> {
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
        const base = {
          customername: c.name,
          mobilenO1: c.mobile,
          emailid: c.email,
          addresS1: c.address,
          gstno: c.gst_no,
          notes: c.notes,
        };
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
