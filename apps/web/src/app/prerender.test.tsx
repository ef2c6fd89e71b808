import { describe, expect, it } from 'vitest';

import { PRERENDERED_PATHS } from './first-screens';
import { prerender } from './prerender';

describe('prerender (the first screens painted from their HTML)', () => {
  it('draws each prerendered path as its own page, not the 404', async () => {
    for (const path of PRERENDERED_PATHS) {
      const html = await prerender(path);
      expect(html, path).toMatch(/<h1[^>]*>/);
      expect(html, path).not.toContain('Wrong turn');
    }
  });

  it("draws the request screen as it opens for a guest: locating, the submit button, no 'Enable Location' yet", async () => {
    const html = await prerender('/dashboard-customer/service-request');
    expect(html).toContain('Request roadside help');
    expect(html).toContain('Request Service');
    expect(html).toContain('Finding your location...');
    expect(html).not.toContain('Enable Location');
    // The reference lists are not in the HTML: they load with the app.
    expect(html).toContain('Loading vehicle types...');
  });
});
