import { EventEmitter } from 'node:events';
import type pg from 'pg';

/** Live updates (request created, status changed) fan out through this bus to server-sent-event streams. */
export interface RealtimeBus {
  publish(channel: string, data: Record<string, unknown>): Promise<void>;
  subscribe(channel: string, handler: (data: Record<string, unknown>) => void): () => void;
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
  return {
    async publish(channel, data) {
      local.emit(channel, data);
    },
    subscribe: local.subscribe,
    async close() {},
  };
}

/** Several instances behind a load balancer: PostgreSQL LISTEN/NOTIFY carries each event to every instance. */
export async function createPostgresBus(pool: pg.Pool): Promise<RealtimeBus> {
  const local = localEmitter();
  const listener = await pool.connect();
  listener.on('notification', (message) => {
    if (message.channel !== PG_CHANNEL || !message.payload) return;
    const { channel, data } = JSON.parse(message.payload) as {
      channel: string;
      data: Record<string, unknown>;
    };
    local.emit(channel, data);
  });
  await listener.query(`LISTEN ${PG_CHANNEL}`);
  return {
    async publish(channel, data) {
      await pool.query('select pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify({ channel, data })]);
    },
    subscribe: local.subscribe,
    async close() {
      await listener.query(`UNLISTEN ${PG_CHANNEL}`).catch(() => undefined);
      listener.release();
    },
  };
}
