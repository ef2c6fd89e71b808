import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Loopback by default: `npm start` is a demo on this machine. Deployments set HOST=0.0.0.0. */
  HOST: z.string().default('127.0.0.1'),
  /** postgres://... selects PostgreSQL; otherwise the embedded SQLite file is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** Connections per instance in the PostgreSQL pool (bench/README.md 'Mixed load' says why 10). */
  PG_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  SQLITE_FILE: z.string().default(path.resolve(process.cwd(), 'data', 'fixo.sqlite')),
  /** 64 hex characters (32 bytes) for AES-256-GCM of GetEncValue; generated per start when missing. */
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'ENCRYPTION_KEY must be 64 hex characters')
    .optional(),
  SEED_DEMO: booleanText.optional(),
  ENABLE_OTP: booleanText.optional(),
  /** The development SMS outbox (page and API). Default: on only for the embedded demo on loopback. */
  DEV_TOOLS: booleanText.optional(),
  /** UPI payee of paid plans; without it the payment page says payment is not set up. */
  UPI_PAYEE_VPA: z
    .string()
    .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/, 'UPI_PAYEE_VPA must look like name@bank')
    .optional(),
  UPI_PAYEE_NAME: z.string().max(100).optional(),
  /** Shown when payment is not set up, and on payment pages: whom to contact about plans and payments. */
  BILLING_CONTACT: z.string().max(200).optional(),
  /** Create limits per signed-in customer / center (a flood is answered 429). */
  CUSTOMER_REQUESTS_PER_HOUR: z.coerce.number().int().positive().default(20),
  CUSTOMER_REQUESTS_PER_DAY: z.coerce.number().int().positive().default(50),
  CENTER_OFFERS_PER_DAY: z.coerce.number().int().positive().default(50),
  CONSENTS_PER_HOUR: z.coerce.number().int().positive().default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /**
   * Which proxies may tell the client's address in X-Forwarded-For: off (the default: the socket's address is
   * the client), a hop count ('1': one proxy in front), or a comma list of proxy addresses / CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((value, zctx): AppConfig['trustProxy'] => {
      if (/^(false|off|0|no)$/i.test(value)) return false;
      if (/^\d+$/.test(value)) return Number(value);
      const list = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const addressOrCidr = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;
      const wrong = list.filter((part) => !addressOrCidr.test(part));
      if (list.length === 0 || wrong.length > 0) {
        zctx.addIssue({
          code: 'custom',
          message: `TRUST_PROXY must be false, a hop count or a comma list of proxy addresses/CIDRs (got '${wrong.join(', ') || value}')`,
        });
        return z.NEVER;
      }
      return list;
    })
    .optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  GUEST_REQUESTS_PER_HOUR: z.coerce.number().int().positive().default(5),
  /** One-time codes that prove a mobile (registration, passcode reset): per number and per caller address. */
  VERIFICATION_CODES_PER_MOBILE_PER_HOUR: z.coerce.number().int().positive().default(5),
  VERIFICATION_CODES_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** The address people open links in status messages at (tracking, opt-out); default http://HOST:PORT. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, message: 'PUBLIC_URL must be an http(s):// URL' }).optional(),
  /** The status-message worker in this process. Default: on, except under NODE_ENV=test (tests run it). */
  NOTIFY_WORKER: booleanText.optional(),
  NOTIFY_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** Tries per message before it is marked failed; the wait doubles from NOTIFY_RETRY_BASE_MS each time. */
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  NOTIFY_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** A JSON HTTP SMS gateway (see README); without it SMS go to the development outbox. */
  SMS_GATEWAY_URL: z
    .url({ protocol: /^https?$/, message: 'SMS_GATEWAY_URL must be an http(s):// URL' })
    .optional(),
  SMS_GATEWAY_KEY: z.string().max(500).optional(),
  /** DLT: the registered sender (header) and one registered template id per event. */
  SMS_DLT_SENDER_ID: z
    .string()
    .regex(/^[A-Z0-9]{3,6}$/, 'SMS_DLT_SENDER_ID must be 3-6 capitals/digits')
    .default('FIXOIN'),
  SMS_TEMPLATE_REQUEST_RECEIVED: z.string().max(40).optional(),
  SMS_TEMPLATE_REQUEST_ACCEPTED: z.string().max(40).optional(),
  SMS_TEMPLATE_REQUEST_REJECTED: z.string().max(40).optional(),
  SMS_TEMPLATE_REQUEST_CLOSED: z.string().max(40).optional(),
  SMS_TEMPLATE_CENTER_NEW_REQUEST: z.string().max(40).optional(),
  /** A JSON HTTP WhatsApp gateway (template messages); without it WhatsApp messages go to the outbox. */
  WHATSAPP_GATEWAY_URL: z
    .url({ protocol: /^https?$/, message: 'WHATSAPP_GATEWAY_URL must be an http(s):// URL' })
    .optional(),
  WHATSAPP_GATEWAY_KEY: z.string().max(500).optional(),
});

