import type { TestApp } from './test-app.js';

/** How many sign-in accounts hold a mobile number (a refused registration must leave none, an import adds none). */
export async function accountCount(t: TestApp, mobile: string): Promise<number> {
  const rows = await t.app.ctx.db.selectFrom('accounts').select('id').where('mobile', '=', mobile).execute();
  return rows.length;
}
