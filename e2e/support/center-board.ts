import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/**
 * Waits until the app no longer asks before the page is left: a dispatched beforeunload comes back
 * uncancelled once no change is on its way to the server.
 */
export async function untilNothingIsBeingSent(page: Page): Promise<void> {
  await page.waitForFunction(() => window.dispatchEvent(new Event('beforeunload', { cancelable: true })));
}

/**
 * Accepts a request from its row's actions menu and waits until it is saved: the row leaves at once (spec),
 * and leaving the page before the server's answer would cancel the accept (the app would ask first).
 */
export async function acceptFromMenu(page: Page, ref: string, row: Locator): Promise<void> {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/UpdateServiceRequestStatusByServiceCenter') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: `Actions for ${ref}` }).click();
  await page.getByRole('menuitem', { name: 'Accept' }).click();
  await row.waitFor({ state: 'detached' });
  assert.equal((await answered).status(), 200);
  await untilNothingIsBeingSent(page);
}
