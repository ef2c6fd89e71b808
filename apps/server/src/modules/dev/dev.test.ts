import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createOutboxSmsProvider, maskMobile } from '../../platform/sms.js';

describe('development tools switched off (DEV_TOOLS=false, or not the embedded demo)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ devTools: false });
  });
  afterAll(async () => t.close());

  it('has no outbox route: 404 for anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Dev/Outbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404 });
    const manager = await t.login('9000000001', 'Manager');
    const asManager = await t.app.inject({
      method: 'GET',
      url: '/api/Dev/Outbox',
      headers: { cookie: manager },
    });
    expect(asManager.statusCode).toBe(404);
  });
});

describe('development tools switched on', () => {
  let t: TestApp;
  let logged: string;
  beforeAll(async () => {
    t = await createTestApp({ devTools: true });
    logged = '';
  });
  afterAll(async () => t.close());

  it('serves the outbox, and the log says a message was sent to a masked mobile, never its text', async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const sms = createOutboxSmsProvider(t.app.ctx.db, pino({ level: 'info' }, sink));
    await sms.send('9876543210', '482913 is your Fixo sign-in code.');

    const outbox = await t.app.inject({ method: 'GET', url: '/api/Dev/Outbox' });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json()[0]).toMatchObject({ to: '9876543210', text: '482913 is your Fixo sign-in code.' });

    expect(logged).toContain('SMS sent to the development outbox');
    expect(logged).toContain('98******10');
    expect(logged).not.toContain('482913');
    expect(logged).not.toContain('9876543210');
  });

  it('masks every mobile the same way', () => {
    expect(maskMobile('9000000001')).toBe('90******01');
    expect(maskMobile('123')).toBe('***');
  });
});
