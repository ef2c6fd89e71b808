import type { Browser, BrowserContextOptions } from 'playwright-core';
import { ROLE_HOMES, signIn } from '../../e2e/support/session.js';

/**
 * The session of the account SIGN_IN names (`<role>:<mobile>`, e.g. `ServiceCenter:9000000003`), signed in once on
 * `origin` through the sign-in screen with the demo passcode; none (a public screen) when SIGN_IN is not set.
 */
export async function signedInState(
  browser: Browser,
  origin: string,
): Promise<BrowserContextOptions['storageState']> {
  const [role, mobile] = (process.env.SIGN_IN ?? '').split(':');
  if (!role || !mobile) return undefined;
  if (!(role in ROLE_HOMES))
    throw new Error(`SIGN_IN: ${role} is not one of ${Object.keys(ROLE_HOMES).join(', ')}`);
  const context = await browser.newContext({ baseURL: origin });
  await signIn(await context.newPage(), role as keyof typeof ROLE_HOMES, mobile);
  const state = await context.storageState();
  await context.close();
  return state;
}
