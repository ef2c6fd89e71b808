import { randomInt } from 'node:crypto';
import type { ConsentSource } from '@fixo/shared';
import type { Db } from '../../platform/db.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { compiledQuery } from '../../platform/compiled-query.js';

type Executor = Db | Transaction<Database>;

// Every create runs it: compiled once (platform/compiled-query.ts).
const newestConsentQuery = compiledQuery((db, $: { mobile: string; source: ConsentSource }) =>
  db
    .selectFrom('consents')
    .select(['consent_given', 'created_at'])
    .where('mobile', '=', $.mobile)
    .where('page_source', '=', $.source)
    .where('by_owner', '=', 1)
    .orderBy('id', 'desc')
    .limit(1),
);

/**
 * True when the newest of the number's own consent records for this purpose is a withdrawal. A number that never
 * answered keeps today's behaviour (the screens only send a location after the box is ticked); one that
 * withdrew gets no location processing until it gives the consent again (a newer record of its own with consent
 * 1). Records anyone could have written for the number (not `by_owner`) decide nothing (migration 0025).
 */
export async function isConsentWithdrawn(
  db: Executor,
  mobile: string,
  source: ConsentSource,
): Promise<boolean> {
  return (await newestOwnConsent(db, mobile, source))?.consent_given === 0;
}

/** The number's newest own record for a purpose (undefined: it never answered itself). */
export function newestOwnConsent(db: Executor, mobile: string, source: ConsentSource) {
  return newestConsentQuery.executeTakeFirst(db, { mobile, source });
}

/** The location to store: the given one, or the "no location" value when its consent was withdrawn. */
export async function locationIfConsented(
  db: Executor,
  mobile: string,
  source: ConsentSource,
  location: string,
  none: string,
): Promise<string> {
  return (await isConsentWithdrawn(db, mobile, source)) ? none : location;
}

/** Readable over the phone: no 0/O or 1/I. */
const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A reference such as 'GR-7K2M9Q4X' (8 characters: collisions are left to the unique index to refuse). */
export function newReference(prefix: 'GR' | 'ER'): string {
  let ref = `${prefix}-`;
  for (let i = 0; i < 8; i += 1) ref += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return ref;
}
