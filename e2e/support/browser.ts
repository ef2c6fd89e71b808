import fs from 'node:fs';
import path from 'node:path';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through `npm run test:e2e`');
  return url;
};

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface PageOptions {
  geolocation?: { latitude: number; longitude: number };
  /** Cookies and storage of another context: the same signed-in user in a second window. */
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
}

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = PHONE,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  const page = await context.newPage();
  return { context, page };
}

/** Screenshots go to e2e/screenshots (git-ignored) so a person can look at each screen. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = path.resolve('e2e/screenshots');
  fs.mkdirSync(dir, { recursive: true });
  // A dialog's backdrop covers the screen only: `fullPage: false` keeps it over everything in the picture.
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/**
 * One browser for a journey file: launched before its tests, closed after them together with every context
 * `open` made. Call at the top of the file.
 */
export function journeyBrowser(): {
  open: (viewport: { width: number; height: number }, options?: PageOptions) => Promise<Page>;
} {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });
  return {
    async open(viewport, options) {
      if (!browser)
        throw new Error('journeyBrowser: open() runs inside the tests, after the browser started');
      const { context, page } = await newPage(browser, viewport, options);
      contexts.push(context);
      return page;
    },
  };
}
