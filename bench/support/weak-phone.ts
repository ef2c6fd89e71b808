import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/** The screen of Lighthouse's mobile preset (a Moto G Power: 412 x 823 CSS pixels at 1.75), for a new context. */
export const PHONE_SCREEN = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1.75,
} as const satisfies BrowserContextOptions;

/**
 * A mid-range phone on a weak signal, as Lighthouse's mobile preset simulates it: 4x CPU slowdown and slow 4G
 * (150 ms round trip, 1.6 Mbit/s down and 750 kbit/s up, Lighthouse's 1.6 * 1024 kbit/s).
 * Before 2026-11-27 `bench/cold-open.ts` used 1.6e6 bit/s: 200,000 bytes a second down, against 209,715 here.
 */
export async function emulateWeakPhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}
