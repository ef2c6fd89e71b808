import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * `service_requests_customer` (customer_id) is a prefix of `service_requests_customer_created` (customer_id,
 * created_at, from 0005): every query that filters by customer_id (the customer's list and its count, the
 * create limit's count, the guest checks with customer_id = 0 next to the mobile) is served by the composite or
 * by (mobile, created_at), on both engines (`service-requests.list-index.test.ts` checks the plans). The short
 * index only cost every create one more B-tree insert (bench/README.md, creates).
 */
export const dropCustomerRequestIndexMigration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.dropIndex('service_requests_customer').ifExists().execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema
      .createIndex('service_requests_customer')
      .ifNotExists()
      .on('service_requests')
      .column('customer_id')
      .execute();
  },
};
