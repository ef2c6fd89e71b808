import type { Db } from '../../platform/db.js';

export const OTP_CONFIG_KEY = 'ENABLEOTPAPI';

export async function getConfigValue(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_config').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function isOtpEnabled(db: Db): Promise<boolean> {
  return (await getConfigValue(db, OTP_CONFIG_KEY)) === 'true';
}
