import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';

describe('zod without compiled parsers', () => {
  it('is what zod reads after the entry has run', async () => {
    expect(config().jitless).not.toBe(true);
    await import('./zod-jitless');
    // zod's own settings now say jitless: its parsers skip the `new Function` probe the CSP reports.
    expect(config().jitless).toBe(true);
  });
});
