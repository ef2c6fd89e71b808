import type { AppContext } from '../../platform/context.js';
import {
  EDITABLE_APP_CONFIG_KEYS,
  PUBLIC_APP_CONFIG_KEYS,
  type AppConfigEntry,
  type AppConfigSettingsResponse,
  type UpdateAppConfigBody,
} from '@fixo/shared';
import type { AppConfig } from '../../platform/config.js';
import type { Db } from '../../platform/db.js';
import { nowIso } from '../../platform/db.js';
import type { SessionUser } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';

export const OTP_CONFIG_KEY = 'ENABLEOTPAPI';

/** How many audited changes the settings screen shows (newest first). */
const CHANGES_SHOWN = 50;

export async function getConfigValue(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_config').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function isOtpEnabled(db: Db): Promise<boolean> {
  return (await getConfigValue(db, OTP_CONFIG_KEY)) === 'true';
}

/** Changes a value and writes the audit row in one transaction; no row when the value is already that. */
async function setConfigValue(
  db: Db,
  key: string,
  value: string,
  by: { accountId: number | null; label: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('app_config')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    if (!current) throw notFound(`No such setting: ${key}`);
    if (current.value === value) return;
    await trx.updateTable('app_config').set({ value }).where('key', '=', key).execute();
    await trx
      .insertInto('app_config_changes')
      .values({
        key,
        old_value: current.value,
        new_value: value,
        changed_by_account_id: by.accountId,
        changed_by: by.label,
        changed_at: nowIso(),
      })
      .execute();
  });
}

/**
 * ENABLE_OTP, when set, is applied at every start and overrides what a manager chose (audited as the
 * environment's change); when unset the stored value stays.
 */
export async function applyEnvironmentConfig(
  db: Db,
  config: Pick<AppConfig, 'enableOtpOverride'>,
): Promise<void> {
  if (config.enableOtpOverride === undefined) return;
  await setConfigValue(db, OTP_CONFIG_KEY, config.enableOtpOverride ? 'true' : 'false', {
    accountId: null,
    label: 'Environment (ENABLE_OTP at start-up)',
  });
}

export function createAppConfigService(ctx: Pick<AppContext, 'db' | 'config' | 'cipher'>) {
  const { db, config } = ctx;
  const isPublic = (key: string): boolean => (PUBLIC_APP_CONFIG_KEYS as readonly string[]).includes(key);

  async function settings(): Promise<AppConfigSettingsResponse> {
    const keys = [...EDITABLE_APP_CONFIG_KEYS];
    const rows = await db
      .selectFrom('app_config')
      .select(['key', 'value', 'description'])
      .where('key', 'in', keys)
      .orderBy('key')
      .execute();
    const changes = await db
      .selectFrom('app_config_changes')
      .select(['id', 'key', 'old_value', 'new_value', 'changed_by', 'changed_at'])
      .where('key', 'in', keys)
      .orderBy('id', 'desc')
      .limit(CHANGES_SHOWN)
      .execute();
    return {
      settings: rows.map((row) => ({
        apckey: row.key,
        apcvalue: row.value,
        description: row.description,
        envmanaged: row.key === OTP_CONFIG_KEY && config.enableOtpOverride !== undefined,
      })),
      changes: changes.map((row) => ({
        id: Number(row.id),
        apckey: row.key,
        oldvalue: row.old_value,
        newvalue: row.new_value,
        changedby: row.changed_by,
        changedon: row.changed_at,
      })),
    };
  }

  return {
    /** The contract encrypts location values before the client sends them back as query parameters. */
    encrypt: (text: string): string => ctx.cipher.encrypt(text),
    /** The contract's public lookup: only allow-listed keys; anything else is 404 (never a secret leak). */
    async publicValue(key: string): Promise<AppConfigEntry[]> {
      if (!isPublic(key)) throw notFound(`No public setting named ${key}`);
      return db
        .selectFrom('app_config')
        .select(['key as apckey', 'value as apcvalue'])
        .where('key', '=', key)
        .execute();
    },

    settings,

    async update(input: UpdateAppConfigBody, user: SessionUser): Promise<AppConfigSettingsResponse> {
      const manager = await db
        .selectFrom('managers')
        .select('name')
        .where('account_id', '=', user.accountId)
        .executeTakeFirst();
      await setConfigValue(db, input.apckey, input.apcvalue, {
        accountId: user.accountId,
        label: `${manager?.name ?? 'Manager'} (${user.mobile})`,
      });
      return settings();
    },
  };
}
