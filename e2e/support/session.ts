import type { Page } from 'playwright-core';

const ROLE_SLUGS = { Customer: 'customer', ServiceCenter: 'service-center', Manager: 'manager' } as const;
export const ROLE_HOMES = {
  Customer: '/dashboard-customer',
  ServiceCenter: '/dashboard-service',
  Manager: '/active-service-center',
} as const;

/** Signs in through the real sign-in screen and waits for the role's home page. */
export async function signIn(
  page: Page,
  role: keyof typeof ROLE_SLUGS,
  mobile: string,
  passcode = '1234',
): Promise<void> {
  await page.goto(`/login?as=${ROLE_SLUGS[role]}`);
  await page.getByPlaceholder('9876543210').fill(mobile);
  const passcodeField = page.getByPlaceholder('••••');
  await passcodeField.fill(passcode);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === ROLE_HOMES[role]);
  // The address changes when the navigation starts; the sign-in page (with a header of its own: its phone menu
  // button has the same name as the area's) stays on screen until React has drawn the area's page.
  await passcodeField.waitFor({ state: 'detached' });
}

/**
 * Puts a signed-in account's language back to English. The header's switch keeps a center's or customer's choice on
 * the account and a sign-in follows it, so a journey that switches a shared demo account to Hindi resets it when it
 * ends (also after a failed step), or the next journey signing in as that account would start in Hindi.
 */
export async function accountLanguageToEnglish(
  page: Page,
  role: 'Customer' | 'ServiceCenter',
): Promise<void> {
  const path =
    role === 'ServiceCenter' ? '/api/Notifications/CenterLanguage' : '/api/Notifications/Preferences';
  const status = await page.evaluate(
    async (url) =>
      (
        await fetch(url, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ language: 'en' }),
        })
      ).status,
    path,
  );
  if (status !== 200) throw new Error(`could not put the account's language back to English: ${status}`);
}

/** The signed-in center's id, as the app keeps it in the browser after sign-in. */
export async function signedInCenterId(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('loginUserData') ?? '{}') as { servicecenterid: number })
        .servicecenterid,
  );
}
