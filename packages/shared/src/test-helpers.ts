import type { z } from 'zod';

/** Messages of a failed parse at `path` (dotted), or [] when it parsed or has none there. For tests. */
export function messagesAt(schema: z.ZodType, value: unknown, path: string): string[] {
  const r = schema.safeParse(value);
  if (r.success) return [];
  return r.error.issues.filter((i) => i.path.map(String).join('.') === path).map((i) => i.message);
}
