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
