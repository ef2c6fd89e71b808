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
 * The suite's search box over a customer and a vehicle: the (lower-case) name contains the text, the registration
 * contains it (spaces and hyphens ignored, as plates are stored: a workshop calls a car by its last four digits,
 * '6469' for KA03IN6469), or the mobile starts with its digits. The name already makes it a scan of the center's
 * rows, so the registration's contains costs no index.
 */
export function customerVehicleSearch(
  search: string,
  columns: { nameLower: Expression<unknown>; registration: Expression<unknown>; mobile: Expression<unknown> },
): RawBuilder<SqlBool>[] {
  const reg = normalizeRegistrationNumber(search);
  const digits = search.replace(/[\s-]/g, '');
  return [
    likeContains(columns.nameLower, search.toLowerCase()),
    ...(/^[A-Z0-9]+$/.test(reg) ? [likeContains(columns.registration, reg)] : []),
    ...(/^\d+$/.test(digits) ? [likePrefix(columns.mobile, digits)] : []),
  ];
}

/** The suite's document search (job cards, invoices): the number contains the text, or the customer/vehicle terms. */
export function documentSearchTerms(
  search: string,
  columns: Parameters<typeof customerVehicleSearch>[1] & { number: Expression<unknown> },
): RawBuilder<SqlBool>[] {
  return [likeContains(columns.number, search.toUpperCase()), ...customerVehicleSearch(search, columns)];
}
