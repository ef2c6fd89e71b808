import { EventEmitter } from 'node:events';
import pg from 'pg';
import { describeConnectionError, type ConnectionLog } from './db.js';

/** `reconnecting`: the PostgreSQL LISTEN connection is lost and being re-opened; events may be missed meanwhile. */
export type RealtimeState = 'up' | 'reconnecting' | 'closed';

/** Live updates (request created, status changed) fan out through this bus to server-sent-event streams. */
export interface RealtimeBus {
  /** Never throws: a live event that cannot be sent is logged; streams catch up from the event rows. */
  publish(channel: string, data: Record<string, unknown>): Promise<void>;
  subscribe(channel: string, handler: (data: Record<string, unknown>) => void): () => void;
  /**
   * Called each time the bus got its connection back after losing it: events published in between were
   * not delivered, so subscribers re-read what they missed from the database.
   */
  onResync(handler: () => void): () => void;
  state(): RealtimeState;
  close(): Promise<void>;
}

const PG_CHANNEL = 'fixo_events';

function localEmitter() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (channel: string, data: Record<string, unknown>) => emitter.emit(channel, data),
    subscribe(channel: string, handler: (data: Record<string, unknown>) => void) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
  };
}

/** One process: an in-memory emitter (the embedded SQLite mode runs a single instance). */
export function createLocalBus(): RealtimeBus {
  const local = localEmitter();
  let closed = false;
  return {
    async publish(channel, data) {
      local.emit(channel, data);
    },
    subscribe: local.subscribe,
    onResync: () => () => undefined,
    state: () => (closed ? 'closed' : 'up'),
    async close() {
      closed = true;
    },
  };
}

export interface PostgresBusOptions {
  log?: ConnectionLog;
  /** First reconnect delay; doubles per failed try up to `maxRetryDelayMs`. */
  minRetryDelayMs?: number;
  maxRetryDelayMs?: number;
}

/**
 * Several instances behind a load balancer: PostgreSQL LISTEN/NOTIFY carries each event to every instance.
 * The LISTEN connection is a client of its own (not a pool slot). When the database restarts or the network
 * drops it, the bus logs it, reconnects with backoff, listens again and tells subscribers to resync.
 */
export async function createPostgresBus(
  pool: pg.Pool,
  options: PostgresBusOptions = {},
): Promise<RealtimeBus> {
  const log = options.log ?? { warn: (details: object, message: string) => console.warn(message, details) };
  const minDelay = options.minRetryDelayMs ?? 250;
  const maxDelay = options.maxRetryDelayMs ?? 5_000;
  const local = localEmitter();
  const resync = new EventEmitter();
  resync.setMaxListeners(0);
  let listener: pg.Client | undefined;
  let state: RealtimeState = 'reconnecting';
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== PG_CHANNEL || !message.payload) return;
    try {
      const { channel, data } = JSON.parse(message.payload) as {
        channel: string;
        data: Record<string, unknown>;
      };
      local.emit(channel, data);
    } catch (error) {
      log.warn(describeConnectionError(error), 'realtime: ignored a malformed notification');
    }
  };

  const lost = (client: pg.Client, error?: unknown) => {
    // Errors of a client that never became (or no longer is) the listener are handled where it was made.
    if (client !== listener || state === 'closed') return;
    listener = undefined;
    state = 'reconnecting';
    log.warn(error ? describeConnectionError(error) : {}, 'realtime: LISTEN connection lost; reconnecting');
    client.end().catch(() => undefined);
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({ ...pool.options, keepAlive: true });
    client.on('notification', onNotification);
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${PG_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (state === 'closed') {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    state = 'up';
    failures = 0;
  }

  function scheduleReconnect(): void {
    if (state === 'closed' || retryTimer) return;
    const delay = Math.min(maxDelay, minDelay * 2 ** failures) * (0.8 + Math.random() * 0.4);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          if (state !== 'up') return;
          log.info?.({}, 'realtime: LISTEN connection back; streams catch up');
          resync.emit('resync');
        },
        (error: unknown) => {
          log.warn(describeConnectionError(error), 'realtime: reconnect failed; retrying');
          scheduleReconnect();
        },
      );
    }, delay);
    // Shutdown must not wait for a retry.
    retryTimer.unref();
  }

  await connect();

  return {
    async publish(channel, data) {
      try {
        await pool.query('select pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify({ channel, data })]);
      } catch (error) {
        // The write it announces is committed; the caller must not be told it failed.
        log.warn(describeConnectionError(error), 'realtime: live event not published');
      }
    },
    subscribe: local.subscribe,
    onResync(handler) {
      resync.on('resync', handler);
      return () => resync.off('resync', handler);
    },
    state: () => state,
    async close() {
      state = 'closed';
      clearTimeout(retryTimer);
      retryTimer = undefined;
      const client = listener;
      listener = undefined;
      if (!client) return;
      // Ending sends Terminate (the server forgets the LISTEN); a dead socket must not hold shutdown.
      await Promise.race([
        client.end().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 2_000).unref()),
      ]);
    },
  };
}
