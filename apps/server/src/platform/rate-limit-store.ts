import { sql } from 'kysely';
import type { Db } from './db.js';

export interface CounterHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** Expired rows are swept now and then (about one hit in this many), so the table stays small. */
const SWEEP_EVERY = 200;

/**
 * Counts one hit on `key` in a fixed window of `windowMs`, atomically: one upsert that starts a new window
 * when the old one has ended, otherwise adds one, and returns the new count. Concurrent hits from any number
 * of instances on the same database never lose a count (unlike read-then-write).
 */
export async function hitCounter(db: Db, key: string, windowMs: number): Promise<CounterHit> {
  const now = Date.now();
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  if (Math.random() * SWEEP_EVERY < 1) {
    await db.deleteFrom('rate_limits').where('reset_at', '<', now).execute();
  }
  return { count: Number(row.count), ttlMs: Math.max(0, Number(row.reset_at) - now) };
}

/** The current count of `key` without adding to it (0 when there is none or its window has ended). */
export async function readCounter(db: Db, key: string): Promise<CounterHit> {
  const now = Date.now();
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'reset_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || Number(row.reset_at) <= now) return { count: 0, ttlMs: 0 };
  return { count: Number(row.count), ttlMs: Number(row.reset_at) - now };
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin really hands to `child`: the route's merged limit options, with the route as `routeInfo`. */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit that keeps its counters in the database: with several instances behind a
 * load balancer (PostgreSQL mode) a caller's requests count against one limit whichever instance answers.
 * Each route gets its own namespace (`child`), like the plugin's built-in stores.
 */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    readonly prefix: string;

    constructor(_globalParams?: unknown, prefix = 'http:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      hitCounter(db, this.prefix + key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: StoreCallback): void {
      readCounter(db, this.prefix + key).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): DatabaseRateLimitStore {
      const routeParams = routeOptions as RouteParams;
      const method = [routeParams.routeInfo?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(
        undefined,
        `${this.prefix}${method} ${routeParams.routeInfo?.url ?? ''}:`,
      );
    }
  };
}
