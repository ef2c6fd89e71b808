import type { Page } from 'playwright-core';
import { screenshot } from './browser.js';

/** Random digits for unique mobiles and registrations across runs on the same database. */
export const digits = (n: number): string => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

/** Picks the first real option of a select (index 0 is the placeholder), waiting until the list loaded. */
export async function pickFirst(page: Page, label: string): Promise<void> {
  const select = page.getByLabel(new RegExp(`^${label}\\*?$`));
  await page.waitForFunction(
    (el) =>
      el instanceof HTMLSelectElement && !el.disabled && el.options.length > 1 && el.options[1]!.value !== '',
    await select.elementHandle(),
  );
  await select.selectOption({ index: 1 });
}

/** Adds the first catalogue item matching `search` to the lines of a job card or invoice form. */
export async function addFromCatalogue(page: Page, search: string): Promise<void> {
  const box = page.getByLabel('Add from catalogue');
  await box.fill(search);
  const option = page
    .getByRole('listbox', { name: 'Catalogue items' })
    .getByRole('option')
    .filter({ hasText: new RegExp(search, 'i') })
    .first();
  await option.waitFor();
  await option.getByRole('button').click();
}

/** Loads the starter catalogue when the center's catalogue is still empty (a fresh demo database). */
export async function ensureCatalogue(page: Page): Promise<'loaded' | 'present'> {
  await page.goto('/service-manager/parts-list');
  await page.getByRole('heading', { name: 'Add Parts & Services' }).waitFor();
  const load = page.getByRole('button', { name: 'Load starter catalogue' });
  const catalogue = page.getByRole('list', { name: 'Parts and services' });
  await Promise.race([load.waitFor(), catalogue.waitFor()]);
  const empty = await load.isVisible();
  if (empty) await load.click();
  await catalogue.waitFor();
  return empty ? 'loaded' : 'present';
}

/** A walk-in customer with one vehicle, through the Customer Masters form; ends on the customer's profile. */
export async function addWalkInCustomer(
  page: Page,
  customer: { name: string; mobile: string; registration: string },
  beforeSave?: () => Promise<void>,
): Promise<void> {
  await page.goto('/service-manager/list-of-customer');
  await page.getByRole('heading', { name: 'Customer Masters' }).waitFor();
  await page.getByRole('link', { name: 'Add customer' }).first().click();
  await page.getByLabel('Customer name').fill(customer.name);
  await page.getByLabel('Mobile number').fill(customer.mobile);
  await page.getByLabel('Registration number').fill(customer.registration);
  await pickFirst(page, 'Maker');
  await pickFirst(page, 'Make');
  await pickFirst(page, 'Model');
  await pickFirst(page, 'Fuel');
  await page.getByLabel('Odometer (km)').fill('42000');
  await beforeSave?.();
  await page.getByRole('button', { name: 'Save customer' }).click();
  await page.getByRole('heading', { name: customer.name }).waitFor();
  await page.getByText(customer.registration).waitFor();
}

/** On a job card's page at Ready: Deliver, confirming a negative stock balance when the server asks. */
export async function deliverJobCard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Deliver' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deliver' }).click();
  // Starter parts may have no stock yet: the center confirms a negative balance visibly.
  const negative = page.getByRole('button', { name: 'Deliver and record negative stock' });
  // The status badge, not any 'Delivered' text (the workflow's step names include it before delivery).
  const delivered = page.getByTestId('job-card-status').getByText('Delivered');
  await Promise.race([negative.waitFor(), delivered.waitFor()]);
  if (await negative.isVisible()) await negative.click();
  await delivered.waitFor();
}

/**
 * On a new job card's page: approved at the counter, worked, delivered, and invoiced. Ends on the invoice's page
 * and answers its path.
 */
export async function deliverAndInvoice(
  page: Page,
  options: { screenshotAs?: string } = {},
): Promise<string> {
  await page.getByRole('button', { name: 'Mark approved manually' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark approved' }).click();
  await page.getByRole('button', { name: 'Start work' }).click();
  await page.getByRole('button', { name: 'Ready for delivery' }).click();
  await page.getByRole('button', { name: 'Deliver' }).waitFor();
  await deliverJobCard(page);
  await page.getByRole('button', { name: 'Generate invoice' }).click();
  // The question before a number is taken: the card, and the place of supply with the tax it leads to.
  const dialog = page.getByRole('dialog', { name: /^Generate the invoice of JC\// });
  const place = dialog.getByRole('combobox', { name: /Place of supply/ });
  await place.waitFor();
  await dialog.getByText(/CGST and SGST|IGST|charges no GST/).waitFor();
  if (options.screenshotAs) {
    // after the dialog's pop-in, so the picture shows it settled
    await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await screenshot(page, options.screenshotAs);
  }
  await dialog.getByRole('button', { name: 'Generate invoice' }).click();
  await page.waitForURL(/\/service-manager\/invoice-for-sr\/\d+$/);
  return new URL(page.url()).pathname;
}
