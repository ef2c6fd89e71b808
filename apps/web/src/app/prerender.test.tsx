import { describe, expect, it } from 'vitest';
import { REQUEST_SCREEN_PATH } from '@fixo/shared';

import { FIRST_SCREENS } from './first-screens';
import { prerender } from './prerender';

describe('prerender (the first screens painted from their HTML)', () => {
  // First in this file: a lazy part suspends only on its first render (its module is remembered after).
  it('draws each prerendered path as its own page, whole', async () => {
    for (const { path } of FIRST_SCREENS.filter((screen) => screen.prerendered)) {
      const { markup: html } = await prerender(path);
      expect(html, path).toMatch(/<h1[^>]*>/);
      expect(html, path).not.toContain('Wrong turn');
      // No part left for the client to draw (a lazy part rendered before the app has mounted, see useMounted):
      // the app adopts the request screen's markup, and such a part would be drawn again and reported as an error.
      expect(html, path).not.toContain('<!--$!-->');
    }
  });

  it('prerenders the request screen where the server serves it with its states named (REQUEST_SCREEN_PATH)', () => {
    // first-screens.ts is read by vite.config.ts before the shared package is built, so it spells the path itself.
    expect(FIRST_SCREENS.find((screen) => screen.path === REQUEST_SCREEN_PATH)).toMatchObject({
      prerendered: true,
      start: 'app',
    });
  });

  it("draws the request screen as it opens for a guest: locating, the submit button, no 'Enable Location' yet", async () => {
    const { markup: html, dataUrls } = await prerender('/dashboard-customer/service-request');
    expect(html).toContain('Request roadside help');
    expect(html).toContain('Request Service');
    expect(html).toContain('Finding your location...');
    expect(html).not.toContain('Enable Location');
    // The reference lists are not in the HTML: they load with the app (the page names them to fetch early).
    expect(html).toContain('Loading vehicle types...');
    // The lists the screen asks for as it opens, as the app fetches them; not those that wait for a choice
    // (states for a country, makes for a maker).
    expect([...dataUrls].sort()).toEqual([
      '/api/Masters/GetAllCountries',
      '/api/Masters/GetAllServiceType',
      '/api/Masters/GetAllVehicleColor',
      '/api/Masters/GetAllVehicleFuelType',
      '/api/Masters/GetAllVehicleMakerType',
      '/api/Masters/GetAllVehicleType',
    ]);
  });

  it('names no list for a page to read', async () => {
    expect((await prerender('/')).dataUrls).toEqual([]);
  });
});
