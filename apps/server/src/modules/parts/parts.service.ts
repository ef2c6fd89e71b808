import {
  fromMilli,
  istDate,
  SUITE_MESSAGES as S,
  toMilli,
  type PartDetail,
  type PartListItem,
  type PartPayload,
  type PartsPage,
  type PartsQuery,
  type StockMovementPayload,
} from '@fixo/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import { nowIso, toCount, type Db } from '../../platform/db.js';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.js';
import { likeContains } from '../../platform/sql-like.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import { gstRateResolver } from './gst-rates.js';
import { lockParts, onHandSql, recordMovements } from './stock-ledger.js';

type PartRowWithStock = {
  id: number;
  name: string;
  code: string;
  kind: 'Part' | 'Labour' | 'Service';
  hsn_sac: string;
  gst_rate_fallback: number | null;
  unit: string;
  sale_price_paise: number | string;
  purchase_price_paise: number | string;
  reorder_level_milli: number | string;
  price_includes_gst: number;
  is_active: number;
  updated_at: string;
  onhand: number | string;
};

export function toPartItem(
  row: PartRowWithStock,
  rateOf: (code: string) => { rate: number } | null,
): PartListItem {
  const onhand = row.kind === 'Part' ? Number(row.onhand) : 0;
  const reorder = Number(row.reorder_level_milli);
  return {
    partid: row.id,
    partname: row.name,
    partcode: row.code,
    parttype: row.kind,
    hsnsac: row.hsn_sac,
    gstrate: rateOf(row.hsn_sac)?.rate ?? row.gst_rate_fallback ?? 0,
    unit: row.unit,
    salepricepaise: Number(row.sale_price_paise),
    priceincludesgst: row.price_includes_gst === 1,
    purchasepricepaise: Number(row.purchase_price_paise),
    onhand: fromMilli(onhand),
    reorderlevel: fromMilli(reorder),
    islowstock: row.kind === 'Part' && row.is_active === 1 && onhand <= reorder,
    isactive: row.is_active === 1,
    updatedon: row.updated_at,
  };
}

/** A part's columns from its payload: the same for a single save and for a CSV import. */
export function partRowFields(p: PartPayload, now: string) {
  return {
    name: p.partname,
    name_lower: p.partname.toLowerCase(),
    code: p.partcode,
    kind: p.parttype,
    hsn_sac: p.hsnsac,
    gst_rate_fallback: p.gstrate ?? null,
    unit: p.unit,
    sale_price_paise: p.salepricepaise,
    price_includes_gst: p.priceincludesgst ? 1 : 0,
    purchase_price_paise: p.purchasepricepaise,
    reorder_level_milli: toMilli(p.reorderlevel),
    is_active: p.isactive ? 1 : 0,
    updated_at: now,
  };
}

export function partsQuery(db: Db, centerId: number) {
  return db
    .selectFrom('parts as p')
    .where('p.service_center_id', '=', centerId)
    .select([
      'p.id',
      'p.name',
      'p.code',
      'p.kind',
      'p.hsn_sac',
      'p.gst_rate_fallback',
      'p.unit',
      'p.sale_price_paise',
      'p.purchase_price_paise',
      'p.reorder_level_milli',
      'p.price_includes_gst',
      'p.is_active',
      'p.updated_at',
      onHandSql().as('onhand'),
    ]);
}

