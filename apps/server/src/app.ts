import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { apiErrorSchema, healthAnswerSchema, REQUEST_SCREEN_PATH } from '@fixo/shared';
import { z } from 'zod';
import type { AppConfig } from './platform/config.js';
import type { AppContext } from './platform/context.js';
import type { DatabaseHandle } from './platform/db.js';
import { createCipher } from './platform/crypto.js';
import { installErrorHandler } from './platform/error-handler.js';
import { installAuth } from './platform/auth.js';
import { installInputGuard } from './platform/input-guard.js';
import { installSecurityHeaders } from './platform/security-headers.js';
import { createOutboxSmsProvider, type SmsProvider } from './platform/sms.js';
import { databaseRateLimitStore } from './platform/rate-limit-store.js';
import { createLocalBus, type RealtimeBus } from './platform/realtime.js';
import { createPresence } from './platform/presence.js';
import {
  channelRouter,
  createHttpNotificationProvider,
  createOutboxNotificationProvider,
  type NotificationProvider,
} from './platform/notification-providers.js';
import { createRouteShells } from './platform/route-shells.js';
import { createNotificationWorker } from './modules/notifications/index.js';
import { loadOfflinePinGeocoder, type ReverseGeocoder } from './modules/location/index.js';
import { registerModules } from './modules/index.js';
import { createRequestScreenPreloads, fetchPreloadLinkHeader } from './modules/masters/index.js';
import { accessLogSerializers, logRedaction } from './platform/log-redaction.js';
import type { DestinationStream } from 'pino';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  sms?: SmsProvider;
  geocoder?: ReverseGeocoder;
  bus?: RealtimeBus;
  /** Status-message sender; default: the configured gateways, else the development outbox. */
  notifier?: NotificationProvider;
  /** Where the default logger writes (stdout when absent); tests read the log from here. */
  logStream?: DestinationStream;
}

/** Request bodies are small JSON documents; anything larger is refused before parsing. */
const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Files under assets/ carry a content hash in their name: a new build gives new names, so browsers may keep
 * them for a year without asking. Everything else (index.html, favicon) is revalidated on every visit, so a
 * new build is picked up at once.
 */
export function webCacheControl(filePath: string): string {
  return /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../web/dist');
}

/**
 * TRUST_PROXY → Fastify's trustProxy. A hop count trusts that many proxies nearest the server whatever their
 * address (Fastify itself ignores a plain number, so it is a function here); only safe when the app cannot be
 * reached except through them.
 */
