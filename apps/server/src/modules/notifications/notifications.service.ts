import {
  NOTIFICATION_MESSAGES,
  type AccountLanguage,
  type AccountLanguageBody,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type NotifyChannel,
  REQUEST_SCREEN_PATH,
} from '@fixo/shared';
import type { Insertable, Transaction } from 'kysely';
import type { Database, NotificationTable } from '../../db/schema.js';
import { compiledQuery } from '../../platform/compiled-query.js';
import type { AppContext } from '../../platform/context.js';
import type { NotificationEvent } from '../../platform/config.js';
import { nowIso } from '../../platform/db.js';
import { randomToken } from '../../platform/crypto.js';
import { notFound } from '../../platform/errors.js';
import { maskMobile } from '../../platform/sms.js';
import { DEFAULT_LANGUAGE, whatsappTemplate } from './notification-templates.js';

/** Web paths the messages link to (the web app's routes). */
export const WEB_PATHS = {
  tracking: (token: string) => `/track/${token}`,
  optOut: (token: string) => `/notifications/opt-out/${token}`,
  nearby: REQUEST_SCREEN_PATH,
  profile: '/dashboard-customer/customer-profile',
  centerRequests: '/dashboard-service/service-request',
} as const;

type Trx = Transaction<Database>;

/** Events the customer (or guest) of a request hears about, by the status the request moved to. */
export const STATUS_EVENTS: Record<'Open' | 'Accepted' | 'Rejected' | 'Closed', NotificationEvent> = {
  Open: 'request_received',
  Accepted: 'request_accepted',
  Rejected: 'request_rejected',
  Closed: 'request_closed',
};

// Run with every create and status change: compiled once (platform/compiled-query.ts).
const requestForMessageQuery = compiledQuery((db, $: { requestId: number }) =>
  db
    .selectFrom('service_requests as sr')
    .innerJoin('service_centers as sc', 'sc.id', 'sr.service_center_id')
    .leftJoin('customers as c', (join) =>
      join.onRef('c.id', '=', 'sr.customer_id').on('sr.customer_id', '!=', 0),
    )
    .select([
      'sr.booking_ref',
      'sr.tracking_token',
      'sr.mobile',
      'sr.customer_id',
      'sr.issue',
      'sr.vehicle_text',
      'sr.language as request_language',
      'sc.name as center_name',
      'sc.language as center_language',
      'sc.mobile as center_mobile',
      'sc.lat',
      'sc.lng',
      'c.notify_channel',
      'c.language',
    ])
    .where('sr.id', '=', $.requestId),
);

/** What a request's messages are made of: the request, its center and the customer's choices (null: a guest). */
type MessageFacts = Awaited<ReturnType<typeof requestForMessageQuery.executeTakeFirstOrThrow>>;
/** The part of MessageFacts a create knows without reading the new request back. */
type NewRequestFacts = Omit<MessageFacts, 'notify_channel' | 'language'>;

// A new customer request's messages need only the profile's channel and language besides what the create knows.
const customerChoicesQuery = compiledQuery((db, $: { customerId: number }) =>
  db.selectFrom('customers').select(['notify_channel', 'language']).where('id', '=', $.customerId),
);

type NewNotification = Required<
  Pick<
    Insertable<NotificationTable>,
    | 'event'
    | 'channel'
    | 'recipient'
    | 'template'
    | 'language'
    | 'variables'
    | 'service_request_id'
    | 'next_attempt_at'
    | 'created_at'
  >
>;

const insertNotificationQuery = compiledQuery((db, $: NewNotification) =>
  db.insertInto('notifications').values({
    event: $.event,
    channel: $.channel,
    recipient: $.recipient,
    template: $.template,
    language: $.language,
    variables: $.variables,
    service_request_id: $.service_request_id,
    next_attempt_at: $.next_attempt_at,
    created_at: $.created_at,
  }),
);

/**
 * Writes status messages into the outbox inside the caller's transaction: the message exists exactly when the
 * change it announces is committed. Nothing here talks to a gateway (the worker does), so a gateway that is down
 * or slow never fails or slows the request.
 */