export function createPartsService(ctx: AppContext) {
  const { db } = ctx;
  const today = () => istDate(new Date());

  async function detail(centerId: number, partId: number): Promise<PartDetail> {
    const row = await partsQuery(db, centerId).where('p.id', '=', partId).executeTakeFirst();
    if (!row) throw notFound(S.partNotFound);
    const rateOf = await gstRateResolver(db, today());
    return { ...toPartItem(row, rateOf), movements: (await movements(centerId, partId, 1, 20)).items };
  }

  async function movements(centerId: number, partId: number, page: number, pagesize: number) {
    const own = await db
      .selectFrom('parts')
      .select('id')
      .where('id', '=', partId)
      .where('service_center_id', '=', centerId)
      .executeTakeFirst();
    if (!own) throw notFound(S.partNotFound);
    const total = await db
      .selectFrom('stock_movements')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('part_id', '=', partId)
      .executeTakeFirst();
    const rows = await db
      .selectFrom('stock_movements as m')
      .leftJoin('job_cards as j', 'j.id', 'm.job_card_id')
      .leftJoin('accounts as a', 'a.id', 'm.created_by')
      .leftJoin('service_centers as c', 'c.account_id', 'a.id')
      .select([
        'm.id',
        'm.kind',
        'm.qty_milli',
        'm.balance_milli',
        'm.reason',
        'm.job_card_id',
        'm.created_at',
        'j.number',
        'c.name as who',
        'a.mobile',
      ])
      .where('m.part_id', '=', partId)
      .orderBy('m.id', 'desc')
      .limit(pagesize)
      .offset((page - 1) * pagesize)
      .execute();
    return {
      items: rows.map((r) => ({
        movementid: r.id,
        movementtype: r.kind,
        qty: fromMilli(Number(r.qty_milli)),
        balance: fromMilli(Number(r.balance_milli)),
        reason: r.reason,
        jobcardid: r.job_card_id,
        jobcardno: r.number ?? null,
        createdby: r.who ?? r.mobile ?? '',
        createdon: r.created_at,
      })),
      total: toCount(total?.n),
      page,
      pagesize,
    };
  }

  return {
    detail,
    movements,

    async gstRate(hsnsac: string, date?: string) {
      const hit = (await gstRateResolver(db, date ?? today()))(hsnsac);
      return {
        hsnsac,
        gstrate: hit?.rate ?? null,
        description: hit?.description ?? null,
        effectivefrom: hit?.effectivefrom ?? null,
      };
    },

    async save(centerId: number, accountId: number, p: PartPayload) {
      const rateOf = await gstRateResolver(db, today());
      if (!rateOf(p.hsnsac) && p.gstrate === undefined) {
        throw badRequest(S.gstRateRequired, { gstrate: S.gstRateRequired });
      }
      const now = nowIso();
      const fields = partRowFields(p, now);
      let id = p.partid;
      try {
        await db.transaction().execute(async (trx) => {
          if (id) {
            const updated = await trx
              .updateTable('parts')
              .set(fields)
              .where('id', '=', id)
              .where('service_center_id', '=', centerId)
              .executeTakeFirst();
            if (Number(updated.numUpdatedRows) === 0) throw notFound(S.partNotFound);
            return;
          }
          const row = await trx
            .insertInto('parts')
            .values({ ...fields, service_center_id: centerId, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          id = row.id;
          if (p.parttype === 'Part' && p.openingstock > 0) {
            await recordMovements(trx, [
              {
                centerId,
                partId: id,
                kind: 'Opening',
                qtyMilli: toMilli(p.openingstock),
                reason: 'Opening stock',
                accountId,
              },
            ]);
          }
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(409, S.partCodeTaken, { partcode: S.partCodeTaken });
        throw error;
      }
      return { created: !p.partid, part: await detail(centerId, id) };
    },

    async list(centerId: number, q: PartsQuery): Promise<PartsPage> {
      let base = db.selectFrom('parts as p').where('p.service_center_id', '=', centerId);
      const search = q.SEARCH.trim();
      if (search !== '') {
        base = base.where((eb) =>
          eb.or([
            likeContains(eb.ref('p.name_lower'), search.toLowerCase()),
            likeContains(eb.ref('p.code'), search.toUpperCase()),
            likeContains(eb.ref('p.hsn_sac'), search),
          ]),
        );
      }
      if (q.KIND) base = base.where('p.kind', '=', q.KIND);
      if (q.ACTIVE === 'active') base = base.where('p.is_active', '=', 1);
      if (q.LOWSTOCK) {
        base = base
          .where('p.kind', '=', 'Part')
          .where('p.is_active', '=', 1)
          .where(sql<boolean>`${onHandSql()} <= p.reorder_level_milli`);
      }
      const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
      const ids = base.select('p.id');
      let rows = partsQuery(db, centerId).where('p.id', 'in', ids);
      const dir = q.ORDER;
      if (q.SORT === 'name') rows = rows.orderBy('p.name_lower', dir);
      else if (q.SORT === 'code') rows = rows.orderBy('p.code', dir);
      else if (q.SORT === 'kind') rows = rows.orderBy('p.kind', dir).orderBy('p.name_lower', 'asc');
      else if (q.SORT === 'onhand') rows = rows.orderBy(sql`onhand`, dir);
      else if (q.SORT === 'saleprice') rows = rows.orderBy('p.sale_price_paise', dir);
      else rows = rows.orderBy('p.updated_at', dir);
      const items = await rows
        .orderBy('p.id', dir)
        .limit(q.PAGESIZE)
        .offset((q.PAGE - 1) * q.PAGESIZE)
        .execute();
      const rateOf = await gstRateResolver(db, today());
      return {
        items: items.map((r) => toPartItem(r, rateOf)),
        total: toCount(total?.n),
        page: q.PAGE,
        pagesize: q.PAGESIZE,
      };
    },

    /** Opening (once), purchase, or adjustment with a reason; adjustments may not take stock below zero silently. */
    async addMovement(centerId: number, accountId: number, m: StockMovementPayload) {
      await db.transaction().execute(async (trx) => {
        const part = await trx
          .selectFrom('parts')
          .select(['id', 'kind', 'name', 'unit'])
          .where('id', '=', m.partid)
          .where('service_center_id', '=', centerId)
          .executeTakeFirst();
        if (!part) throw notFound(S.partNotFound);
        if (part.kind !== 'Part') throw badRequest(S.stockOnlyForParts, { partid: S.stockOnlyForParts });
        await lockParts(trx, ctx.database.engine, [part.id]);
        if (m.movementtype === 'Opening') {
          const opened = await trx
            .selectFrom('stock_movements')
            .select('id')
            .where('part_id', '=', part.id)
            .where('kind', '=', 'Opening')
            .executeTakeFirst();
          if (opened) throw conflict(S.openingOnce);
        }
        await recordMovements(
          trx,
          [
            {
              centerId,
              partId: part.id,
              kind: m.movementtype,
              qtyMilli: toMilli(m.qty),
              reason: m.reason,
              accountId,
            },
          ],
          { partNames: new Map([[part.id, part.name]]), units: new Map([[part.id, part.unit]]) },
        );
        if (m.movementtype === 'Purchase' && m.purchasepricepaise !== undefined) {
          await trx
            .updateTable('parts')
            .set({ purchase_price_paise: m.purchasepricepaise, updated_at: nowIso() })
            .where('id', '=', part.id)
            .execute();
        }
      });
      return detail(centerId, m.partid);
    },
  };
}
