import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventStreamResponseSchema, linkTokenParamsSchema } from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { currentUser, ownCenterId } from '../../platform/auth.js';
import { HttpError, forbidden, notFound } from '../../platform/errors.js';
import {
  claimStreamSlot,
  MAX_STREAMS_PER_SESSION,
  releaseStreamSlot,
  sessionChannel,
} from './session-streams.js';
import { createEventsService, REPLAY_PAGE, type EventsService, type StreamScope } from './events.service.js';

/** Proxies drop idle connections after about a minute; a comment line every 25 s keeps the stream open. */
export const SSE_HEARTBEAT_MS = 25_000;

/** ... up to this many pages; a client that missed more refetches its lists (the web app does on reconnect). */
const REPLAY_MAX_PAGES = 20;
/** Ids remembered to avoid sending an event twice between two catch-ups (oldest fall out beyond this). */
const MAX_REMEMBERED = 10_000;
/** Event ids are PostgreSQL `integer`s; anything else in Last-Event-ID is ignored. */
const MAX_EVENT_ID = 2_147_483_647;

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
 * Catching up: events carry `eventid` (their `service_request_events` row) and frames carry it as `id:`.
 * When the bus lost and regained its PostgreSQL connection, or a browser reconnects with `Last-Event-ID`,
 * the stream re-reads its scope's events after that point and sends those it has not delivered yet.
 *
 * A stream opened under a session ends with `event: session-ended` when that session ends (logout), on
 * whichever instance it was ended. Past MAX_STREAMS_PER_SESSION the new stream is refused with 429 rather than
 * closing the oldest: a browser's EventSource does not retry a refused stream, whereas closing the oldest would
 * make two tabs (or a runaway script) knock each other's streams over in a loop.
 */
async function stream(
  ctx: AppContext,
  events: EventsService,
  request: FastifyRequest,
  reply: FastifyReply,
  channel: string,
  scope: StreamScope,
  openStreams: Set<() => void>,
  /** Marks the caller as watching live while the stream is open (ctx.presence). */
  presenceKey?: string,
): Promise<void> {
  const resumeFrom = parseLastEventId(request.headers['last-event-id']);
  const sessionId = request.user?.sessionId ?? null;
  if (sessionId !== null && !claimStreamSlot(sessionId)) {
    throw new HttpError(
      429,
      `Too many live connections for this session (at most ${MAX_STREAMS_PER_SESSION}). Close another Fixo tab and try again.`,
    );
  }
  const releaseSlot = () => {
    if (sessionId !== null) releaseStreamSlot(sessionId);
  };
  let openedAt: number;
  try {
    // Read before answering: with the database away the client gets a 503 and retries, not a dead stream.
    openedAt = await events.latestEventId();
  } catch (error) {
    releaseSlot();
    throw error;
  }
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
  /** Event ids this stream has sent (bounded: the oldest fall out). */
  const delivered = new Set<number>();
  const send = (data: Record<string, unknown>, id?: number) => {
    const type = typeof data.type === 'string' ? data.type : 'message';
    const eventId = id ?? (typeof data.eventid === 'number' ? data.eventid : undefined);
    if (eventId !== undefined && data.type !== 'ready') {
      if (delivered.has(eventId)) return;
      delivered.add(eventId);
      if (delivered.size > MAX_REMEMBERED) delivered.delete(delivered.values().next().value!);
    }
    raw.write(
      `${eventId === undefined ? '' : `id: ${eventId}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`,
    );
  };
  send({ type: 'ready', channel }, openedAt);

  let closed = false;
  /**
   * Every event up to `floor` has been delivered (or, committing later, is delivered live). A catch-up
   * re-reads everything after it, whatever order concurrent transactions committed in around the drop,
   * and `delivered` keeps what already arrived live from being sent twice. A complete catch-up, done
   * while the bus is listening again, moves the floor to the newest event it saw.
   */
  let floor = Math.min(openedAt, resumeFrom ?? openedAt);
  let work = Promise.resolve();
  /** One catch-up at a time, in order; a failure (database away again) waits for the next resync. */
  const replay = () => {
    work = work
      .then(async () => {
        // Only a catch-up made while the bus listens may move the floor (see above).
        const listening = ctx.bus.state() === 'up';
        let after = floor;
        for (let page = 0; page < REPLAY_MAX_PAGES && !closed; page += 1) {
          const missed = await events.eventsSince(scope, after);
          for (const data of missed) {
            if (closed) return;
            send(data);
            after = Number(data.eventid);
          }
          if (missed.length < REPLAY_PAGE) break;
        }
        if (!listening) return;
        floor = after;
        for (const id of delivered) if (id <= floor) delivered.delete(id);
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'event stream could not catch up'));
  };

  const unsubscribe = ctx.bus.subscribe(channel, (data) => send(data));
  const unsubscribeSession =
    sessionId === null
      ? () => undefined
      : ctx.bus.subscribe(sessionChannel(sessionId), (data) => {
          send(data);
          end();
        });
  const stopResync = ctx.bus.onResync(replay);
  const leave = presenceKey ? ctx.presence.enter(presenceKey) : () => undefined;
  if (floor < openedAt) replay();
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), SSE_HEARTBEAT_MS);
  heartbeat.unref();
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    unsubscribeSession();
    stopResync();
    leave();
    openStreams.delete(end);
    releaseSlot();
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
  const events = createEventsService(ctx);
  const openStreams = new Set<() => void>();
  // Open streams would keep the HTTP server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });

  app.get(
    '/Events/ServiceCenter',
    {
      config: { access: ['ServiceCenter'] },
      schema: { tags: ['Events'], response: { 200: eventStreamResponseSchema } },
    },
    async (request, reply) => {
      const centerId = ownCenterId(currentUser(request));
      await stream(
        ctx,
        events,
        request,
        reply,
        `center:${centerId}`,
        {
          column: 'r.service_center_id',
          value: centerId,
          statusOnly: false,
        },
        openStreams,
        `center:${centerId}`,
      );
    },
  );

  app.get(
    '/Events/Customer',
    {
      config: { access: ['Customer'] },
      schema: { tags: ['Events'], response: { 200: eventStreamResponseSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!user.customerId) throw forbidden();
      await stream(
        ctx,
        events,
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
      schema: {
        tags: ['Events'],
        params: linkTokenParamsSchema,
        response: { 200: eventStreamResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await events.trackingTokenExists(request.params.token)))
        throw notFound('No service request was found for this tracking link.');
      await stream(
        ctx,
        events,
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
