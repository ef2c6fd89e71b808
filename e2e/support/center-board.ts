import assert from 'node:assert/strict';
import type { Locator, Page, Response } from 'playwright-core';

/** The server's answer to the center's next status change: a reject has a call of its own (spec). */
export function statusChangeAnswered(page: Page, change: 'Accept or close' | 'Reject'): Promise<Response> {
  const path =
    change === 'Reject'
      ? '/RejectServiceRequestsByServiceCenter'
      : '/UpdateServiceRequestStatusByServiceCenter';
  return page.waitForResponse((r) => r.url().includes(path) && r.request().method() === 'PUT');
}

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
  const answered = statusChangeAnswered(page, 'Accept or close');
  await page.getByRole('button', { name: `Actions for ${ref}` }).click();
  await page.getByRole('menuitem', { name: 'Accept' }).click();
  await row.waitFor({ state: 'detached' });
  assert.equal((await answered).status(), 200);
  await untilNothingIsBeingSent(page);
}
