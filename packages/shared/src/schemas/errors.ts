import { z } from 'zod';

/**
 * The one error shape of the API: `{ message, status, errors?, messageKey?, messageParams? }` (errors: field path →
 * message). `message` is always the English text; when it comes from a template (KEYED_MESSAGES) the answer also
 * names the template and its values, so a screen in another language can say it too.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  status: z.number().int(),
  errors: z.record(z.string(), z.string()).optional(),
  messageKey: z.string().optional(),
  /** Raw values: amounts in paise, instants as ISO strings (each language formats them itself). */
  messageParams: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Field messages of a failed zod parse, keyed by dotted path ('vehicleType.id'); the first message per field
 * wins. Use it to build `ApiError.errors` on the server and to map errors onto form fields.
 */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
