import { fromMilli, type StockMovementType } from '@fixo/shared';
import { sql } from 'kysely';
import type { Db, Engine } from '../../platform/db.js';
import { nowIso } from '../../platform/db.js';
import { conflict } from '../../platform/errors.js';
import { keyedMessage } from '../../platform/keyed-message.js';

/**
 * The stock ledger: stock is never a number that is overwritten. Every change is a movement row (signed
 * quantity in thousandths), on hand is the sum of the part's movements, and each row also keeps the balance
 * after it. Writers take the part's row lock first (PostgreSQL `FOR UPDATE`; SQLite runs one write
 * transaction at a time), so two issues of the last unit see each other and the running balance stays the sum.
 */

export interface Movement {
  centerId: number;
  partId: number;
  kind: StockMovementType;
  /** Signed thousandths: in > 0, out < 0. */
  qtyMilli: number;
  reason?: string;
  jobCardId?: number | null;
  jobCardLineId?: number | null;
  accountId: number;
}

export async function lockParts(db: Db, engine: Engine, partIds: number[]): Promise<void> {
  if (engine !== 'postgres' || partIds.length === 0) return;
  // ascending id order: two job cards locking the same parts cannot deadlock
  await db
    .selectFrom('parts')
    .select('id')
    .where(
      'id',
      'in',
      [...new Set(partIds)].sort((a, b) => a - b),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function onHandMilli(db: Db, partId: number): Promise<number> {
  const row = await db
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('qty_milli'), sql<number>`0`).as('n'))
    .where('part_id', '=', partId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Sum of movements per part, for lists. */
export function onHandSql() {
  return sql<
    number | string
  >`(select coalesce(sum(sm.qty_milli), 0) from stock_movements sm where sm.part_id = p.id)`;
}

/**
 * Records movements of one transaction (the caller locked the parts). An out-movement that would take on hand
 * below zero is refused with 409 unless `allowNegative`: then the negative balance is written, visibly.
 */
export async function recordMovements(
  db: Db,
  movements: Movement[],
  options: { allowNegative?: boolean; partNames?: Map<number, string>; units?: Map<number, string> } = {},
): Promise<void> {
  const balances = new Map<number, number>();
  const now = nowIso();
  for (const m of movements) {
    const before = balances.get(m.partId) ?? (await onHandMilli(db, m.partId));
    const after = before + m.qtyMilli;
    if (m.qtyMilli < 0 && after < 0 && !options.allowNegative) {
      const unit = options.units?.get(m.partId) ?? '';
      const show = (milli: number) => `${fromMilli(milli)}${unit ? ` ${unit}` : ''}`;
      throw conflict(
        keyedMessage('suite.insufficientStock', {
          name: options.partNames?.get(m.partId) ?? `item ${m.partId}`,
          onHand: show(before),
          needed: show(-m.qtyMilli),
        }),
      );
    }
    balances.set(m.partId, after);
    await db
      .insertInto('stock_movements')
      .values({
        service_center_id: m.centerId,
        part_id: m.partId,
        kind: m.kind,
        qty_milli: m.qtyMilli,
        balance_milli: after,
        reason: m.reason ?? '',
        job_card_id: m.jobCardId ?? null,
        job_card_line_id: m.jobCardLineId ?? null,
        created_by: m.accountId,
        created_at: now,
      })
      .execute();
  }
}
