import { sql, type Selectable } from 'kysely';
import type { NotificationTable } from '../../db/schema.js';
import type { NotificationEvent } from '../../platform/config.js';
import { nowIso, type Db, type Engine } from '../../platform/db.js';
import {
  GATEWAY_TIMEOUT_MS,
  type MessageChannel,
  type NotificationProvider,
  type OutgoingMessage,
} from '../../platform/notification-providers.js';
import { renderMessage } from './notification-templates.js';

export interface WorkerLog {
  warn(details: object, message: string): void;
}

export interface NotificationWorkerOptions {
  db: Db;
  engine: Engine;
  provider: NotificationProvider;
  log: WorkerLog;
  pollMs: number;
  maxAttempts: number;
  /** The first retry waits this long; each further one twice as long (capped at MAX_BACKOFF_MS). */
  retryBaseMs: number;
  batchSize?: number;
  /** How long a claimed message stays invisible to other workers; longer than any send may take. */
  leaseMs?: number;
  /** A send that has not finished by then counts as failed (and is retried). */
  sendTimeoutMs?: number;
}

export const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

/** The wait before try number `attempts + 1`: base, 2×base, 4×base … (capped). */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

type Claimed = Pick<
  Selectable<NotificationTable>,
  'id' | 'event' | 'channel' | 'recipient' | 'template' | 'language' | 'variables' | 'attempts'
>;

/**
 * Sends queued status messages. A claim moves a due row's next_attempt_at past the lease and counts the try, in
 * one statement: on PostgreSQL the candidate rows are locked with FOR UPDATE SKIP LOCKED, so workers of several
 * instances each take different rows and never wait for each other; SQLite has a single writer, so the same
 * conditional UPDATE … RETURNING is already exclusive. A worker that dies mid-send leaves its rows to be
 * claimed again when the lease ends (a message may then go twice, never zero times).
 */
