import { conflict } from './errors.js';

/**
 * A unique-constraint failure of either engine (two saves of one key racing): PostgreSQL's unique_violation,
 * better-sqlite3's extended result codes for a unique index and for a primary key.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A unique-constraint failure on a given column (both engines name it in the message or the constraint). */
export function isUniqueViolationOn(error: unknown, column: string): boolean {
  const e = error as { message?: string; constraint?: string; detail?: string } | null;
  return (
    isUniqueViolation(error) &&
    `${e?.message ?? ''} ${e?.constraint ?? ''} ${e?.detail ?? ''}`.includes(column)
  );
}

/** Runs `work`, turning a unique-constraint failure into 409 with `message`. */
export async function conflictOnDuplicate<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}
