/** Following a request: status changes by its center (with events, messages and live updates) and tracking. */
import {
  canTransition,
  type AcceptedSrPair,
  type SrStatus,
  type SrUpdateStatus,
  type TrackedServiceRequest,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { nowIso } from '../../platform/db.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import type { SessionUser } from '../../platform/auth.js';
import { localIso } from './service-requests.format.js';
import { createNotificationsService, STATUS_EVENTS } from '../notifications/index.js';
import { SR_MESSAGES } from './service-requests.messages.js';
import { requestQuery, toCustomerContract } from './service-requests.contract.js';

export function createServiceRequestStatusService(ctx: AppContext) {
  const { db } = ctx;
  const notifications = createNotificationsService(ctx);

  return {
    async track(token: string): Promise<TrackedServiceRequest> {
      const row = await requestQuery(db).where('sr.tracking_token', '=', token).executeTakeFirst();
      if (!row) throw notFound(SR_MESSAGES.trackingNotFound);
      const events = await db
        .selectFrom('service_request_events')
        .select(['from_status', 'to_status', 'remark', 'created_at'])
        .where('service_request_id', '=', row.id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return {
        ...toCustomerContract(row),
        // The columns hold only the statuses this service writes; the answer's serializer checks them again.
        history: events.map((e) => ({
          status: e.to_status as SrStatus,
          fromstatus: e.from_status as SrStatus | null,
          remarks: e.remark,
          on: localIso(e.created_at),
        })),
      };
    },

    async trackingTokenExists(token: string): Promise<boolean> {
      const row = await db
        .selectFrom('service_requests')
        .select('id')
        .where('tracking_token', '=', token)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Moves every listed request of this center to `to` in one transaction, or none of them.
     * Each update is conditional on the expected from-state, so of two racing tabs only one can win.
     */
    async changeStatus(
      user: SessionUser,
      centerId: number,
      pairs: readonly AcceptedSrPair[],
      to: SrUpdateStatus,
    ) {
      const ids = pairs.map((p) => p.id);
      const now = nowIso();
      const changed = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('service_requests')
          .select(['id', 'booking_ref', 'status', 'service_center_id', 'customer_id', 'tracking_token'])
          .where('id', 'in', ids)
          .execute();
        const byIdMap = new Map(rows.map((r) => [r.id, r]));
        const missing = ids.filter((id) => !byIdMap.has(id));
        if (missing.length) throw notFound(SR_MESSAGES.requestsNotFound(missing));
        const foreign = rows.filter((r) => r.service_center_id !== centerId).map((r) => r.id);
        if (foreign.length) throw forbidden(SR_MESSAGES.notYourRequests(foreign));
        const wrong = ids.map((id) => byIdMap.get(id)!).filter((r) => !canTransition(r.status, to));
        if (wrong.length)
          throw conflict(
            SR_MESSAGES.wrongState(
              to,
              wrong.map((r) => `${r.booking_ref} (${r.status})`),
            ),
          );

        const result = [];
        for (const pair of pairs) {
          const row = byIdMap.get(pair.id)!;
          const remark = pair.remark.trim() === '' ? to : pair.remark.trim();
          const update = await trx
            .updateTable('service_requests')
            .set({ status: to, remarks: remark, updated_at: now })
            .where('id', '=', row.id)
            .where('service_center_id', '=', centerId)
            .where('status', '=', row.status)
            .executeTakeFirst();
          if (Number(update.numUpdatedRows) !== 1) throw conflict(SR_MESSAGES.changedMeanwhile);
          const event = await trx
            .insertInto('service_request_events')
            .values({
              service_request_id: row.id,
              from_status: row.status,
              to_status: to,
              remark,
              actor_account_id: user.accountId,
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await notifications.enqueueForRequest(trx, row.id, STATUS_EVENTS[to]);
          result.push({ ...row, remark, eventid: event.id });
        }
        return result;
      });
      for (const row of changed) {
        const event = {
          type: 'status-changed',
          servicerequestid: row.id,
          status: to,
          remarks: row.remark,
          eventid: row.eventid,
        };
        if (row.customer_id !== 0) await ctx.bus.publish(`customer:${row.customer_id}`, event);
        await ctx.bus.publish(`track:${row.tracking_token}`, event);
        await ctx.bus.publish(`center:${row.service_center_id}`, event);
      }
      return { updated: changed.length, srstatus: to };
    },
  };
}
