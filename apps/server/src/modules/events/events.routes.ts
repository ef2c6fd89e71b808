import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { currentUser } from '../../platform/auth.js';
import { forbidden, notFound } from '../../platform/errors.js';

/** Proxies drop idle connections after about a minute; a comment line every 25 s keeps the stream open. */
export const SSE_HEARTBEAT_MS = 25_000;

/** Which service requests a stream covers, to re-read its missed events from `service_request_events`. */
interface StreamScope {
  column: 'r.service_center_id' | 'r.customer_id' | 'r.tracking_token';
  value: number | string;
  /** Customers and tracking links hear status changes only; centers hear new requests too. */
  statusOnly: boolean;
}

/** At most this many missed events are replayed at once (newest kept); a client that missed more refetches. */
const MAX_REPLAY = 200;
/** Event ids are PostgreSQL `integer`s; anything else in Last-Event-ID is ignored. */
const MAX_EVENT_ID = 2_147_483_647;

const eventKey = (data: Record<string, unknown>) =>
  `${String(data.servicerequestid)}:${String(data.type)}:${String(data.status ?? '')}`;

async function latestEventId(ctx: AppContext): Promise<number> {
  const row = await ctx.db
    .selectFrom('service_request_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The events of the stream's scope after `since`, in the shape live events have. */
async function eventsSince(ctx: AppContext, scope: StreamScope, since: number) {
  let query = ctx.db
    .selectFrom('service_request_events as e')
    .innerJoin('service_requests as r', 'r.id', 'e.service_request_id')
    .select(['e.id', 'e.service_request_id', 'e.from_status', 'e.to_status', 'e.remark'])
    .where('e.id', '>', since)
    .where(scope.column, '=', scope.value)
    .orderBy('e.id', 'desc')
    .limit(MAX_REPLAY);
  if (scope.statusOnly) query = query.where('e.from_status', 'is not', null);
  const rows = await query.execute();
  return rows.reverse().map((row) => ({
    id: row.id,
    data:
      row.from_status === null
        ? { type: 'request-created', servicerequestid: row.service_request_id }
        : {
            type: 'status-changed',
            servicerequestid: row.service_request_id,
            status: row.to_status,
            remarks: row.remark,
          },
  }));
}

function parseLastEventId(header: string | string[] | undefined): number | undefined {
  const text = Array.isArray(header) ? header[0] : header;
  if (!text || !/^[0-9]{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 0 && id <= MAX_EVENT_ID ? id : undefined;
}

/**
 * Server-sent events: one channel of the bus per stream. Frames are `event: <type>\ndata: <json>\n\n`;
 * the first frame is `event: ready` so a client knows it is subscribed.
 *
 * Catching up: frames carry `id:` (the newest `service_request_events` id the stream has covered). When the
 * bus lost and regained its PostgreSQL connection, or a client reconnects with `Last-Event-ID`, the stream
 * replays the events of its scope after that id, skipping those it already delivered live.
 */
async function stream(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  channel: string,
  scope: StreamScope,
  openStreams: Set<() => void>,
): Promise<void> {
  const resumeFrom = parseLastEventId(request.headers['last-event-id']);
  // Read before answering: with the database away the client gets a 503 and retries, not a dead stream.
  let since = await latestEventId(ctx);
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx would otherwise buffer the stream
    'x-accel-buffering': 'no',
  });
  const send = (data: Record<string, unknown>, id?: number) => {
    const type = typeof data.type === 'string' ? data.type : 'message';
    raw.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  send({ type: 'ready', channel }, since);

  let closed = false;
  /** Live events delivered, so a replay does not repeat them (bounded: old keys fall out). */
  const delivered = new Set<string>();
  const remember = (data: Record<string, unknown>) => {
    delivered.add(eventKey(data));
    if (delivered.size > MAX_REPLAY * 2) delivered.delete(delivered.values().next().value!);
  };
  let work = Promise.resolve();
  /** Replays run one at a time, in order; a failure (database away again) waits for the next resync. */
  const replay = (from: number) => {
    work = work
      .then(async () => {
        if (closed) return;
        const missed = await eventsSince(ctx, scope, from);
        for (const event of missed) {
          if (closed) return;
          if (!delivered.has(eventKey(event.data))) send(event.data, event.id);
          remember(event.data);
          since = Math.max(since, event.id);
        }
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'event stream could not catch up'));
  };
  // After live events, move the stream's id forward so a reconnecting browser (Last-Event-ID) does not
  // get them again. One read per burst of events.
  let cursorTimer: NodeJS.Timeout | undefined;
  const advanceCursor = () => {
    cursorTimer ??= setTimeout(() => {
      cursorTimer = undefined;
      latestEventId(ctx).then(
        (id) => {
          if (closed || id <= since) return;
          since = id;
          raw.write(`id: ${id}\n\n`);
        },
        () => undefined,
      );
    }, 250);
  };

  const unsubscribe = ctx.bus.subscribe(channel, (data) => {
    remember(data);
    send(data);
    advanceCursor();
  });
  const stopResync = ctx.bus.onResync(() => replay(since));
  if (resumeFrom !== undefined && resumeFrom < since) replay(resumeFrom);
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), SSE_HEARTBEAT_MS);
  heartbeat.unref();
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(cursorTimer);
    unsubscribe();
    stopResync();
    openStreams.delete(end);
  };
  // Shutdown ends the stream from our side; the browser reconnects to another instance (or this one later).
  const end = () => {
    close();
    raw.end();
  };
  openStreams.add(end);
  request.raw.on('close', close);
  raw.on('close', close);
  raw.on('error', close);
}

export const eventsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const openStreams = new Set<() => void>();
  // Open streams would keep the HTTP server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });

  app.get(
    '/Events/ServiceCenter',
    { config: { access: ['ServiceCenter'] }, schema: { tags: ['Events'] } },
    async (request, reply) => {
      const user = currentUser(request);
      if (!user.serviceCenterId) throw forbidden();
      await stream(
        ctx,
        request,
        reply,
        `center:${user.serviceCenterId}`,
        {
          column: 'r.service_center_id',
          value: user.serviceCenterId,
          statusOnly: false,
        },
        openStreams,
      );
    },
  );

  app.get(
    '/Events/Customer',
    { config: { access: ['Customer'] }, schema: { tags: ['Events'] } },
    async (request, reply) => {
      const user = currentUser(request);
      if (!user.customerId) throw forbidden();
      await stream(
        ctx,
        request,
        reply,
        `customer:${user.customerId}`,
        {
          column: 'r.customer_id',
          value: user.customerId,
          statusOnly: true,
        },
        openStreams,
      );
    },
  );

  app.get(
    '/Events/Track/:token',
    {
      config: { access: 'public' },
      schema: { tags: ['Events'], params: z.object({ token: z.string().min(1).max(200) }) },
    },
    async (request, reply) => {
      const row = await ctx.db
        .selectFrom('service_requests')
        .select('id')
        .where('tracking_token', '=', request.params.token)
        .executeTakeFirst();
      if (!row) throw notFound('No service request was found for this tracking link.');
      await stream(
        ctx,
        request,
        reply,
        `track:${request.params.token}`,
        {
          column: 'r.tracking_token',
          value: request.params.token,
          statusOnly: true,
        },
        openStreams,
      );
    },
  );
};
