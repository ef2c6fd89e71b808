import {
  CONSENT_PURPOSES,
  CONSENT_WITHDRAWAL_EFFECTS,
  type ConsentChange,
  type ConsentSource,
  type MyConsents,
} from '@fixo/shared';
import type { SessionUser } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { nowIso } from '../../platform/db.js';
import { newestOwnConsent } from './consent-state.js';
import { customerRequestIds } from './my-data.js';

/** The purposes that concern each kind of account (the pages that ask them for a consent). */
function purposesOf(user: SessionUser): ConsentSource[] {
  return user.serviceCenterId ? ['AddnewServiceCenter'] : ['Customer Registration', 'AddNewServiceRequest'];
}

const CONSENT_TEXT_WITHDRAWN = 'Withdrawn from the Privacy & data page.';
const CONSENT_TEXT_GIVEN = 'Given from the Privacy & data page.';

/** What the screen showed when the person answered: its language and the purpose text in it. */
type ConsentShown = Pick<ConsentChange, 'language' | 'consenttext'>;

export function createPrivacyService(ctx: AppContext) {
  const { db } = ctx;

  /** Stops the processing a consent covered, at once and for the data already held. */
  async function stopProcessing(user: SessionUser, source: ConsentSource) {
    await db.transaction().execute(async (trx) => {
      // The positions captured with the consent itself.
      await trx
        .updateTable('consents')
        .set({ location: null })
        .where('mobile', '=', user.mobile)
        .where('page_source', '=', source)
        .execute();
      if (source === 'Customer Registration' && user.customerId) {
        await trx
          .updateTable('customers')
          .set({ location: '0,0', updated_at: nowIso() })
          .where('id', '=', user.customerId)
          .execute();
      }
      if (source === 'AddnewServiceCenter' && user.serviceCenterId) {
        // Off the nearby search (the same switch as a deactivation, so the search indexes follow), remembered
        // as the consent's doing so that giving it again, and only that, brings the center back.
        await trx
          .updateTable('service_centers')
          .set({ is_active: 0, hidden_by_consent: 1, updated_at: nowIso() })
          .where('id', '=', user.serviceCenterId)
          .where('is_active', '=', 1)
          .execute();
      }
      if (source === 'AddNewServiceRequest' && user.customerId) {
        // The centers no longer see where the customer was.
        await trx
          .updateTable('service_requests')
          .set({ location: '0,0' })
          .where('id', 'in', customerRequestIds(db, user))
          .execute();
      }
    });
  }

  async function record(user: SessionUser, source: ConsentSource, given: boolean, shown: ConsentShown) {
    await db
      .insertInto('consents')
      .values({
        mobile: user.mobile,
        user_type: user.userType,
        page_source: source,
        // The purpose as the screen showed it (in its language); an older client sends none: the English note.
        consent_text: shown.consenttext ?? (given ? CONSENT_TEXT_GIVEN : CONSENT_TEXT_WITHDRAWN),
        consent_given: given ? 1 : 0,
        location: null,
        language: shown.language,
        by_owner: 1,
        created_at: nowIso(),
      })
      .execute();
  }

  return {
    /**
     * Each purpose's current state (the newest of the person's own records wins: a record anyone could have
     * written for the number is history, not a decision) and the whole history, newest first.
     */
    async myConsents(user: SessionUser): Promise<MyConsents> {
      const rows = await db
        .selectFrom('consents')
        .select(['id', 'page_source', 'consent_given', 'consent_text', 'language', 'created_at'])
        .where('mobile', '=', user.mobile)
        .orderBy('id', 'desc')
        .limit(500)
        .execute();
      const purposes = await Promise.all(
        purposesOf(user).map(async (source) => {
          const newest = await newestOwnConsent(db, user.mobile, source);
          return {
            pagesource: source,
            purpose: CONSENT_PURPOSES[source],
            onwithdraw: CONSENT_WITHDRAWAL_EFFECTS[source],
            // The server goes on with the processing until a withdrawal (see consent-state.ts), so that is the
            // state shown: an account that never answered is using it and must be able to withdraw.
            given: newest?.consent_given !== 0,
            changedon: newest?.created_at ?? '',
          };
        }),
      );
      return {
        purposes,
        history: rows.map((r) => ({
          consentid: r.id,
          pagesource: r.page_source,
          consent: r.consent_given === 1,
          consenttext: r.consent_text,
          language: r.language,
          createdon: r.created_at,
        })),
      };
    },

    /** One step, like giving it: recorded as a withdrawal, and the processing it covered stops. */
    async withdraw(user: SessionUser, source: ConsentSource, shown: ConsentShown) {
      await record(user, source, false, shown);
      await stopProcessing(user, source);
      return this.myConsents(user);
    },

    async give(user: SessionUser, source: ConsentSource, shown: ConsentShown) {
      await record(user, source, true, shown);
      if (source === 'AddnewServiceCenter' && user.serviceCenterId) {
        await db
          .updateTable('service_centers')
          .set({ is_active: 1, hidden_by_consent: 0, updated_at: nowIso() })
          .where('id', '=', user.serviceCenterId)
          .where('hidden_by_consent', '=', 1)
          .execute();
      }
      return this.myConsents(user);
    },

    purposesOf,
  };
}
