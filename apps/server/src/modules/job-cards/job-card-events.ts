import type { AppContext } from '../../platform/context.js';
import { nowIso, type Db } from '../../platform/db.js';

export type JobCardChange = 'created' | 'updated' | 'status' | 'estimate-sent' | 'estimate-answered';

/** Who did it, for the timeline: the center's name for its own account. */
export async function actorLabel(db: Db, accountId: number): Promise<string> {
  const center = await db
    .selectFrom('service_centers')
    .select('name')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return center?.name ?? 'Service center';
}

export const CUSTOMER_LINK_ACTOR = 'Customer (estimate link)';

/** One timeline entry (in the caller's transaction). */
export async function addTimelineEvent(
  db: Db,
  event: {
    jobCardId: number;
    from: string | null;
    to: string;
    remark: string;
    accountId: number | null;
    actor: string;
  },
): Promise<void> {
  await db
    .insertInto('job_card_events')
    .values({
      job_card_id: event.jobCardId,
      from_status: event.from,
      to_status: event.to,
      remark: event.remark,
      actor_account_id: event.accountId,
      actor_label: event.actor,
      created_at: nowIso(),
    })
    .execute();
}

/** Live update to the center's open screens (after commit), on the channel its SSE stream listens to. */
export async function publishJobCardChange(
  ctx: AppContext,
  centerId: number,
  card: { id: number; number: string; status: string },
  change: JobCardChange,
): Promise<void> {
  await ctx.bus.publish(`center:${centerId}`, {
    type: 'jobcard-changed',
    jobcardid: card.id,
    jobcardno: card.number,
    status: card.status,
    change,
  });
}
