import type { AppContext } from '../../platform/context.js';
import {
  PRIVACY_MESSAGES,
  type Grievance,
  type GrievanceAnswer,
  type GrievanceInput,
  type GrievanceLookup,
  type GrievanceStatus,
  type PageQuery,
} from '@fixo/shared';
import type { Selectable } from 'kysely';
import type { SessionUser } from '../../platform/auth.js';
import { nowIso } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { pageWindow, toPage, type Page } from '../../platform/paging.js';
import type { GrievanceTable } from '../../db/schema.js';
import { newReference } from './consent-state.js';

function toContract(row: Selectable<GrievanceTable>): Grievance {
  return {
    grievanceid: row.id,
    reference: row.reference,
    name: row.name,
    mobileno: row.mobile,
    email: row.email,
    category: row.category,
    message: row.message,
    status: row.status,
    answer: row.answer,
    answeredon: row.answered_at ?? '',
    createdon: row.created_at,
  };
}

/**
 * Grievances (DPDP Act s.13): anyone may file one (the privacy notice's contact), sees its status by reference
 * and mobile, or all their own when signed in; only a manager answers.
 */
export function createGrievancesService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;
  return {
    async add(input: GrievanceInput, user: SessionUser | null): Promise<Grievance> {
      const now = nowIso();
      const row = await db
        .insertInto('grievances')
        .values({
          reference: newReference('GR'),
          account_id: user?.accountId ?? null,
          name: input.name,
          mobile: input.mobileno,
          email: input.email,
          category: input.category,
          message: input.message,
          status: 'Open',
          answer: '',
          answered_by: null,
          answered_at: null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toContract(row);
    },

    /** By reference AND mobile: the same answer for a wrong reference and a wrong number (nothing leaks). */
    async lookup(input: GrievanceLookup): Promise<Grievance> {
      const row = await db
        .selectFrom('grievances')
        .selectAll()
        .where('reference', '=', input.reference)
        .where('mobile', '=', input.mobileno)
        .executeTakeFirst();
      if (!row) throw notFound(PRIVACY_MESSAGES.grievanceNotFound);
      return toContract(row);
    },

    /** The signed-in person's own grievances (filed while signed in), newest first. */
    async mine(user: SessionUser, page: PageQuery): Promise<Page<Grievance>> {
      const { limit, offset } = pageWindow(page);
      const base = db.selectFrom('grievances').where('account_id', '=', user.accountId);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return toPage(rows.map(toContract), count.n);
    },

    /** The manager's list: open ones first, then newest. */
    async list(status: GrievanceStatus | undefined, page: PageQuery): Promise<Page<Grievance>> {
      const { limit, offset } = pageWindow(page);
      let base = db.selectFrom('grievances');
      if (status) base = base.where('status', '=', status);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy((eb) => eb.case().when('status', '=', 'Open').then(0).else(1).end())
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return toPage(rows.map(toContract), count.n);
    },

    async answer(input: GrievanceAnswer, user: SessionUser): Promise<Grievance> {
      const now = nowIso();
      const row = await db
        .updateTable('grievances')
        .set({
          status: input.status,
          answer: input.answer,
          answered_by: user.accountId,
          answered_at: now,
          updated_at: now,
        })
        .where('id', '=', input.grievanceid)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound(PRIVACY_MESSAGES.grievanceIdNotFound(input.grievanceid));
      return toContract(row);
    },
  };
}
