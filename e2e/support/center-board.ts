import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/**
 * Accepts a request from its row's actions menu and waits for the server's answer: the row leaves at
 * once (spec), and leaving the page before the answer would cancel the accept.
 */
export async function acceptFromMenu(page: Page, ref: string, row: Locator): Promise<void> {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/UpdateServiceRequestStatusByServiceCenter') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: `Actions for ${ref}` }).click();
  await page.getByRole('menuitem', { name: 'Accept' }).click();
  await row.waitFor({ state: 'detached' });
  assert.equal((await answered).status(), 200);
}
