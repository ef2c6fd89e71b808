import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './error-handler.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is away or overloaded (answered 503)', () => {
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      '57P01',
      '57P02',
      '57P03',
      '08006',
      '08001',
      '53300',
      'SQLITE_BUSY',
    ])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('57P01') }))).toBe(true);
  });

  it('leaves real errors alone (they stay 4xx or 500)', () => {
    for (const code of ['23505', '22P02', '42P01', 'SQLITE_CONSTRAINT_UNIQUE', 'FST_ERR_VALIDATION'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new Error('Connection terminated'.replace('Connection', 'Plan')))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('text')).toBe(false);
  });
});