function trustProxyOption(trust: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** Builds the whole HTTP app without listening; tests drive it with `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      serializers: accessLogSerializers,
      redact: logRedaction,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Off unless configured: trusting every X-Forwarded-For would let any caller pick the address that rate
    // limits count against.
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; a text body is refused with 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    cipher: createCipher(config.encryptionKey),
    sms: options.sms ?? createOutboxSmsProvider(database.db, app.log),
    geocoder: options.geocoder ?? (await loadOfflinePinGeocoder(database.db)),
    bus: options.bus ?? createLocalBus(),
    presence: createPresence(),
    notifier: options.notifier ?? defaultNotifier(config, database, app.log),
  };
  app.decorate('ctx', ctx);
  // Lost database connections are reported through the app's own log from now on.
  database.log = app.log;

  installErrorHandler(app);
  await app.register(cookie);
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    // The browser needs geolocation on the request screen; everything else stays off.
    permittedCrossDomainPolicies: false,
  });
  await app.register(rateLimit, {
    global: false,
    // Counters live in the database, so several instances on one PostgreSQL enforce one limit together.
    store: databaseRateLimitStore(ctx.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Fixo API', version: '1.0.0', description: 'Vehicle breakdown and service marketplace' },
      // Every failure answers this one shape (platform/error-handler.ts); routes document only their answers.
      components: {
        schemas: {
          ApiError: z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' }) as Record<string, unknown>,
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  installAuth(app, ctx.db);
  installInputGuard(app);
  await app.register(async (api) => registerModules(api, ctx), { prefix: '/api' });
  // For load balancers and people: 503 names the part that is down while the app itself keeps running.
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['Health'], response: { 200: healthAnswerSchema, 503: healthAnswerSchema } },
    },
    async (_request, reply) => {
      const databaseUp = await ctx.db
        .selectFrom('app_config')
        .select('key')
        .limit(1)
        .execute()
        .then(
          () => true,
          () => false,
        );
      const realtime = ctx.bus.state();
      const healthy = databaseUp && realtime === 'up';
      return reply.status(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        engine: database.engine,
        database: databaseUp ? 'up' : 'down',
        realtime,
      });
    },
  );

  const webDist = config.webDist ?? defaultWebDist();
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  const hasAppShell = fs.existsSync(path.join(webDist, 'app.html'));
  if (hasWeb) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    // preCompressed: the build writes .br and .gz beside each file (vite.config.ts); the smallest one the
    // browser accepts is sent, with no compression work per request.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', webCacheControl(filePath)),
    });
  }
  const routeShell = createRouteShells(webDist);
  const requestScreenPreloads = createRequestScreenPreloads(ctx);
  const requestScreenFile = `${REQUEST_SCREEN_PATH.slice(1)}/index.html`;
  app.setNotFoundHandler(async (request, reply) => {
    // Client-side routes get the app; a missing file (/assets/old-hash.js) gets a real 404, not HTML.
    const urlPath = request.url.split('?')[0] ?? '';
    // HEAD as GET (link checkers, uptime monitors): Fastify sends the headers without the body.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !urlPath.startsWith('/api/') &&
      !/\.[a-z0-9]+$/i.test(urlPath);
    if (isPage && hasWeb) {
      // A page the web build prerendered under its own path (dist/index.html, dist/fixopro/index.html,
      // dist/dashboard-customer/service-request/index.html): @fastify/static does not find a folder's index.html
      // itself when it looks for a .br/.gz first.
      const folder = /^\/(?:((?:[a-z0-9-]+\/)*[a-z0-9-]+)\/?)?$/.exec(urlPath);
      const prerendered = folder ? (folder[1] ? `${folder[1]}/index.html` : 'index.html') : null;
      if (prerendered && fs.existsSync(path.join(webDist, prerendered))) {
        if (prerendered === requestScreenFile) {
          const urls = await requestScreenPreloads();
          if (urls.length > 0) reply.header('link', fetchPreloadLinkHeader(urls));
        }
        return reply.type('text/html').sendFile(prerendered);
      }
      // Any other client route: its own shell (naming its screen's files), else app.html, the empty shell;
      // index.html is the prerendered landing page when the build wrote both.
      const shell = routeShell(urlPath) ?? (hasAppShell ? 'app.html' : 'index.html');
      return reply.type('text/html').sendFile(shell);
    }
    return reply
      .status(404)
      .send({ message: `No such route: ${request.method} ${request.url}`, status: 404 });
  });

  if (config.notifications.worker) {
    const worker = createNotificationWorker({
      db: ctx.db,
      engine: database.engine,
      provider: ctx.notifier,
      log: app.log,
      pollMs: config.notifications.pollMs,
      maxAttempts: config.notifications.maxAttempts,
      retryBaseMs: config.notifications.retryBaseMs,
    });
    app.addHook('onReady', async () => worker.start());
    // Before the database closes: the batch in hand finishes (each send is bounded), nothing new is claimed.
    app.addHook('preClose', async () => worker.stop());
  }

  app.addHook('onClose', async () => {
    await ctx.bus.close();
  });
  return app;
}

/** Each channel through its configured gateway, or into the development outbox when none is configured. */
function defaultNotifier(
  config: AppConfig,
  database: DatabaseHandle,
  log: FastifyInstance['log'],
): NotificationProvider {
  const outbox = createOutboxNotificationProvider(database.db, log);
  const { smsGateway, whatsappGateway, dltSenderId } = config.notifications;
  return channelRouter({
    sms: smsGateway ? createHttpNotificationProvider(smsGateway, { sender: dltSenderId }) : outbox,
    whatsapp: whatsappGateway ? createHttpNotificationProvider(whatsappGateway) : outbox,
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
