import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';

import { DESKTOP, journeyBrowser, PHONE, screenshot } from '../support/browser';
import { signIn } from '../support/session';

/**
 * Promotional offers: a center adds a custom offer and makes it primary, a guest sees it, the center
 * deactivates it and the guest no longer does; the manager picks that center and sees its offers.
 */
const CENTER_MOBILE = '9000000004';
const MANAGER_MOBILE = '9000000001';
const OFFER_CODE = `E2E${Date.now().toString().slice(-7)}`;
const CUSTOM_TEXT = 'Free car wash with every general service';

interface OfferRow {
  offersvcntid: number;
  offercode: string;
  isprimaryoffer: boolean;
  isactive: boolean;
  offer: string;
}

let center: Page;
let centerId: number;

const { open } = journeyBrowser();

/** The public lookup, fetched from a page the way the customer screens call it. */
async function guestOffers(id: number): Promise<OfferRow[]> {
  const guest = await open(PHONE);
  await guest.goto('/');
  const answer = await guest.evaluate(async (centerId) => {
    const response = await fetch(
      `/api/ServiceCenterOffer/GetServiceCenterOffersBySVCNTID?SERVICECENTERID=${centerId}&TOKEN=x`,
    );
    return { status: response.status, body: (await response.json()) as unknown };
  }, id);
  assert.equal(answer.status, 200);
  return answer.body as OfferRow[];
}

/** 'yyyy-MM-ddTHH:mm' in the browser's own time zone, `days` from today at midnight. */
function localDateTime(page: Page, days: number): Promise<string> {
  // No helper functions inside: tsx would wrap them in a `__name` call the browser does not know.
  return page.evaluate((d) => {
    const date = new Date();
    date.setHours(0, 0, 0, 0);
    date.setDate(date.getDate() + d);
    return [
      String(date.getFullYear()),
      '-',
      String(date.getMonth() + 1).padStart(2, '0'),
      '-',
      String(date.getDate()).padStart(2, '0'),
      'T00:00',
    ].join('');
  }, days);
}

test('a center adds a custom primary offer on a phone', async () => {
  center = await open(PHONE);
  await signIn(center, 'ServiceCenter', CENTER_MOBILE);
  await center.goto('/dashboard-service/discount');
  await center.getByRole('heading', { name: 'Promotional Offers' }).waitFor();
  centerId = await center.evaluate(() =>
    Number(
      (JSON.parse(localStorage.getItem('loginUserData') ?? '{}') as { servicecenterid?: number })
        .servicecenterid,
    ),
  );
  assert.ok(centerId > 0, 'the signed-in center id is stored');
  await center.getByText(/Loading\.\.\./).waitFor({ state: 'detached' });
  await screenshot(center, 'offers-center-390');

  await center.getByRole('button', { name: 'Add Offers' }).click();
  const dialog = center.getByRole('dialog', { name: 'Add Offer' });
  await dialog.waitFor();
  // The stored center name is prefilled and locked.
  const name = dialog.getByLabel(/^Service Center/);
  assert.notEqual(await name.inputValue(), '');
  assert.equal(await name.getAttribute('readonly'), '');

  // Submitting empty shows the form's own messages.
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByText('Offer code is required').waitFor();
  await screenshot(center, 'offers-add-dialog-errors-390');

  await dialog.getByLabel(/^Discount\(%\)/).selectOption('Custom Offer');
  await dialog.getByLabel(/^Custom Offer Details/).fill(CUSTOM_TEXT);
  await dialog.getByLabel(/^Discount Amount/).fill('250');
  await dialog.getByLabel(/^Offer Code/).fill(OFFER_CODE);
  // Today 00:00: a new offer may not start in the past, and the server reads these zone-less times in its
  // India time (like the browser here), so the offer is already running.
  await dialog.getByLabel(/^Start Date/).fill(await localDateTime(center, 0));
  await dialog.getByLabel(/^End Date/).fill(await localDateTime(center, 30));
  await dialog.getByLabel(/^Offer Remarks/).fill('Valid on cars and bikes');

  await dialog.getByRole('switch', { name: /Default Show/ }).click();
  const primary = center.getByRole('alertdialog', { name: 'Set Primary Offer' });
  await primary.getByText('Do you want to set this offer as the primary offer?').waitFor();
  await screenshot(center, 'offers-set-primary-390');
  await primary.getByRole('button', { name: 'Save' }).click();
  await primary.waitFor({ state: 'detached' });
  assert.equal(
    await dialog.getByRole('switch', { name: /Default Show/ }).getAttribute('aria-checked'),
    'true',
  );
  await screenshot(center, 'offers-add-dialog-filled-390');

  await dialog.getByRole('button', { name: 'Submit' }).click();
  await center.getByText('Offer saved successfully').waitFor();
  await dialog.waitFor({ state: 'detached' });
  const card = center.locator('li', { hasText: OFFER_CODE });
  await card.getByText(CUSTOM_TEXT).first().waitFor();
  await card.getByText('Active', { exact: true }).waitFor();
  assert.equal(
    (await center.evaluate(() => localStorage.getItem('primaryOfferId'))) !== null,
    true,
    'the primary offer id is stored',
  );
  await screenshot(center, 'offers-center-with-offer-390');
});

