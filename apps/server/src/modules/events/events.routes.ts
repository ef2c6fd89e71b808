import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { currentUser } from '../../platform/auth.js';
import { HttpError, forbidden, notFound } from '../../platform/errors.js';
import {
  claimStreamSlot,
  MAX_STREAMS_PER_SESSION,
  releaseStreamSlot,
  sessionChannel,
} from './session-streams.js';

/** Proxies drop idle connections after about a minute; a comment line every 25 s keeps the stream open. */
export const SSE_HEARTBEAT_MS = 25_000;

/**
 * Server-sent events: one channel of the bus per stream. Frames are `event: <type>\ndata: <json>\n\n`;
 * the first frame is `event: ready` so a client knows it is subscribed. A stream opened under a session ends
 * with `event: session-ended` when that session ends (logout), on whichever instance it was ended.
 *
 * Past MAX_STREAMS_PER_SESSION the new stream is refused with 429 rather than closing the oldest: a browser's
 * EventSource does not retry a refused stream, whereas closing the oldest would make two tabs (or a runaway
 * script) knock each other's streams over in a loop, and a page the user is looking at would go quiet.
 */
function stream(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, channel: string): void {
  const sessionId = request.user?.sessionId ?? null;
  if (sessionId !== null && !claimStreamSlot(sessionId)) {
    throw new HttpError(
      429,
      `Too many live connections for this session (at most ${MAX_STREAMS_PER_SESSION}). Close another Fixo tab and try again.`,
    );
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
  const send = (data: Record<string, unknown>) => {
    const type = typeof data.type === 'string' ? data.type : 'message';
    raw.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  send({ type: 'ready', channel });
  const unsubscribe = ctx.bus.subscribe(channel, send);
  const unsubscribeSession =
    sessionId === null
      ? () => undefined
      : ctx.bus.subscribe(sessionChannel(sessionId), (data) => {
          send(data);
          raw.end();
        });
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), SSE_HEARTBEAT_MS);
  heartbeat.unref();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    unsubscribeSession();
    if (sessionId !== null) releaseStreamSlot(sessionId);
  };
  request.raw.on('close', close);
  raw.on('close', close);
  raw.on('error', close);
}

export const eventsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/Events/ServiceCenter',
    { config: { access: ['ServiceCenter'] }, schema: { tags: ['Events'] } },
    async (request, reply) => {
      const user = currentUser(request);
      if (!user.serviceCenterId) throw forbidden();
      stream(ctx, request, reply, `center:${user.serviceCenterId}`);
    },
  );

  app.get(
    '/Events/Customer',
    { config: { access: ['Customer'] }, schema: { tags: ['Events'] } },
    async (request, reply) => {
      const user = currentUser(request);
      if (!user.customerId) throw forbidden();
      stream(ctx, request, reply, `customer:${user.customerId}`);
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
      stream(ctx, request, reply, `track:${request.params.token}`);
    },
  );
};
