import { normalizeRegistrationNumber } from '@fixo/shared';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** Escapes LIKE wildcards so typed text matches literally ('50%' finds "50%", not everything). */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** column LIKE 'text%' (prefix; served by a B-tree index on the column in both engines with a literal prefix). */
export function likePrefix(column: Expression<unknown>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${column} like ${`${escapeLike(text)}%`} escape '\\'`;
}

/** column LIKE '%text%'. */
export function likeContains(column: Expression<unknown>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${column} like ${`%${escapeLike(text)}%`} escape '\\'`;
}

/**
 * The suite's document search (job cards, invoices): number (contains), customer name (contains, lower-case
 * column), registration (prefix, after normalising 'ka 01' → 'KA01') and mobile (prefix) — for `eb.or(...)`.
 */
export function documentSearchTerms(
  search: string,
  columns: {
    number: Expression<unknown>;
    nameLower: Expression<unknown>;
    registration: Expression<unknown>;
    mobile: Expression<unknown>;
  },
): RawBuilder<SqlBool>[] {
  const reg = normalizeRegistrationNumber(search);
  const digits = search.replace(/[\s-]/g, '');
  return [
    likeContains(columns.number, search.toUpperCase()),
    likeContains(columns.nameLower, search.toLowerCase()),
    ...(/^[A-Z0-9]+$/.test(reg) ? [likePrefix(columns.registration, reg)] : []),
    ...(/^\d+$/.test(digits) ? [likePrefix(columns.mobile, digits)] : []),
  ];
}
