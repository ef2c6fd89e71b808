import type { ErasureRequest, PageQuery } from '@fixo/shared';
import type { Db } from '../../platform/db.js';
import { pageWindow, toPage, type Page } from '../../platform/paging.js';

/**
 * The manager's register of erasure requests. It reads only privacy_requests, which never held a name or a
 * number: the record proves the request was honoured without bringing back the person it erased.
 */
export async function listErasureRequests(db: Db, page: PageQuery): Promise<Page<ErasureRequest>> {
  const { limit, offset } = pageWindow(page);
  const base = db.selectFrom('privacy_requests').where('kind', '=', 'Erasure');
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'reference', 'user_type', 'status', 'created_at', 'completed_at'])
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(
    rows.map((row) => ({
      requestid: row.id,
      reference: row.reference,
      usertype: row.user_type,
      status: row.status,
      requestedon: row.created_at,
      completedon: row.completed_at ?? '',
    })),
    count.n,
  );
}
