import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * Fixed-window counters shared by every instance on one database: the HTTP rate limits (per route and caller
 * address) and the per-mobile limits of sign-in (OTP requests, tries on unknown numbers). `reset_at` is epoch
 * milliseconds, so the window check is one integer comparison in both engines.
 */
export const rateLimitsMigration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('count', 'integer', (col) => col.notNull())
      .addColumn('reset_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('rate_limits').execute();
  },
};
