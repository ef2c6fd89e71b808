import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX, indiaIsoNoZone } from '@fixo/shared';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { DEMO_MOBILES } from '../db/seed/demo-seed.js';
import {
  centerIdByMobile,
  validRequestPayload,
} from '../modules/service-requests/service-requests.fixtures.js';
import { nowIso } from './db.js';

/** Enough rows to need more than one page at the default size. */
const ROWS = LIST_PAGE_SIZE_DEFAULT + 7;
let t: TestApp;
let customer: string;
let center: string;
let manager: string;
let centerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  centerId = await centerIdByMobile(db, DEMO_MOBILES.firstCenter);
  const payload = await validRequestPayload(db, centerId);
  customer = await t.login(DEMO_MOBILES.customer, 'Customer');
  center = await t.login(DEMO_MOBILES.firstCenter, 'ServiceCenter');
  manager = await t.login(DEMO_MOBILES.manager, 'Manager');
  for (let i = 0; i < ROWS; i += 1) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ServiceRequest/AddNewServiceRequest',
      payload: { ...payload, mobileno: DEMO_MOBILES.customer, issuedescription: `Problem: paging ${i}` },
      headers: { cookie: customer },
    });
    expect(response.statusCode).toBe(201);
  }
  // Offers and consents in bulk, straight into the tables (their create routes are limited per day/hour).
  const at = (days: number) => indiaIsoNoZone(new Date(Date.now() + days * 86_400_000));
  await db
    .insertInto('offers')
    .values(
      Array.from({ length: ROWS }, (_, i) => ({
        service_center_id: centerId,
        discount_percentage: '10',
        custom_offer: i % 2 ? `Free wash ${i}` : '',
        discount_amount: String(100 + i),
        offer_code: `PAGE${String(i).padStart(3, '0')}`,
        start_date: at(-1),
        end_date: at(30),
        valid_till: null,
        is_active: 1,
        is_primary: 0,
        remarks: '',
        record_by: 1,
        created_at: nowIso(),
        updated_at: nowIso(),
      })),
    )
    .execute();
  await db
    .insertInto('consents')
    .values(
      Array.from({ length: ROWS }, (_, i) => ({
        mobile: DEMO_MOBILES.customer,
        user_type: 'Customer',
        page_source: 'AddNewServiceRequest',
        consent_text: `consent ${i}`,
        consent_given: 1,
        location: null,
        created_at: new Date(Date.now() - (ROWS - i) * 1000).toISOString(),
      })),
    )
    .execute();
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });

