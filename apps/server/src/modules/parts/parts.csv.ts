import {
  istDate,
  PART_CSV_COLUMNS,
  PART_CSV_REQUIRED,
  partPayloadSchema,
  rupeesToPaise,
  SUITE_MESSAGES as S,
  toMilli,
  type PartPayload,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { checkedCsvRow, csvImport, importRecords, toCsv } from '../../platform/csv.js';
import { nowIso } from '../../platform/db.js';
import { gstRateResolver } from './gst-rates.js';
import { partRowFields, partsQuery, toPartItem } from './parts.service.js';
import { recordMovements } from './stock-ledger.js';
import type { SuiteCaller } from '../subscriptions/index.js';

const PRICE_COLUMN: Record<string, string> = {
  salepricepaise: 'saleprice',
  purchasepricepaise: 'purchaseprice',
  openingstock: 'onhand',
};
const yes = (v: string) => ['yes', 'true', '1', 'y'].includes(v.trim().toLowerCase());
const money = (v: string | undefined) =>
  v === undefined || v.trim() === '' ? undefined : (rupeesToPaise(v) ?? -1);

/** CSV row → catalogue payload; prices are rupees in the file ('450.00'), paise in the payload. */
function rowToPayload(row: Record<string, string>) {
  const input = {
    partid: 0,
    partname: row.partname,
    partcode: row.partcode,
    parttype: row.parttype
      ? row.parttype.charAt(0).toUpperCase() + row.parttype.slice(1).toLowerCase()
      : row.parttype,
    hsnsac: row.hsnsac,
    gstrate: row.gstrate === '' ? undefined : row.gstrate,
    unit: row.unit ? row.unit.toLowerCase() : undefined,
    salepricepaise: money(row.saleprice) ?? '',
    priceincludesgst: row.priceincludesgst ? yes(row.priceincludesgst) : false,
    purchasepricepaise: money(row.purchaseprice),
    reorderlevel: row.reorderlevel,
    openingstock: row.onhand,
    isactive: row.isactive ? yes(row.isactive) : true,
  };
  const parsed = partPayloadSchema.safeParse(input);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'row');
      errors[PRICE_COLUMN[key] ?? key] ??= issue.message;
    }
  }
  return { payload: parsed.success ? parsed.data : null, errors };
}

export function createPartsCsv(ctx: AppContext) {
  const { db } = ctx;

  async function check(centerId: number, csv: string) {
    const records = importRecords(csv, PART_CSV_REQUIRED);
    const rateOf = await gstRateResolver(db, istDate(new Date()));
    const existing = await db
      .selectFrom('parts')
      .select(['id', 'code'])
      .where('service_center_id', '=', centerId)
      .where('code', '<>', '')
      .execute();
    const idByCode = new Map(existing.map((p) => [p.code, p.id]));
    const seen = new Set<string>();
    return records.map((values, i) => {
      const { payload, errors } = rowToPayload(values);
      if (payload && !rateOf(payload.hsnsac) && payload.gstrate === undefined)
        errors.gstrate = S.gstRateRequired;
      if (payload?.partcode) {
        if (seen.has(payload.partcode)) errors.partcode = S.partCodeTaken;
        seen.add(payload.partcode);
        // a known code updates that item (its stock stays the ledger's: onhand is not re-imported)
        payload.partid = idByCode.get(payload.partcode) ?? 0;
      }
      return checkedCsvRow(i, values, errors, payload);
    });
  }

  async function write({ centerId, accountId }: SuiteCaller, payloads: PartPayload[]) {
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      for (const p of payloads) {
        const fields = partRowFields(p, now);
        if (p.partid) {
          await trx
            .updateTable('parts')
            .set(fields)
            .where('id', '=', p.partid)
            .where('service_center_id', '=', centerId)
            .execute();
          continue;
        }
        const row = await trx
          .insertInto('parts')
          .values({ ...fields, service_center_id: centerId, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (p.parttype === 'Part' && p.openingstock > 0) {
          await recordMovements(trx, [
            {
              centerId,
              partId: row.id,
              kind: 'Opening',
              qtyMilli: toMilli(p.openingstock),
              reason: 'Opening stock (CSV import)',
              accountId,
            },
          ]);
        }
      }
    });
  }

  return {
    ...csvImport((caller: SuiteCaller, csv: string) => check(caller.centerId, csv), write),

    async exportCsv({ centerId }: SuiteCaller) {
      const rows = await partsQuery(db, centerId)
        .orderBy('p.kind')
        .orderBy('p.name_lower')
        .orderBy('p.id')
        .execute();
      const rateOf = await gstRateResolver(db, istDate(new Date()));
      const rupees = (paise: number) => (paise / 100).toFixed(2);
      return toCsv(
        PART_CSV_COLUMNS,
        rows.map((r) => {
          const item = toPartItem(r, rateOf);
          return {
            partname: item.partname,
            partcode: item.partcode,
            parttype: item.parttype,
            hsnsac: item.hsnsac,
            gstrate: item.gstrate,
            unit: item.unit,
            saleprice: rupees(item.salepricepaise),
            priceincludesgst: item.priceincludesgst ? 'yes' : 'no',
            purchaseprice: rupees(item.purchasepricepaise),
            reorderlevel: item.reorderlevel,
            onhand: item.onhand,
            isactive: item.isactive ? 'yes' : 'no',
          };
        }),
      );
    },
  };
}
