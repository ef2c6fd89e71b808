/** Shared by the in-process CPU benches (create-cpu.ts, nearby-cpu.ts): statement timing and CPU per call. */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import type SqliteDatabase from 'better-sqlite3';

export interface StatementCounts {
  /** Time in SQLite (all/run/get) per SQL text, first 90-100 characters. */
  bySql: Map<string, { calls: number; ms: number }>;
  /** Statements prepared since the last reset. */
  prepares: number;
  /** Zero every count; the statements prepared so far keep their entries. */
  reset(): void;
}

/** Wraps `sqlite.prepare` so every statement prepared from here on is counted and timed. */
export function countStatements(sqlite: SqliteDatabase.Database): StatementCounts {
  const counts: StatementCounts = {
    bySql: new Map(),
    prepares: 0,
    reset() {
      counts.prepares = 0;
      for (const entry of counts.bySql.values()) Object.assign(entry, { calls: 0, ms: 0 });
    },
  };
  const prepare = sqlite.prepare.bind(sqlite);
  (sqlite as { prepare: (text: string) => SqliteDatabase.Statement }).prepare = (text: string) => {
    counts.prepares += 1;
    const statement = prepare(text);
    const key = text.replace(/\s+/g, ' ').slice(0, 100);
    const entry = counts.bySql.get(key) ?? { calls: 0, ms: 0 };
    counts.bySql.set(key, entry);
    for (const method of ['all', 'run', 'get'] as const) {
      const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
      (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        const started = performance.now();
        try {
          return original(...args);
        } finally {
          entry.calls += 1;
          entry.ms += performance.now() - started;
        }
      };
    }
    return statement;
  };
  return counts;
}

/**
 * CPU milliseconds per call of `one`, run `n` times 50 in parallel; with `profileFile` the run is profiled
 * (node:inspector) and the profile written there.
 */
export async function cpuPerCall(n: number, one: () => Promise<void>, profileFile?: string): Promise<number> {
  const session = profileFile ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const cpu = process.cpuUsage();
  for (let batch = 0; batch < n / 50; batch += 1) await Promise.all(Array.from({ length: 50 }, one));
  const used = process.cpuUsage(cpu);
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(profileFile!, JSON.stringify(profile));
  }
  return (used.user + used.system) / 1000 / n;
}

/** CPU milliseconds per call of `one`, run `n` times one after another. */
export async function cpuPerSerialCall(n: number, one: () => Promise<unknown>): Promise<number> {
  const cpu = process.cpuUsage();
  for (let i = 0; i < n; i += 1) await one();
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / 1000 / n;
}

/** The statements that took the most SQLite time, per call of the measured operation. */
export function printStatementTimes(
  counts: StatementCounts,
  perCalls: number,
  label: string,
  top = 20,
): void {
  let total = 0;
  for (const e of counts.bySql.values()) total += e.ms;
  console.log(`time in SQLite per ${label}: ${((total / perCalls) * 1000).toFixed(0)} us, by statement:`);
  for (const [text, e] of [...counts.bySql].sort((a, b) => b[1].ms - a[1].ms).slice(0, top)) {
    if (e.calls === 0) continue;
    console.log(
      `${((e.ms / perCalls) * 1000).toFixed(0).padStart(6)} us  ${(e.calls / perCalls).toFixed(2)}x  ${text}`,
    );
  }
}
