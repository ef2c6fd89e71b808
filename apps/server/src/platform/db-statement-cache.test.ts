import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { STATEMENT_CACHE_SIZE, withStatementCache } from './db.js';

const sqlite = new SqliteDatabase(':memory:');
afterAll(() => sqlite.close());

describe('withStatementCache (the SQLite connection as Kysely sees it)', () => {
  it('hands back the statement prepared before for the same text, and a new one for another text', () => {
    const cached = withStatementCache(sqlite);
    const first = cached.prepare('select 1 as n');
    expect(cached.prepare('select 1 as n')).toBe(first);
    expect(cached.prepare('select 2 as n')).not.toBe(first);
    expect(first.all([])).toEqual([{ n: 1 }]);
  });

  it('never hands out a statement that is still iterating', () => {
    const cached = withStatementCache(sqlite);
    const text = 'select value from json_each(?)';
    const iterating = cached.prepare(text);
    const rows = iterating.iterate(['[1,2,3]']);
    expect(rows.next().value).toEqual({ value: 1 });
    const other = cached.prepare(text);
    expect(other).not.toBe(iterating);
    expect(other.all(['[7]'])).toEqual([{ value: 7 }]);
    expect([...rows]).toEqual([{ value: 2 }, { value: 3 }]);
    // Idle again: the first statement is the cached one.
    expect(cached.prepare(text)).toBe(iterating);
  });

  it('keeps at most STATEMENT_CACHE_SIZE texts, dropping the least recently used', () => {
    const cached = withStatementCache(sqlite);
    const kept = cached.prepare('select 0 as n');
    const dropped = cached.prepare('select -1 as n');
    for (let i = 1; i < STATEMENT_CACHE_SIZE; i += 1) {
      cached.prepare(`select ${i} as n`);
      // Used again and again: stays the most recently used.
      if (i % 50 === 0) expect(cached.prepare('select 0 as n')).toBe(kept);
    }
    expect(cached.prepare('select 0 as n')).toBe(kept);
    expect(cached.prepare('select -1 as n')).not.toBe(dropped);
  });
});
