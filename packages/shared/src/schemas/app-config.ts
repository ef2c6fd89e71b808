import { z } from 'zod';
import { MAX_ID } from '../helpers/zod-rules.js';

/** GET /api/AppConfigurations/GetAppConfigKeyValueByKeyName (list; first item has apcvalue). */
export const appConfigEntrySchema = z.object({
  apckey: z.string(),
  apcvalue: z.string(),
});
export type AppConfigEntry = z.infer<typeof appConfigEntrySchema>;

/** Config key deciding whether OTP login is offered: only the value 'true' enables it ('false' or missing: off). */
export const ENABLE_OTP_API_KEY = 'ENABLEOTPAPI';
export function isOtpEnabled(apcvalue: string | null | undefined): boolean {
  return (apcvalue ?? '').trim().toLowerCase() === 'true';
}

/** Keys anyone may read through GetAppConfigKeyValueByKeyName; every other key answers 404. */
export const PUBLIC_APP_CONFIG_KEYS = [ENABLE_OTP_API_KEY, 'SUPPORTMOBILE'] as const;
/** Keys a manager may change on the settings screen, with the values each accepts. */
export const EDITABLE_APP_CONFIG_KEYS = [ENABLE_OTP_API_KEY] as const;

/** A setting as the manager's settings screen shows it. */
export const appConfigSettingSchema = z.object({
  apckey: z.string(),
  apcvalue: z.string(),
  description: z.string(),
  /** Set from the environment at every start (ENABLE_OTP): a change here lasts until the next restart. */
  envmanaged: z.boolean(),
});
export type AppConfigSetting = z.infer<typeof appConfigSettingSchema>;

/** One audited change: who, when, old, new. */
export const appConfigChangeSchema = z.object({
  // A plain bounded number: response schemas serialize, so no transforming id rule here.
  id: z.number().int().positive().max(MAX_ID),
  apckey: z.string(),
  oldvalue: z.string().nullable(),
  newvalue: z.string(),
  changedby: z.string(),
  changedon: z.string(),
});
export type AppConfigChange = z.infer<typeof appConfigChangeSchema>;

export const appConfigSettingsResponseSchema = z.object({
  settings: z.array(appConfigSettingSchema),
  changes: z.array(appConfigChangeSchema),
});
export type AppConfigSettingsResponse = z.infer<typeof appConfigSettingsResponseSchema>;

export const updateAppConfigBodySchema = z.object({
  apckey: z.enum(EDITABLE_APP_CONFIG_KEYS, { message: 'This setting cannot be changed here' }),
  apcvalue: z.enum(['true', 'false'], { message: "Value must be 'true' or 'false'" }),
});
export type UpdateAppConfigBody = z.infer<typeof updateAppConfigBodySchema>;

/** GET /api/health: 200 when every part is up, 503 (same shape) naming the part that is down. */
export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  engine: z.enum(['sqlite', 'postgres']),
  database: z.enum(['up', 'down']),
  realtime: z.enum(['up', 'reconnecting', 'closed']),
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;
