import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { moneyPaiseMigration } from './migrations/0019-money-paise.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('0019: plan prices and payments move from rupees (double) to paise (bigint)', () => {
  it('turns every stored rupee amount into exact paise, fractions included, and drops the float column', async () => {
    const db = t.app.ctx.db;
    // Back to the columns an older database has, holding amounts a float stores inexactly.
    await moneyPaiseMigration.down(db);
    await sql`update plans set amount = 999.99 where id = 2`.execute(db);
    await sql`update plans set amount = 0.29 where id = 3`.execute(db);
    await moneyPaiseMigration.up(db);

    const plans = await db.selectFrom('plans').select(['id', 'amount_paise']).orderBy('id').execute();
    expect(plans.map((p) => [p.id, Number(p.amount_paise)])).toEqual([
      [1, 0],
      [2, 99_999],
      [3, 29],
      [4, 9_999_00],
    ]);
    const left = await sql<{ amount: number }>`select amount from plans`.execute(db).then(
      () => 'still there',
      () => 'dropped',
    );
    expect(left).toBe('dropped');
  });

  it('the plan list still answers rupees', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/PaymentGateway/GetSubscriptionPlanByEntity',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ amount: number }[]>().map((p) => p.amount)).toEqual([0, 0.29, 999.99, 9999]);
  });
});
