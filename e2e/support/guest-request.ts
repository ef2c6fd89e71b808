import type { Page } from 'playwright-core';

/** Picks the first real option of a select once its options have loaded. */
export async function pickFirst(page: Page, label: string): Promise<void> {
  const select = page.getByLabel(new RegExp(`^${label}\\*?$`));
  await page.waitForFunction(
    (el) => (el as HTMLSelectElement).options.length > 1 && !(el as HTMLSelectElement).disabled,
    await select.elementHandle(),
  );
  const value = await select.evaluate((el) => {
    const options = Array.from((el as HTMLSelectElement).options).filter((o) => o.value && !o.disabled);
    return options[0]?.value ?? '';
  });
  await select.selectOption(value);
}

/**
 * A guest fills the request form (a car, a flat tyre) for PIN 400069, chooses Andheri Motor Garage and lands on
 * the confirmation; returns the booking reference.
 */
export async function guestRequestsAtAndheri(
  page: Page,
  { mobile, registration, problem }: { mobile: string; registration: string; problem: string },
): Promise<string> {
  await page.goto('/dashboard-customer/service-request');
  await page.getByLabel('Vehicle Type').selectOption({ label: 'Car' });
  await pickFirst(page, 'Vehicle');
  await pickFirst(page, 'Vehicle Maker');
  await pickFirst(page, 'Vehicle Make');
  await pickFirst(page, 'Vehicle Model');
  await page.getByLabel('Registration Number').fill(registration);
  await pickFirst(page, 'Fuel Type');
  await page.getByLabel('Service Required').selectOption({ label: 'Flat Tyre / Puncture' });
  await page.getByLabel('Describe the problem').fill(problem);
  await page.getByLabel(/^Mobile Number\*?$/).fill(mobile);
  await page.getByLabel('PIN Code').fill('400069');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const andheri = page.getByTestId('nearby-center').filter({ hasText: 'Andheri Motor Garage' });
  await andheri.waitFor({ timeout: 20_000 });
  await andheri.getByText('Choose this center').click();
  await page.getByRole('button', { name: 'Request Service' }).click();
  await page.waitForURL('**/ServiceRequestConfirmation');
  return ((await page.getByTestId('booking-ref').textContent()) ?? '').trim();
}
