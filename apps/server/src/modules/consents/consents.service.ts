import type { AppContext } from '../../platform/context.js';
import { CONSENT_USER_TYPE_IDS, type ConsentRecord, type PageQuery } from '@fixo/shared';
import { pageWindow, toPage, type Page } from '../../platform/paging.js';
import { assertUnderLimit, HOUR_MS, since } from '../../platform/create-limits.js';
import { nowIso } from '../../platform/db.js';
import { keyedMessage } from '../../platform/keyed-message.js';

interface ConsentRow {
  id: number;
  mobile: string;
  user_type: string;
  page_source: string;
  consent_text: string;
  consent_given: number;
  location: string | null;
  created_at: string;
}

/** Contract spellings; usertypeid is derived from usertype (the screens send both readings of the id). */
function toContract(row: ConsentRow) {
  const typeIds: Record<string, number> = CONSENT_USER_TYPE_IDS;
  return {
    consentid: row.id,
    usermobile: row.mobile,
    usertypeid: typeIds[row.user_type] ?? 0,
    usertype: row.user_type,
    consent: row.consent_given === 1,
    pagesource: row.page_source,
    consenttext: row.consent_text,
    locationcoordinates: row.location ?? '',
    createdon: row.created_at,
  };
}

/** consentsPerHour: records per mobile per hour (the route also limits per address). */
export function createConsentsService(ctx: Pick<AppContext, 'db' | 'config'>) {
  const { db } = ctx;
  const limits = ctx.config.createLimits;
  return {
    /**
     * Stores one consent with the server's time (the client's createdon is not trusted). Anyone may write one
     * for any number, so each number takes a bounded count per hour, its owner's apart from the others' (the
     * route limits per address), and only
     * a record `byOwner` (the number's own) decides whether the purpose is given (privacy/consent-state.ts).
     */
    async add(input: ConsentRecord, byOwner: boolean) {
      const recent = await db
        .selectFrom('consents')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('mobile', '=', input.usermobile)
        // the owner's records and everyone else's count apart: a stranger filling a number's hour must not
        // stop its owner from giving or withdrawing consent
        .where('by_owner', '=', byOwner ? 1 : 0)
        .where('created_at', '>=', since(HOUR_MS))
        .executeTakeFirstOrThrow();
      assertUnderLimit(
        recent.n,
        limits.consentsPerHour,
        keyedMessage('limits.consentsPerHour', { n: limits.consentsPerHour }),
      );
      const row = await db
        .insertInto('consents')
        .values({
          mobile: input.usermobile,
          user_type: input.usertype,
          page_source: input.pagesource,
          consent_text: input.consenttext ?? '',
          consent_given: input.consent ? 1 : 0,
          location: input.locationcoordinates ?? null,
          language: input.language,
          by_owner: byOwner ? 1 : 0,
          created_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toContract(row);
    },

    /** One page of a mobile's consents, newest first, with the total. */
    async byMobile(mobile: string, page: PageQuery): Promise<Page<ReturnType<typeof toContract>>> {
      const { limit, offset } = pageWindow(page);
      const [rows, count] = await Promise.all([
        db
          .selectFrom('consents')
          .selectAll()
          .where('mobile', '=', mobile)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('consents')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('mobile', '=', mobile)
          .executeTakeFirstOrThrow(),
      ]);
      return toPage(rows.map(toContract), count.n);
    },
  };
}
