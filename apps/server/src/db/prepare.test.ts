import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { assertNoUnwantedDemoAccounts, prepareDatabase } from './prepare.js';
import { countDemoAccounts, DEMO_MOBILES } from './seed/demo-seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const base = { enableOtpDefault: false, enableOtpOverride: undefined } as const;

describe('demo accounts in production', () => {
  it('counts the seeded demo accounts', async () => {
    expect(await countDemoAccounts(t.app.ctx.db)).toBeGreaterThanOrEqual(17);
  });

  it('refuses to start in production with demo accounts unless SEED_DEMO=true', async () => {
    await expect(
      prepareDatabase(t.app.ctx.database, { ...base, env: 'production', seedDemo: false }),
    ).rejects.toThrow('Refusing to start in production: the database holds');
    await expect(
      prepareDatabase(t.app.ctx.database, { ...base, env: 'production', seedDemo: true }),
    ).resolves.toMatchObject({ demoSeeded: false });
    await expect(
      prepareDatabase(t.app.ctx.database, { ...base, env: 'development', seedDemo: false }),
    ).resolves.toMatchObject({ demoAccounts: expect.any(Number) });
  });

  it('starts in production once no demo account is left', () => {
    expect(() => assertNoUnwantedDemoAccounts({ env: 'production', seedDemo: false }, 0)).not.toThrow();
    expect(() => assertNoUnwantedDemoAccounts({ env: 'production', seedDemo: false }, 1)).toThrow();
  });
});

describe('ENABLE_OTP from the environment', () => {
  const otpValue = async () =>
    (
      await t.app.ctx.db
        .selectFrom('app_config')
        .select('value')
        .where('key', '=', 'ENABLEOTPAPI')
        .executeTakeFirstOrThrow()
    ).value;

  it('is applied at every start, overriding the stored value, with an audit row', async () => {
    const config = { ...base, env: 'development', seedDemo: false } as const;
    await prepareDatabase(t.app.ctx.database, { ...config, enableOtpOverride: true });
    expect(await otpValue()).toBe('true');
    const change = await t.app.ctx.db
      .selectFrom('app_config_changes')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({
      key: 'ENABLEOTPAPI',
      old_value: 'false',
      new_value: 'true',
      changed_by: 'Environment (ENABLE_OTP at start-up)',
    });

    // Unset: the stored value (a manager's choice) stays as it is.
    await prepareDatabase(t.app.ctx.database, config);
    expect(await otpValue()).toBe('true');
    await prepareDatabase(t.app.ctx.database, { ...config, enableOtpOverride: false });
    expect(await otpValue()).toBe('false');
    expect(DEMO_MOBILES.manager).toBe('9000000001');
  });
});
