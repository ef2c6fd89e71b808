import { SESSION_COOKIE } from '../../apps/server/src/platform/auth.js';
import type { DatabaseHandle } from '../../apps/server/src/platform/db.js';
import { DEMO_MOBILES } from '../../apps/server/src/db/seed/demo-seed.js';
import { openSession } from '../../apps/server/src/modules/auth/auth.service.js';

export interface BenchCustomer {
  mobile: string;
  customerId: number;
  /** The `cookie` header of the customer's session. */
  cookie: string;
}

/**
 * `count` copies of the demo customer (account and profile rows), each with a session of its own, through Kysely:
 * both engines. Sessions are opened as sign-in opens them (`openSession`), not through the sign-in route: a
 * passcode check per customer would take minutes for the thousands a create run needs to stay under the real
 * per-customer limits. Mobiles are `<prefix>` followed by the copy's number.
 */
export async function signedInCustomers(
  handle: DatabaseHandle,
  count: number,
  prefix: string,
): Promise<BenchCustomer[]> {
  const digits = 10 - prefix.length;
  if (String(count - 1).length > digits) throw new Error(`${count} customers do not fit after ${prefix}`);
  return handle.db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom('customers')
      .selectAll()
      .where('mobile', '=', DEMO_MOBILES.customer)
      .executeTakeFirstOrThrow();
    const account = await trx
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', customer.account_id)
      .executeTakeFirstOrThrow();
    const { id: _accountId, ...accountRest } = account;
    const { id: _customerId, ...customerRest } = customer;
    const copies: BenchCustomer[] = [];
    for (let i = 0; i < count; i += 1) {
      const mobile = `${prefix}${String(i).padStart(digits, '0')}`;
      const newAccount = await trx
        .insertInto('accounts')
        .values({ ...accountRest, mobile })
        .returning('id')
        .executeTakeFirstOrThrow();
      const newCustomer = await trx
        .insertInto('customers')
        .values({ ...customerRest, mobile, account_id: newAccount.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = await openSession(trx, newAccount.id);
      copies.push({ mobile, customerId: newCustomer.id, cookie: `${SESSION_COOKIE}=${token}` });
    }
    return copies;
  });
}
