/**
 * The create's statements prepared once on the SQLite connection (bench/README.md 'Where the time went': Kysely
 * building about ten statements was about a third of a create's CPU). The same SQL Kysely wrote, the same
 * connection:
 * - the reads before the transaction run only when no transaction of this connection is open (`readable`), so
 *   they never see another request's uncommitted rows, exactly as Kysely's, which waits for the transaction to
 *   end; otherwise the caller reads through Kysely as before;
 * - the writes run inside the group commit's transaction (group-commit.ts), which holds the one connection while a
 *   unit runs: Kysely's own queries wait for it, as they did for the unit's Kysely statements.
 */
import type SqliteDatabase from 'better-sqlite3';

export interface CenterForCreate {
  id: number;
  is_active: number;
  center_name: string;
  center_contact: string;
  center_mobile: string;
  center_address: string;
  center_services: string;
}

type Value = string | number | null;

export function createSqliteCreateStatements(sqlite: SqliteDatabase.Database) {
  const center = sqlite.prepare<[number], CenterForCreate>(
    `select id, is_active, name as center_name, contact_person1 as center_contact, mobile as center_mobile,
       address1 as center_address, services_provided as center_services
     from service_centers where id = ?`,
  );
  const newestConsent = sqlite
    .prepare<[string, string], number>(
      'select consent_given from consents where mobile = ? and page_source = ? order by id desc limit 1',
    )
    .pluck();
  const recent = sqlite.prepare<[string, number, string], { day: number; hour: number | null }>(
    `select count(*) as day, sum(case when created_at >= ? then 1 else 0 end) as hour
     from service_requests where customer_id = ? and created_at >= ?`,
  );
  const insertEvent = sqlite.prepare<[number, null, string, string, number | null, string]>(
    `insert into service_request_events (service_request_id, from_status, to_status, remark, actor_account_id,
       created_at) values (?, ?, ?, ?, ?, ?)`,
  );
  // One statement per column list (the create always sends the same one).
  const inserts = new Map<string, SqliteDatabase.Statement<[Record<string, Value>]>>();

  return {
    /** True when a read now sees committed rows only (no transaction of this connection is open). */
    readable: () => !sqlite.inTransaction,
    center: (id: number) => center.get(id),
    /** isConsentWithdrawn's question: is the newest consent record of this number for this purpose a withdrawal? */
    consentWithdrawn: (mobile: string, source: string) => newestConsent.get(mobile, source) === 0,
    /** The customer's creates in the last day and hour (the create limits), inside the unit's transaction. */
    recent: (customerId: number, hourSince: string, daySince: string) =>
      recent.get(hourSince, customerId, daySince)!,
    /** Inserts the request; its id. Every value must be defined (undefined: the caller uses Kysely). */
    insertRequest(values: Record<string, Value>): number {
      const columns = Object.keys(values);
      const key = columns.join(',');
      let statement = inserts.get(key);
      if (!statement) {
        statement = sqlite.prepare<[Record<string, Value>]>(
          `insert into service_requests (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
        );
        inserts.set(key, statement);
      }
      return Number(statement.run(values).lastInsertRowid);
    },
    insertEvent: (requestId: number, toStatus: string, remark: string, actor: number | null, at: string) =>
      Number(insertEvent.run(requestId, null, toStatus, remark, actor, at).lastInsertRowid),
  };
}
export type SqliteCreateStatements = ReturnType<typeof createSqliteCreateStatements>;
