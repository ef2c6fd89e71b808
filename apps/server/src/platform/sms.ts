import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db.js';
import { nowIso } from './db.js';

/** The SMS gateway cannot be reached from here; real providers implement this interface. */
export interface SmsProvider {
  send(toMobile: string, body: string): Promise<void>;
}

/** 9876543210 → 98******10: enough to tell messages apart in a log, not enough to identify a person. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 4) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}

/**
 * Development default: keeps every message in the database outbox (read through DEV_TOOLS only). The log says
 * that a message was sent, never its text: a text may carry a sign-in code.
 */
export function createOutboxSmsProvider(db: Db, log: FastifyBaseLogger): SmsProvider {
  return {
    async send(toMobile, body) {
      await db.insertInto('sms_outbox').values({ to_mobile: toMobile, body, created_at: nowIso() }).execute();
      log.info({ to: maskMobile(toMobile) }, 'SMS sent to the development outbox');
    },
  };
}
