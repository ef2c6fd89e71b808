import type { Page } from 'playwright-core';

import { screenshot } from './browser';

/** The development SMS outbox as the page's session reads it, newest first ([] when it is not there). */
export async function outboxMessages(page: Page): Promise<{ to: string; text: string }[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/Dev/Outbox');
    return response.ok ? ((await response.json()) as { to: string; text: string }[]) : [];
  });
}

/** The private estimate link the outbox's estimate SMS to `mobile` carries. */
export async function estimateLinkFromOutbox(page: Page, mobile: string): Promise<URL> {
  const sms = (await outboxMessages(page)).find(
    (m) => m.to.endsWith(mobile) && m.text.includes('/estimate/'),
  );
  if (!sms) throw new Error(`no estimate SMS in the development outbox for ${mobile}`);
  return new URL(/https?:\/\/\S+\/estimate\/[\w-]+/.exec(sms.text)?.[0] ?? '');
}

/** The newest 6-digit code the development SMS outbox holds for a number (read the way a developer would). */
export async function codeFromOutbox(page: Page, mobile: string): Promise<string> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const messages = await outboxMessages(page);
    // Newest first.
    const code = /\b(\d{6})\b/.exec(messages.find((m) => m.to.includes(mobile))?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code in the development outbox for ${mobile}`);
}

/**
 * The registration forms' code step: Send code, read the SMS from the development outbox (its link is shown
 * next to 'Code sent'), enter the code, Verify, and wait for the tick.
 */
export async function verifyMobileInForm(page: Page, mobile: string, screenshotName?: string): Promise<void> {
  await page.getByRole('button', { name: 'Send code', exact: true }).click();
  await page.getByText(`Code sent to +91 ${mobile}.`).waitFor();
  await page.getByRole('link', { name: 'Open the development SMS outbox' }).waitFor();
  if (screenshotName) await screenshot(page, screenshotName);
  await page.getByLabel('6-digit code from the SMS').fill(await codeFromOutbox(page, mobile));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByText(`+91 ${mobile} verified`).waitFor();
}