/** The status-message events (issue 15); each has a DLT template id for SMS. */
export const NOTIFICATION_EVENTS = [
  'request_received',
  'request_accepted',
  'request_rejected',
  'request_closed',
  'center_new_request',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export interface GatewayConfig {
  url: string;
  key: string | undefined;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database:
    { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string; poolMax?: number };
  encryptionKey: Buffer;
  seedDemo: boolean;
  enableOtpDefault: boolean;
  /** ENABLE_OTP when set: applied to ENABLEOTPAPI at every start (overrides a manager's change). */
  enableOtpOverride: boolean | undefined;
  devTools: boolean;
  upiPayee: { vpa: string; name: string; demo: boolean } | undefined;
  billingContact: string | undefined;
  createLimits: {
    customerRequestsPerHour: number;
    customerRequestsPerDay: number;
    centerOffersPerDay: number;
    consentsPerHour: number;
  };
  logLevel: string;
  webDist: string | undefined;
  /** Fastify's trustProxy: false, a hop count, or the proxy addresses/CIDRs allowed to set X-Forwarded-For. */
  trustProxy: false | number | string[];
  loginRateLimitPerMinute: number;
  guestRequestsPerHour: number;
  verificationCodesPerMobilePerHour: number;
  verificationCodesPerIpPerHour: number;
  notifications: {
    publicUrl: string;
    worker: boolean;
    pollMs: number;
    maxAttempts: number;
    retryBaseMs: number;
    smsGateway: GatewayConfig | undefined;
    whatsappGateway: GatewayConfig | undefined;
    dltSenderId: string;
    /** DLT template id per event (development placeholders when no gateway is configured). */
    smsTemplateIds: Record<NotificationEvent, string>;
  };
}

/** Reads and validates the environment once at start-up; a bad value stops the server with a clear message. */
/** Every environment variable the server reads (the root README's configuration table lists each one). */
export const configVariableNames = (): string[] => Object.keys(configSchema.shape);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (DATABASE_URL= in a shell or .env) means "not set", not an invalid value.
  const parsed = configSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  if (value.NODE_ENV === 'production' && value.DEV_TOOLS === true) {
    // Refuse rather than ignore: the outbox shows sign-in codes to anyone who asks.
    throw new Error('Invalid configuration:\n  DEV_TOOLS: must not be true when NODE_ENV=production');
  }
  const templateIds: Record<NotificationEvent, string | undefined> = {
    request_received: value.SMS_TEMPLATE_REQUEST_RECEIVED,
    request_accepted: value.SMS_TEMPLATE_REQUEST_ACCEPTED,
    request_rejected: value.SMS_TEMPLATE_REQUEST_REJECTED,
    request_closed: value.SMS_TEMPLATE_REQUEST_CLOSED,
    center_new_request: value.SMS_TEMPLATE_CENTER_NEW_REQUEST,
  };
  const missingTemplates = NOTIFICATION_EVENTS.filter((event) => !templateIds[event]);
  if (value.SMS_GATEWAY_URL && missingTemplates.length > 0) {
    // An operator would otherwise only learn from the gateway's refusals, one message at a time.
    throw new Error(
      `Invalid configuration:\n${missingTemplates.map((e) => `  SMS_TEMPLATE_${e.toUpperCase()}: required with SMS_GATEWAY_URL (the DLT template id)`).join('\n')}`,
    );
  }
  const database: AppConfig['database'] = value.DATABASE_URL
    ? { kind: 'postgres', url: value.DATABASE_URL, poolMax: value.PG_POOL_MAX }
    : { kind: 'sqlite', file: value.SQLITE_FILE };
  // The embedded demo: SQLite, outside production, reachable only from this machine.
  const embeddedDemo =
    database.kind === 'sqlite' && value.NODE_ENV !== 'production' && isLoopback(value.HOST);
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    database,
    encryptionKey: value.ENCRYPTION_KEY ? Buffer.from(value.ENCRYPTION_KEY, 'hex') : randomBytes(32),
    // Demo accounts only for the embedded demo or when asked for, never silently in production.
    seedDemo: value.SEED_DEMO ?? embeddedDemo,
    enableOtpDefault: value.ENABLE_OTP ?? false,
    enableOtpOverride: value.ENABLE_OTP,
    devTools: value.DEV_TOOLS ?? embeddedDemo,
    // Only the embedded demo gets a payee nobody configured, and it says it is a demo.
    upiPayee: value.UPI_PAYEE_VPA
      ? { vpa: value.UPI_PAYEE_VPA, name: value.UPI_PAYEE_NAME ?? 'Fixo', demo: false }
      : embeddedDemo
        ? DEMO_UPI_PAYEE
        : undefined,
    billingContact: value.BILLING_CONTACT,
    createLimits: {
      customerRequestsPerHour: value.CUSTOMER_REQUESTS_PER_HOUR,
      customerRequestsPerDay: value.CUSTOMER_REQUESTS_PER_DAY,
      centerOffersPerDay: value.CENTER_OFFERS_PER_DAY,
      consentsPerHour: value.CONSENTS_PER_HOUR,
    },
    logLevel: value.LOG_LEVEL,
    webDist: value.WEB_DIST,
    trustProxy: value.TRUST_PROXY ?? false,
    loginRateLimitPerMinute: value.LOGIN_RATE_LIMIT_PER_MINUTE,
    guestRequestsPerHour: value.GUEST_REQUESTS_PER_HOUR,
    verificationCodesPerMobilePerHour: value.VERIFICATION_CODES_PER_MOBILE_PER_HOUR,
    verificationCodesPerIpPerHour: value.VERIFICATION_CODES_PER_IP_PER_HOUR,
    notifications: {
      publicUrl: (value.PUBLIC_URL ?? defaultPublicUrl(value.HOST, value.PORT)).replace(/\/+$/, ''),
      worker: value.NOTIFY_WORKER ?? value.NODE_ENV !== 'test',
      pollMs: value.NOTIFY_POLL_MS,
      maxAttempts: value.NOTIFY_MAX_ATTEMPTS,
      retryBaseMs: value.NOTIFY_RETRY_BASE_MS,
      smsGateway: value.SMS_GATEWAY_URL
        ? { url: value.SMS_GATEWAY_URL, key: value.SMS_GATEWAY_KEY }
        : undefined,
      whatsappGateway: value.WHATSAPP_GATEWAY_URL
        ? { url: value.WHATSAPP_GATEWAY_URL, key: value.WHATSAPP_GATEWAY_KEY }
        : undefined,
      dltSenderId: value.SMS_DLT_SENDER_ID,
      smsTemplateIds: Object.fromEntries(
        NOTIFICATION_EVENTS.map((event) => [event, templateIds[event] ?? `DEV-${event}`]),
      ) as Record<NotificationEvent, string>,
    },
  };
}

/** Where this server can be opened when PUBLIC_URL is not set (0.0.0.0 is not an address to open). */
function defaultPublicUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

/** The embedded demo's payee: clearly not a real account. */
export const DEMO_UPI_PAYEE = { vpa: 'fixo.demo@upi', name: 'Fixo DEMO (do not pay)', demo: true } as const;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export function isLoopback(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase());
}
