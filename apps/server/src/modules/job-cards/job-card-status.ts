import {
  canMoveJobCard,
  JOB_CARD_STATUS_LABELS,
  SUITE_MESSAGES as S,
  type JobCardStatus,
  type JobCardStatusPayload,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { nowIso, type Db, type Engine } from '../../platform/db.js';
import { conflict, notFound } from '../../platform/errors.js';
import { lockParts, recordMovements, type Movement } from '../parts/index.js';
import type { SuiteCaller } from '../subscriptions/index.js';
import { planNextService } from '../service-reminders/index.js';
import { actorLabel, addTimelineEvent, publishJobCardChange } from './job-card-events.js';
import { loadJobCard } from './job-card-read.js';
import { liveInvoiceOf } from '../invoices/index.js';
import { keyedMessage } from '../../platform/keyed-message.js';

/** A link still out with the customer can no longer be answered: the card moved on, or a newer estimate replaces it. */
export async function supersedeOpenEstimateLinks(db: Db, jobCardId: number, at: string): Promise<void> {
  await db
    .updateTable('estimate_links')
    .set({ superseded_at: at })
    .where('job_card_id', '=', jobCardId)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .execute();
}

/**
 * Moves a job card from `from` to `to` only if it is still in `from` (one conditional UPDATE): of two racing
 * moves exactly one changes the row, the other gets 409 and its whole transaction rolls back.
 */
export async function moveStatus(
  db: Db,
  jobCardId: number,
  from: JobCardStatus,
  to: JobCardStatus,
): Promise<void> {
  if (!canMoveJobCard(from, to))
    throw conflict(
      keyedMessage('suite.illegalMove', {
        from: JOB_CARD_STATUS_LABELS[from],
        to: JOB_CARD_STATUS_LABELS[to],
      }),
    );
  const result = await db
    .updateTable('job_cards')
    .set({ status: to, updated_at: nowIso() })
    .where('id', '=', jobCardId)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw conflict(S.statusChanged);
}

/**
 * Issues the approved part lines of a job card from stock (what is not issued yet). Delivery calls it; invoicing
 * (part 2) will too. Going below zero needs `allowNegative` (the balance is then recorded negative, visibly).
 */
export async function issueJobCardStock(
  db: Db,
  engine: Engine,
  card: { id: number; centerId: number; number: string },
  accountId: number,
  allowNegative: boolean,
): Promise<void> {
  const lines = await db
    .selectFrom('job_card_lines as l')
    .innerJoin('parts as p', 'p.id', 'l.part_id')
    .select(['l.id', 'l.part_id', 'l.qty_milli', 'l.issued_milli', 'p.name', 'p.unit'])
    .where('l.job_card_id', '=', card.id)
    .where('l.line_type', '=', 'Part')
    .where('l.approval', '=', 'Approved')
    .execute();
  const due = lines.filter((l) => Number(l.qty_milli) > Number(l.issued_milli));
  if (due.length === 0) return;
  await lockParts(
    db,
    engine,
    due.map((l) => l.part_id!),
  );
  const movements: Movement[] = due.map((l) => ({
    centerId: card.centerId,
    partId: l.part_id!,
    kind: 'Issue',
    qtyMilli: -(Number(l.qty_milli) - Number(l.issued_milli)),
    reason: `Issued to ${card.number}`,
    jobCardId: card.id,
    jobCardLineId: l.id,
    accountId,
  }));
  await recordMovements(db, movements, {
    allowNegative,
    partNames: new Map(due.map((l) => [l.part_id!, l.name])),
    units: new Map(due.map((l) => [l.part_id!, l.unit])),
  });
  for (const l of due) {
    await db
      .updateTable('job_card_lines')
      .set({ issued_milli: Number(l.qty_milli) })
      .where('id', '=', l.id)
      .execute();
  }
}

/** A cancelled job card gives back every part it had taken from stock. */
export async function returnJobCardStock(
  db: Db,
  engine: Engine,
  card: { id: number; centerId: number; number: string },
  accountId: number,
): Promise<void> {
  const lines = await db
    .selectFrom('job_card_lines')
    .select(['id', 'part_id', 'issued_milli'])
    .where('job_card_id', '=', card.id)
    .where('part_id', 'is not', null)
    .where('issued_milli', '>', 0)
    .execute();
  if (lines.length === 0) return;
  await lockParts(
    db,
    engine,
    lines.map((l) => l.part_id!),
  );
  await recordMovements(
    db,
    lines.map((l) => ({
      centerId: card.centerId,
      partId: l.part_id!,
      kind: 'Return' as const,
      qtyMilli: Number(l.issued_milli),
      reason: `Returned from cancelled ${card.number}`,
      jobCardId: card.id,
      jobCardLineId: l.id,
      accountId,
    })),
  );
  await db
    .updateTable('job_card_lines')
    .set({ issued_milli: 0 })
    .where('job_card_id', '=', card.id)
    .execute();
}

export async function changeJobCardStatus(ctx: AppContext, caller: SuiteCaller, p: JobCardStatusPayload) {
  const { db } = ctx;
  const engine = ctx.database.engine;
  const result = await db.transaction().execute(async (trx) => {
    const card = await trx
      .selectFrom('job_cards')
      .select(['id', 'number', 'status'])
      .where('id', '=', p.jobcardid)
      .where('service_center_id', '=', caller.centerId)
      .executeTakeFirst();
    if (!card) throw notFound(S.jobCardNotFound);
    const from = card.status;
    const to = p.status;
    // EstimateSent needs a link and an SMS: only SendEstimate does that
    if (to === 'EstimateSent') throw conflict(S.estimateOnlyWhenOpen);
    await moveStatus(trx, card.id, from, to);
    // checked after the move took the row, so an invoice created at the same moment is seen (or waits)
    if (to === 'InProgress' || to === 'Cancelled') {
      const invoiceNo = await liveInvoiceOf(trx, card.id);
      if (invoiceNo) throw conflict(keyedMessage('suite.jobCardHasInvoice', { invoiceNo }));
    }
    const now = nowIso();
    const ref = { id: card.id, centerId: caller.centerId, number: card.number };
    let remark = p.remark;
    if (to === 'Approved' || to === 'Declined') {
      // answered in person at the counter: every line still waiting takes the answer
      const decided = await trx
        .updateTable('job_card_lines')
        .set({ approval: to, decided_at: now })
        .where('job_card_id', '=', card.id)
        .where('approval', 'in', ['Draft', 'Pending'])
        .executeTakeFirst();
      await supersedeOpenEstimateLinks(trx, card.id, now);
      remark ||= `${to} in person (${Number(decided.numUpdatedRows)} line(s))`;
    }
    if (to === 'Delivered') {
      const waiting = await trx
        .selectFrom('job_card_lines')
        .select('id')
        .where('job_card_id', '=', card.id)
        .where('approval', 'in', ['Draft', 'Pending'])
        .executeTakeFirst();
      if (waiting) throw conflict(S.linesAwaitingApproval);
      await issueJobCardStock(trx, engine, ref, caller.accountId, p.confirmNegative);
      await trx.updateTable('job_cards').set({ stock_issued_at: now }).where('id', '=', card.id).execute();
      // the next service by the center's interval for this kind of vehicle, and its due item for reminders
      await planNextService(trx, caller.centerId, card.id);
    }
    if (to === 'Cancelled') {
      await returnJobCardStock(trx, engine, ref, caller.accountId);
      await supersedeOpenEstimateLinks(trx, card.id, now);
    }
    await addTimelineEvent(trx, {
      jobCardId: card.id,
      from,
      to,
      remark: remark || `${JOB_CARD_STATUS_LABELS[from]} → ${JOB_CARD_STATUS_LABELS[to]}`,
      accountId: caller.accountId,
      actor: await actorLabel(trx, caller.accountId),
    });
    return { id: card.id, number: card.number, status: to };
  });
  await publishJobCardChange(ctx, caller.centerId, result, 'status');
  return loadJobCard(db, caller.centerId, result.id);
}
