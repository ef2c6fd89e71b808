import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterListPath } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createRequestScreenPreloads, fetchPreloadLinkHeader } from './request-screen-preloads.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
});
afterAll(async () => t.close());

describe("the request screen's preloads", () => {
  it('names the states of the only country, at the address the app fetches, and that address answers them', async () => {
    const urls = await createRequestScreenPreloads(t.app.ctx)();
    expect(urls).toEqual(['/api/Masters/GetAllStates?COUNTRYID=1']);
    expect(urls[0]).toBe(masterListPath('GetAllStates', { COUNTRYID: 1 }));
    const states = await t.app.inject({ method: 'GET', url: urls[0]! });
    expect(states.statusCode).toBe(200);
    expect(states.json<unknown[]>()).toHaveLength(36);
    expect(fetchPreloadLinkHeader(urls)).toBe(
      '</api/Masters/GetAllStates?COUNTRYID=1>; rel=preload; as=fetch; crossorigin',
    );
  });

  it('names nothing once there is a second country (the driver chooses; the build cannot know which)', async () => {
    const kept = createRequestScreenPreloads(t.app.ctx);
    expect(await kept()).toHaveLength(1);
    await t.app.ctx.db
      .insertInto('countries')
      .values({ id: 977, name: 'Nepal', phone_code: '+977' })
      .execute();
    try {
      expect(await createRequestScreenPreloads(t.app.ctx)()).toEqual([]);
      // Countries change with a release: a running server keeps its answer for a few minutes.
      expect(await kept()).toHaveLength(1);
    } finally {
      await t.app.ctx.db.deleteFrom('countries').where('id', '=', 977).execute();
    }
  });

  it('names nothing when the database cannot answer (the page is still served)', async () => {
    const failing = {
      db: {
        selectFrom: () => {
          throw new Error('connection refused');
        },
      },
    } as unknown as Parameters<typeof createRequestScreenPreloads>[0];
    expect(await createRequestScreenPreloads(failing)()).toEqual([]);
  });
});