export function createNotificationsService(ctx: AppContext) {
  const { db, config } = ctx;
  const settings = config.notifications;
  const link = (path: string) => `${settings.publicUrl}${path}`;

  async function insert(
    trx: Trx,
    row: {
      event: NotificationEvent;
      channel: 'sms' | 'whatsapp';
      recipient: string;
      variables: Record<string, string>;
      serviceRequestId: number;
      language?: string;
    },
  ) {
    const now = nowIso();
    await insertNotificationQuery.execute(trx, {
      event: row.event,
      channel: row.channel,
      recipient: row.recipient,
      template: row.channel === 'sms' ? settings.smsTemplateIds[row.event] : whatsappTemplate(row.event),
      language: row.language ?? DEFAULT_LANGUAGE,
      variables: JSON.stringify(row.variables),
      service_request_id: row.serviceRequestId,
      next_attempt_at: now,
      created_at: now,
    });
  }

  /**
   * A guest's opt-out token for a mobile (made once, reused in later messages), or null when the number has
   * opted out. Guests have no profile, so the number itself carries the choice.
   */
  async function guestToken(trx: Trx, mobile: string): Promise<string | null> {
    const rows = await trx
      .selectFrom('notification_opt_outs')
      .select(['token', 'opted_out_at'])
      .where('mobile', '=', mobile)
      .execute();
    if (rows.some((r) => r.opted_out_at !== null)) return null;
    if (rows[0]) return rows[0].token;
    const token = randomToken(24);
    await trx.insertInto('notification_opt_outs').values({ token, mobile, created_at: nowIso() }).execute();
    return token;
  }

  async function optOutRow(token: string) {
    const row = await db
      .selectFrom('notification_opt_outs')
      .select(['mobile', 'opted_out_at'])
      .where('token', '=', token)
      .executeTakeFirst();
    if (!row) throw notFound(NOTIFICATION_MESSAGES.optOutNotFound);
    return row;
  }

  async function preferences(customerId: number): Promise<NotificationPreferences> {
    const row = await db
      .selectFrom('customers')
      .select(['notify_channel', 'language'])
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    return { channel: row.notify_channel as NotifyChannel, language: row.language as AccountLanguage };
  }

  /**
   * Queues the message of `event` for the requester of request `requestId` (a customer: the channel from the
   * profile; a guest: SMS unless the number opted out) and, for a new request at a center nobody is watching
   * live, the center's message.
   */
  async function queue(
    trx: Trx,
    requestId: number,
    r: MessageFacts,
    event: NotificationEvent,
    options: { centerWatching?: boolean },
  ): Promise<void> {
    if (event === 'request_received' && options.centerWatching === false) {
      await insert(trx, {
        event: 'center_new_request',
        channel: 'sms',
        recipient: r.center_mobile,
        serviceRequestId: requestId,
        variables: {
          ref: r.booking_ref,
          issue: r.issue.slice(0, 60),
          vehicle: r.vehicle_text,
          requestsUrl: link(WEB_PATHS.centerRequests),
        },
        language: r.center_language,
      });
    }

    // The center's own event is queued only with a new request (above), never asked for directly.
    if (event === 'center_new_request') return;
    let channel: NotifyChannel;
    let stopUrl: string;
    if (r.customer_id !== 0) {
      channel = (r.notify_channel as NotifyChannel | null) ?? 'sms';
      stopUrl = link(WEB_PATHS.profile);
    } else {
      const token = await guestToken(trx, r.mobile);
      channel = token ? 'sms' : 'none';
      stopUrl = token ? link(WEB_PATHS.optOut(token)) : '';
    }
    if (channel === 'none') return;
    const trackingUrl = link(WEB_PATHS.tracking(r.tracking_token));
    const common = { ref: r.booking_ref, center: r.center_name, stopUrl };
    const byEvent: Record<Exclude<NotificationEvent, 'center_new_request'>, Record<string, string>> = {
      request_received: { ...common, trackingUrl },
      request_accepted: {
        ...common,
        centerPhone: r.center_mobile,
        directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${r.lat},${r.lng}`,
        trackingUrl,
      },
      request_rejected: { ...common, nearbyUrl: link(WEB_PATHS.nearby) },
      // The tracking page hosts the rating of a closed request (issue 15, ratings).
      request_closed: { ...common, ratingUrl: trackingUrl },
    };
    await insert(trx, {
      event,
      channel,
      recipient: r.mobile,
      serviceRequestId: requestId,
      variables: byEvent[event],
      // A customer's account language (switched later, it wins over the form's); a guest has no account, so
      // the language of the screen the request was created in.
      language: r.customer_id !== 0 ? (r.language ?? DEFAULT_LANGUAGE) : r.request_language,
    });
  }

  return {
    /** Queues the messages of a status change of request `requestId`, read back in `trx` (see `queue`). */
    async enqueueForRequest(trx: Trx, requestId: number, event: NotificationEvent): Promise<void> {
      const r = await requestForMessageQuery.executeTakeFirstOrThrow(trx, { requestId });
      await queue(trx, requestId, r, event, {});
    },

    /**
     * Queues the messages of a request just inserted in `trx`, from what its create already holds (the row and
     * its center) instead of reading it back through the join; only a customer's channel and language are read,
     * in `trx` as the join did.
     */
    async enqueueForNewRequest(
      trx: Trx,
      requestId: number,
      facts: NewRequestFacts,
      options: { centerWatching: boolean },
    ): Promise<void> {
      const choices =
        facts.customer_id !== 0
          ? await customerChoicesQuery.executeTakeFirst(trx, { customerId: facts.customer_id })
          : undefined;
      await queue(
        trx,
        requestId,
        { ...facts, notify_channel: choices?.notify_channel ?? null, language: choices?.language ?? null },
        STATUS_EVENTS.Open,
        options,
      );
    },

    preferences,

    /** A service center's account language (its header's switch; read back after sign-in). */
    async centerLanguage(serviceCenterId: number): Promise<AccountLanguageBody> {
      const row = await db
        .selectFrom('service_centers')
        .select('language')
        .where('id', '=', serviceCenterId)
        .executeTakeFirstOrThrow();
      return { language: row.language as AccountLanguage };
    },

    async setCenterLanguage(
      serviceCenterId: number,
      language: AccountLanguage,
    ): Promise<AccountLanguageBody> {
      await db.updateTable('service_centers').set({ language }).where('id', '=', serviceCenterId).execute();
      return { language };
    },

    /** Changes what the body names (channel, language or both) and answers the whole choice. */
    async setPreferences(
      customerId: number,
      change: NotificationPreferencesUpdate,
    ): Promise<NotificationPreferences> {
      await db
        .updateTable('customers')
        .set({
          ...(change.channel && { notify_channel: change.channel }),
          ...(change.language && { language: change.language }),
        })
        .where('id', '=', customerId)
        .execute();
      return preferences(customerId);
    },

    async optOutStatus(token: string) {
      const row = await optOutRow(token);
      return { mobile: maskMobile(row.mobile), optedout: row.opted_out_at !== null };
    },

    /**
     * Records the opt-out (again: idempotent) and withdraws the guest messages to that number still waiting in the
     * queue (marked failed, 'opted out'); a customer's messages follow the profile's choice instead.
     */
    async optOut(token: string) {
      const row = await optOutRow(token);
      if (row.opted_out_at === null) {
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('notification_opt_outs')
            .set({ opted_out_at: nowIso() })
            .where('token', '=', token)
            .execute();
          await trx
            .updateTable('notifications')
            .set({ status: 'failed', last_error: 'opted out' })
            .where('status', '=', 'queued')
            .where('recipient', '=', row.mobile)
            .where('service_request_id', 'in', (eb) =>
              eb
                .selectFrom('service_requests')
                .select('id')
                .where('mobile', '=', row.mobile)
                .where('customer_id', '=', 0),
            )
            .execute();
        });
      }
      return { mobile: maskMobile(row.mobile), optedout: true };
    },
  };
}
