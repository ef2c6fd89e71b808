import { z } from 'zod';

/** GET /api/AppConfigurations/GetAppConfigKeyValueByKeyName (list; first item has apcvalue). */
export const appConfigEntrySchema = z.object({
  apckey: z.string(),
  apcvalue: z.string(),
});
export type AppConfigEntry = z.infer<typeof appConfigEntrySchema>;

export const appConfigQuerySchema = z.object({ APCKEY: z.string().trim().min(1) });
export type AppConfigQuery = z.infer<typeof appConfigQuerySchema>;

/** Config key deciding whether OTP login is offered: only the value 'true' enables it ('false' or missing: off). */
export const ENABLE_OTP_API_KEY = 'ENABLEOTPAPI';
export function isOtpEnabled(apcvalue: string | null | undefined): boolean {
  return (apcvalue ?? '').trim().toLowerCase() === 'true';
}
