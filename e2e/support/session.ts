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
  await page.getByPlaceholder('••••').fill(passcode);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === ROLE_HOMES[role]);
}