test('a guest gets the new offer for that center', async () => {
  const offers = await guestOffers(centerId);
  const mine = offers.find((o) => o.offercode === OFFER_CODE);
  assert.ok(mine, `guest sees ${OFFER_CODE}`);
  assert.equal(mine.offer, CUSTOM_TEXT);
  assert.equal(mine.isprimaryoffer, true);
});

test('the center sees its screen at desktop width and edits the offer', async () => {
  // The same signed-in center in a desktop window.
  const desk = await open(DESKTOP, { storageState: await center.context().storageState() });
  await desk.goto('/dashboard-service/discount');
  const row = desk.getByRole('row', { name: new RegExp(OFFER_CODE) });
  await row.waitFor();
  await screenshot(desk, 'offers-center-1280');
  await row.getByRole('button', { name: `Edit offer ${OFFER_CODE}` }).click();
  const dialog = desk.getByRole('dialog', { name: 'Edit Offer' });
  await dialog.waitFor();
  assert.equal(await dialog.getByLabel(/^Discount\(%\)/).inputValue(), 'Custom Offer');
  assert.equal(await dialog.getByLabel(/^Custom Offer Details/).inputValue(), CUSTOM_TEXT);
  await screenshot(desk, 'offers-edit-dialog-1280');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
});

test('the center deactivates the offer and the guest no longer gets it', async () => {
  await center.getByRole('button', { name: `Deactivate offer ${OFFER_CODE}` }).click();
  const dialog = center.getByRole('alertdialog', { name: 'Deactivate Offer' });
  await dialog.getByText('Do you want to change the status of this offer?').waitFor();
  await dialog.getByText(OFFER_CODE).waitFor();
  assert.equal(await dialog.getByRole('switch').getAttribute('aria-checked'), 'false');
  await screenshot(center, 'offers-deactivate-390');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
  const card = center.locator('li', { hasText: OFFER_CODE });
  await card.getByText('Inactive', { exact: true }).waitFor();
  assert.equal(await card.getByRole('button', { name: /Deactivate/ }).count(), 0);

  const offers = await guestOffers(centerId);
  assert.equal(
    offers.some((o) => o.offercode === OFFER_CODE),
    false,
  );
});

test('the manager picks the center on /active-discount and sees its offers', async () => {
  const manager = await open(DESKTOP);
  await signIn(manager, 'Manager', MANAGER_MOBILE);
  await manager.goto('/active-discount');
  await manager.getByRole('heading', { name: 'Promotional Offers' }).waitFor();
  const select = manager.getByRole('combobox', { name: /Service Center/ });
  await manager.waitForFunction(
    (id) => Boolean(document.querySelector(`option[value="${id}"]`)),
    String(centerId),
  );
  await manager.getByRole('button', { name: 'Add Offers' }).click();
  await manager.getByText('Select service center name is required').waitFor();
  await select.selectOption(String(centerId));
  const row = manager.getByRole('row', { name: new RegExp(OFFER_CODE) });
  await row.waitFor();
  await row.getByText('Inactive', { exact: true }).waitFor();
  await screenshot(manager, 'offers-manager-1280');

  await manager.getByRole('button', { name: 'Add Offers' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Add Offer' });
  assert.equal(await dialog.getByLabel(/^Service Center/).inputValue(), String(centerId));
  await screenshot(manager, 'offers-manager-add-dialog-1280');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await manager.setViewportSize(PHONE);
  await screenshot(manager, 'offers-manager-390');
});
