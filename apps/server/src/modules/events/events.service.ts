import type { AppContext } from '../../platform/context.js';

/** Which service requests a stream covers, to re-read its missed events from `service_request_events`. */
export interface StreamScope {
  column: 'r.service_center_id' | 'r.customer_id' | 'r.tracking_token';
  value: number | string;
  /** Customers and tracking links hear status changes only; centers hear new requests too. */
  statusOnly: boolean;
}

/** Missed events are re-read in pages of this size ... */
export const REPLAY_PAGE = 500;

/** The stored events a live stream replays after a drop or a reconnect. */
export function createEventsService(ctx: Pick<AppContext, 'db'>) {
  async function latestEventId(): Promise<number> {
    const row = await ctx.db
      .selectFrom('service_request_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  /** The events of the stream's scope after `since`, in the shape live events have. */
  async function eventsSince(scope: StreamScope, since: number) {
    let query = ctx.db
      .selectFrom('service_request_events as e')
      .innerJoin('service_requests as r', 'r.id', 'e.service_request_id')
      .select(['e.id', 'e.service_request_id', 'e.from_status', 'e.to_status', 'e.remark'])
      .where('e.id', '>', since)
      .where(scope.column, '=', scope.value)
      .orderBy('e.id', 'asc')
      .limit(REPLAY_PAGE);
    if (scope.statusOnly) query = query.where('e.from_status', 'is not', null);
    const rows = await query.execute();
    return rows.map((row): Record<string, unknown> =>
      row.from_status === null
        ? { type: 'request-created', servicerequestid: row.service_request_id, eventid: row.id }
        : {
            type: 'status-changed',
            servicerequestid: row.service_request_id,
            status: row.to_status,
            remarks: row.remark,
            eventid: row.id,
          },
    );
  }

  /** Whether a tracking link names a request (a stream is only opened for one that exists). */
  async function trackingTokenExists(token: string): Promise<boolean> {
    const row = await ctx.db
      .selectFrom('service_requests')
      .select('id')
      .where('tracking_token', '=', token)
      .executeTakeFirst();
    return row !== undefined;
  }

  return { latestEventId, eventsSince, trackingTokenExists };
}

export type EventsService = ReturnType<typeof createEventsService>;
