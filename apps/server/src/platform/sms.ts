import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db.js';
import { nowIso } from './db.js';

/** The SMS gateway cannot be reached from here; real providers implement this interface. */
export interface SmsProvider {
  send(toMobile: string, body: string): Promise<void>;
}

/** Development default: keeps every message in the database outbox and the server log. */
export function createOutboxSmsProvider(db: Db, log: FastifyBaseLogger): SmsProvider {
  return {
    async send(toMobile, body) {
      await db.insertInto('sms_outbox').values({ to_mobile: toMobile, body, created_at: nowIso() }).execute();
      log.info({ to: toMobile }, `SMS (development outbox): ${body}`);
    },
  };
}