export function createNotificationWorker(options: NotificationWorkerOptions) {
  const { db, engine, provider, log } = options;
  const batchSize = options.batchSize ?? 20;
  const sendTimeoutMs = options.sendTimeoutMs ?? GATEWAY_TIMEOUT_MS + 5_000;
  const leaseMs = Math.max(options.leaseMs ?? 60_000, sendTimeoutMs + 5_000);

  async function claim(): Promise<Claimed[]> {
    const now = nowIso();
    const leaseUntil = new Date(Date.now() + leaseMs).toISOString();
    const columns = sql`id, event, channel, recipient, template, language, variables, attempts`;
    // PostgreSQL: the candidates are picked once in a CTE. Inside `id in (subquery)` the planner may run the
    // subquery again per row, and with SKIP LOCKED each run picks other rows: the LIMIT would not hold.
    const result =
      engine === 'postgres'
        ? await sql<Claimed>`
          with due as (
            select id from notifications
             where status = 'queued' and next_attempt_at <= ${now}
             order by next_attempt_at, id
             limit ${batchSize}
             for update skip locked)
          update notifications n
             set attempts = n.attempts + 1, next_attempt_at = ${leaseUntil}
            from due
           where n.id = due.id
          returning n.id, n.event, n.channel, n.recipient, n.template, n.language, n.variables, n.attempts`.execute(
            db,
          )
        : // SQLite: the subquery picks the due rows in the statement's own snapshot (one writer), so the outer
          // update finds them by id. Repeating its conditions outside made SQLite walk every due row of the queue
          // (the whole backlog under load) to test each against the list.
          await sql<Claimed>`
          update notifications
             set attempts = attempts + 1, next_attempt_at = ${leaseUntil}
           where id in (select id from notifications
                         where status = 'queued' and next_attempt_at <= ${now}
                         order by next_attempt_at, id
                         limit ${batchSize})
          returning ${columns}`.execute(db);
    return result.rows.map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));
  }

  /** Marks sent messages in one statement: one write (and commit) per batch instead of one per message. */
  async function markSent(ids: number[]): Promise<void> {
    await db
      .updateTable('notifications')
      .set({ status: 'sent', sent_at: nowIso(), last_error: null })
      .where('id', 'in', ids)
      .execute();
  }

  function toMessage(row: Claimed): OutgoingMessage {
    const variables = JSON.parse(row.variables) as Record<string, string>;
    const event = row.event as NotificationEvent;
    return {
      channel: row.channel as MessageChannel,
      to: row.recipient,
      event,
      template: row.template,
      language: row.language,
      variables,
      text: renderMessage(row.language, event, variables),
    };
  }

  /** `sending`, failed when it has not finished within sendTimeoutMs. */
  async function bounded(sending: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sending,
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${sendTimeoutMs} ms`)), sendTimeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A message the provider did not take: tried again after the backoff, or failed for good after the last try. */
  async function reschedule(row: Claimed, error: unknown): Promise<void> {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const final = row.attempts >= options.maxAttempts;
    await db
      .updateTable('notifications')
      .set({
        status: final ? 'failed' : 'queued',
        last_error: reason,
        next_attempt_at: new Date(Date.now() + backoffMs(row.attempts, options.retryBaseMs)).toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
    log.warn(
      { notification: row.id, channel: row.channel, attempts: row.attempts, final, reason },
      final ? 'status message failed for good' : 'status message not sent; will retry',
    );
  }

  /** Sends one message; true when the gateway took it (the caller marks it sent), false when it was rescheduled. */
  async function deliver(row: Claimed): Promise<boolean> {
    try {
      await bounded(provider.send(toMessage(row)));
      return true;
    } catch (error) {
      await reschedule(row, error);
      return false;
    }
  }

  /**
   * A provider that takes a batch all or nothing (`sendAll`, the development outbox) gets the whole claim in one
   * call: one write for all of it instead of one per message. Taken: all are marked sent; not: each is
   * rescheduled, as after a failed `send`.
   */
  async function deliverAll(rows: Claimed[], sendAll: (messages: OutgoingMessage[]) => Promise<void>) {
    const ready: Claimed[] = [];
    const messages: OutgoingMessage[] = [];
    for (const row of rows) {
      // A row that cannot become a message (unreadable variables) is retried alone, never holding up the rest.
      try {
        messages.push(toMessage(row));
        ready.push(row);
      } catch (error) {
        await reschedule(row, error);
      }
    }
    if (ready.length === 0) return;
    try {
      await bounded(sendAll(messages));
    } catch (error) {
      for (const row of ready) await reschedule(row, error);
      return;
    }
    await markSent(ready.map((row) => row.id));
  }

  /** Claims one batch and sends it; returns how many messages it handled. */
  async function runOnce(): Promise<number> {
    const rows = await claim();
    const sendAll = provider.sendAll?.bind(provider);
    if (sendAll && rows.length > 1) {
      await deliverAll(rows, sendAll);
      return rows.length;
    }
    const claimedAt = Date.now();
    const sent: number[] = [];
    try {
      for (const row of rows) {
        // Sent messages are marked together at the end, or earlier once half the lease has passed (slow sends),
        // so no other worker can claim a sent message again because its mark waited too long.
        if (sent.length > 0 && Date.now() - claimedAt > leaseMs / 2) await markSent(sent.splice(0));
        if (await deliver(row)) sent.push(row.id);
      }
    } finally {
      if (sent.length > 0) await markSent(sent);
    }
    return rows.length;
  }

  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const loop = () => {
    running = (async () => {
      try {
        // A full batch means more may be due: keep going until a short one.
        while (!stopped && (await runOnce()) === batchSize);
      } catch (error) {
        // The database may be away for a moment: try again at the next poll.
        log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'notification worker');
      }
      if (!stopped) {
        timer = setTimeout(loop, options.pollMs);
        timer.unref();
      }
    })();
  };

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      loop();
    },
    /** Stops polling and waits for the batch in hand (each send is bounded by sendTimeoutMs). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
