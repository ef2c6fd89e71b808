import assert from 'node:assert/strict';
import { test } from 'node:test';

import { DESKTOP, journeyBrowser, PHONE, screenshot } from '../support/browser';
import { signIn } from '../support/session';

/**
 * Subscription: a Free center chooses FixoPro Monthly on a phone and gets a UPI payment link; the manager
 * confirms the payment; after signing in again the center's menu has the FixoPro entries.
 */
const CENTER_MOBILE = '9000000006';
const MANAGER_MOBILE = '9000000001';
const UPI_REFERENCE = `UPI${Date.now().toString().slice(-9)}`;

const { open } = journeyBrowser();

test('a Free center pays for FixoPro by UPI and gets the suite once the manager confirms', async () => {
  const center = await open(PHONE);
  await signIn(center, 'ServiceCenter', CENTER_MOBILE);
  // No FixoPro entries yet.
  await center.getByRole('button', { name: 'Open menu' }).click();
  assert.equal(await center.getByRole('link', { name: 'Customer Masters' }).count(), 0);
  assert.equal(await center.getByRole('link', { name: 'Invoice Report' }).count(), 0);
  await center.getByRole('link', { name: 'Subscription' }).click();
  await center.waitForURL((url) => url.pathname === '/dashboard-service/subscription');

  await center.getByRole('radio', { name: 'FixoPro Monthly' }).waitFor();
  await center.getByText('Current plan: Free').waitFor();
  await screenshot(center, 'subscription-plans-390');
  await center.getByRole('button', { name: 'Submit' }).click();
  assert.ok(await center.getByText('You must select a subscription plan.').isVisible());

  await center.getByRole('radio', { name: 'FixoPro Monthly' }).check();
  await center.getByRole('button', { name: 'Submit' }).click();
  await center.waitForURL(
    (url) => url.pathname === '/dashboard-service/subscription/payment-option' && url.search === '?plan=2',
  );
  const upi = center.getByRole('link', { name: 'Pay with UPI' });
  await upi.waitFor();
  const href = (await upi.getAttribute('href')) ?? '';
  // The payee configured for the run in e2e/run.ts (UPI_PAYEE_VPA, UPI_PAYEE_NAME): never a constant.
  assert.match(
    href,
    /^upi:\/\/pay\?pa=payments\.fixo%40okicici&pn=Fixo%20Marketplace&am=999\.00&cu=INR&tn=[^&]+&tr=SCSP-\d+$/,
  );
  assert.equal((await center.getByTestId('upi-payee').textContent())?.trim(), 'payments.fixo@okicici');
  const reference = (await center.getByTestId('payment-reference').textContent())?.trim() ?? '';
  assert.match(reference, /^SCSP-\d+$/);
  assert.ok(href.endsWith(`tr=${reference}`));
  await center.getByText('FixoPro activates once Fixo confirms your payment').waitFor();
  await screenshot(center, 'subscription-payment-390');
  // A phone opens the link itself: no QR code there.
  assert.equal(await center.getByTestId('upi-qr').count(), 0);

  // Reloading the payment page keeps the same selection (no duplicate).
  await center.reload();
  await center.getByTestId('payment-reference').waitFor();
  assert.equal((await center.getByTestId('payment-reference').textContent())?.trim(), reference);

  const wide = await open(DESKTOP);
  await signIn(wide, 'ServiceCenter', CENTER_MOBILE);
  await wide.goto('/dashboard-service/subscription');
  await wide.getByRole('radio', { name: 'FixoPro Yearly' }).waitFor();
  await wide.getByText('FixoPro Monthly is waiting for your payment').waitFor();
  await screenshot(wide, 'subscription-plans-1280');
  // On a computer the payment page draws the link's QR code, locally.
  await wide.goto('/dashboard-service/subscription/payment-option?plan=2');
  const qr = wide.getByTestId('upi-qr');
  await qr.locator('svg').waitFor();
  assert.equal(await qr.getAttribute('data-link'), href);
  const qrBox = await qr.boundingBox();
  assert.ok(qrBox && qrBox.width >= 150, 'the QR code is big enough to scan');
  await screenshot(wide, 'subscription-payment-1280');

  const manager = await open(DESKTOP);
  await signIn(manager, 'Manager', MANAGER_MOBILE);
  await manager.goto('/plan-payments');
  const confirm = manager.getByRole('button', { name: `Confirm payment ${reference}` });
  await confirm.waitFor();
  await screenshot(manager, 'plan-payments-1280');
  await confirm.click();
  const dialog = manager.getByRole('dialog');
  await dialog.getByLabel(/UPI transaction reference/).fill('abc');
  await dialog.getByRole('button', { name: 'Confirm payment' }).click();
  await dialog.getByText(/Enter the UPI transaction reference/).waitFor();
  await dialog.getByLabel(/UPI transaction reference/).fill(UPI_REFERENCE);
  await dialog.getByRole('button', { name: 'Confirm payment' }).click();
  await manager.getByText('Payment confirmed. FixoPro is now active for this center.').waitFor();
  await confirm.waitFor({ state: 'detached' });

  const again = await open(PHONE);
  await signIn(again, 'ServiceCenter', CENTER_MOBILE);
  await again.getByRole('button', { name: 'Open menu' }).click();
  await again.getByRole('link', { name: 'Customer Masters' }).waitFor();
  await again.getByRole('link', { name: 'View & Generate Invoice' }).waitFor();
  await again.getByRole('link', { name: 'Invoice Report' }).waitFor();
  assert.equal(await again.getByRole('link', { name: 'Subscription' }).count(), 0);
  await screenshot(again, 'subscription-fixopro-menu-390');

  const againWide = await open(DESKTOP);
  await signIn(againWide, 'ServiceCenter', CENTER_MOBILE);
  await againWide.getByRole('button', { name: 'FixoPro' }).click();
  await againWide.getByRole('menuitem', { name: 'Customer Masters' }).waitFor();
  await againWide.getByRole('menuitem', { name: 'View & Generate Invoice' }).waitFor();
  await screenshot(againWide, 'subscription-fixopro-menu-1280');
});