describe('every list pages on the server', () => {
  const lists = () => [
    { name: 'my requests', url: '/api/ServiceRequest/GetMyServiceRequests', cookie: customer },
    { name: 'requests by mobile', url: `/api/ServiceRequest/${DEMO_MOBILES.customer}/x`, cookie: customer },
    {
      name: 'center board',
      url: '/api/ServiceRequest/GetServiceRequestsByServiceCenterForDashboardWeb',
      cookie: center,
    },
    {
      name: 'center statuses',
      url: '/api/ServiceRequest/GetServiceRequestsByServiceCenterForDashboard',
      cookie: center,
    },
    {
      name: 'offers',
      url: `/api/ServiceCenterOffer/GetServiceCenterOffersBySVCNTID?SERVICECENTERID=${centerId}`,
      cookie: center,
    },
    {
      name: 'consents',
      url: `/api/LoginUserConsent/GetConsentsByMobile?MOBILENO=${DEMO_MOBILES.customer}`,
      cookie: customer,
    },
  ];
  const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

  it('answers the same array shape, at most the default page, with the total in X-Total-Count', async () => {
    for (const list of lists()) {
      const response = await get(list.url, list.cookie);
      expect(response.statusCode, list.name).toBe(200);
      const rows = response.json();
      expect(Array.isArray(rows), list.name).toBe(true);
      expect(rows, list.name).toHaveLength(LIST_PAGE_SIZE_DEFAULT);
      expect(Number(response.headers['x-total-count']), list.name).toBeGreaterThanOrEqual(ROWS);
    }
  });

  it('walks the pages with PAGE and PAGESIZE without gaps or repeats', async () => {
    for (const list of lists()) {
      const first = await get(withQuery(list.url, 'PAGE=1&PAGESIZE=20'), list.cookie);
      const total = Number(first.headers['x-total-count']);
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(total / 20); page += 1) {
        const response = await get(withQuery(list.url, `PAGE=${page}&PAGESIZE=20`), list.cookie);
        seen.push(...response.json().map((row: unknown) => JSON.stringify(row)));
      }
      expect(seen, list.name).toHaveLength(total);
      expect(new Set(seen).size, list.name).toBe(total);
      const beyond = await get(
        withQuery(list.url, `PAGE=${Math.ceil(total / 20) + 1}&PAGESIZE=20`),
        list.cookie,
      );
      expect(beyond.json(), list.name).toEqual([]);
    }
  });

  it(`caps PAGESIZE at ${LIST_PAGE_SIZE_MAX} and refuses nonsense with 400 and a message`, async () => {
    for (const list of lists()) {
      for (const query of [`PAGESIZE=${LIST_PAGE_SIZE_MAX + 1}`, 'PAGE=0', 'PAGE=abc', 'PAGESIZE=2.5']) {
        const response = await get(withQuery(list.url, query), list.cookie);
        expect(response.statusCode, `${list.name} ${query}`).toBe(400);
        expect(response.json().message, `${list.name} ${query}`).toBeTruthy();
      }
    }
  });

  it('lists requests newest first', async () => {
    const rows = (await get('/api/ServiceRequest/GetMyServiceRequests?PAGESIZE=3', customer)).json();
    expect(rows.map((r: { issue: string }) => r.issue)).toEqual([
      `paging ${ROWS - 1}`,
      `paging ${ROWS - 2}`,
      `paging ${ROWS - 3}`,
    ]);
  });

  it('filters, sorts and pages the center board on the server', async () => {
    const url = '/api/ServiceRequest/GetServiceRequestsByServiceCenterForDashboardWeb';
    const open = await get(`${url}?STATUS=Open&PAGESIZE=10&SORT=problem&ORDER=desc`, center);
    expect(open.statusCode).toBe(200);
    const rows = open.json<Array<{ srstatus: string; issuedescription: string }>>();
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.srstatus === 'Open')).toBe(true);
    const problems = rows.map((r) => r.issuedescription);
    expect(problems).toEqual([...problems].sort().reverse());
    const accepted = await get(`${url}?STATUS=Accepted`, center);
    expect(accepted.json().every((r: { srstatus: string }) => r.srstatus === 'Accepted')).toBe(true);
    expect((await get(`${url}?STATUS=Closed`, center)).statusCode).toBe(400);
    expect((await get(`${url}?SORT=nope`, center)).statusCode).toBe(400);
  });

  it('searches and sorts offers on the server (offer code ascending by default)', async () => {
    const base = `/api/ServiceCenterOffer/GetServiceCenterOffersBySVCNTID?SERVICECENTERID=${centerId}`;
    const byCode = (await get(`${base}&PAGESIZE=3`, center)).json<Array<{ offercode: string }>>();
    expect(byCode.map((o) => o.offercode)).toEqual(['MONSOON20', 'PAGE000', 'PAGE001']);
    const search = await get(`${base}&SEARCH=free%20WASH%2051`, center);
    expect(search.json().map((o: { offercode: string }) => o.offercode)).toEqual(['PAGE051']);
    expect(search.headers['x-total-count']).toBe('1');
    const byCodePart = await get(`${base}&SEARCH=page00`, center);
    expect(byCodePart.headers['x-total-count']).toBe('10');
    const byAmount = (await get(`${base}&SORT=discountofferedamount&ORDER=desc&PAGESIZE=2`, center)).json();
    expect(byAmount.map((o: { discountofferedamount: string }) => o.discountofferedamount)).toEqual([
      '500',
      String(100 + ROWS - 1),
    ]);
  });

  it("tells the owner the primary offer's id even when it is on another page, and nobody else", async () => {
    const base = `/api/ServiceCenterOffer/GetServiceCenterOffersBySVCNTID?SERVICECENTERID=${centerId}`;
    const primary = await t.app.ctx.db
      .selectFrom('offers')
      .select('id')
      .where('service_center_id', '=', centerId)
      .where('is_primary', '=', 1)
      .executeTakeFirstOrThrow();
    const lastPage = await get(`${base}&PAGE=6&PAGESIZE=10`, center);
    expect(lastPage.json().some((o: { isprimaryoffer: boolean }) => o.isprimaryoffer)).toBe(false);
    expect(lastPage.headers['x-primary-offer-id']).toBe(String(primary.id));
    expect((await get(base)).headers['x-primary-offer-id']).toBeUndefined();
  });

  it('pages the manager lists: all centers (by name, SEARCH) and pending plan payments', async () => {
    const centers = await get('/api/ServiceCenter/GetAllServiceCenters?PAGESIZE=5', manager);
    expect(centers.json()).toHaveLength(5);
    expect(Number(centers.headers['x-total-count'])).toBeGreaterThanOrEqual(15);
    const search = await get('/api/ServiceCenter/GetAllServiceCenters?SEARCH=lakshmi', manager);
    expect(search.json().map((c: { servicecentername: string }) => c.servicecentername)).toContain(
      'Sri Lakshmi Auto Works',
    );
    const pending = await get('/api/Manager/GetPendingPlanPayments?PAGE=1&PAGESIZE=10', manager);
    expect(pending.statusCode).toBe(200);
    expect(pending.headers['x-total-count']).toBe(String(pending.json().length));
  });
});
