import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUITE_MESSAGES as S } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  type Client,
  createJobCard,
  gstRegisteredPaidCenter,
  oneOffLine,
  partLine,
  readyJobCard,
  stockedPart,
} from '../../test-support/suite-fixtures.js';
import { issueJobCardStock } from './job-card-status.js';

let t: TestApp;
let paid: Client;
let centerId: number;
const STATUS = '/api/JobCard/UpdateJobCardStatus';

beforeAll(async () => {
  t = await createTestApp();
  // these tests are about a GST-registered center (see 'centers without GST' for the others)
  ({ paid, centerId } = await gstRegisteredPaidCenter(t));
});
afterAll(async () => t.close());

const move = (jobcardid: number, status: string, extra: Record<string, unknown> = {}) =>
  paid('PUT', STATUS, { jobcardid, status, ...extra });
const onHand = async (partid: number) =>
  (await paid('GET', `/api/Parts/GetPartById?partid=${partid}`)).json<{ onhand: number }>().onhand;
const ledgerOf = (partid: number) =>
  t.app.ctx.db
    .selectFrom('stock_movements')
    .selectAll()
    .where('part_id', '=', partid)
    .orderBy('id')
    .execute();

const readyCard = (lines: unknown[]) => readyJobCard(paid, lines);

describe('status workflow', () => {
  it('walks Open → Approved → InProgress → Ready → Delivered with a timeline of who and when', async () => {
    const card = await readyCard([oneOffLine()]);
    const delivered = await move(card.jobcardid, 'Delivered');
    expect(delivered.statusCode).toBe(200);
    const body = delivered.json();
    expect(body.status).toBe('Delivered');
    expect(body.timeline.map((e: { tostatus: string }) => e.tostatus)).toEqual([
      'Open',
      'Approved',
      'InProgress',
      'Ready',
      'Delivered',
    ]);
    expect(body.timeline[1]).toMatchObject({
      fromstatus: 'Open',
      by: 'Sri Lakshmi Auto Works',
      remark: 'Approved in person (1 line(s))',
    });
    expect(body.lines[0].approval).toBe('Approved');
    expect(body.nextserviceodometer).toBe(52000);

    // the customer's profile: job card with its total, last visit, next service due
    const profile = (
      await paid('GET', `/api/ShopCustomer/GetShopCustomerProfile?shopcustomerid=${body.shopcustomerid}`)
    ).json();
    expect(profile).toMatchObject({
      jobcardcount: 1,
      totalbilledpaise: 118000,
      lastvisit: body.createdon,
      nextserviceodometer: 52000,
      nextservicedate: body.nextservicedate,
    });
    expect(profile.jobcards).toEqual([
      expect.objectContaining({
        jobcardno: card.jobcardno,
        status: 'Delivered',
        grandtotalpaise: 118000,
        odometer: 42000,
      }),
    ]);
  });

  it('refuses illegal moves with 409 and the status stays', async () => {
    const card = await createJobCard(paid, [oneOffLine()]);
    const skip = await move(card.jobcardid, 'Delivered');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(S.illegalMove('Open', 'Delivered'));
    expect((await move(card.jobcardid, 'EstimateSent')).json().message).toBe(S.estimateOnlyWhenOpen);
    expect((await move(card.jobcardid, 'Cancelled')).statusCode).toBe(200);
    const after = await move(card.jobcardid, 'Open');
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(S.illegalMove('Cancelled', 'Open'));
    const edit = await paid('POST', '/api/JobCard/AddUpdateJobCard', {
      jobcardid: card.jobcardid,
      complaints: ['x'],
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(S.closedJobCard);
    expect((await move(card.jobcardid, 'Nowhere')).json().errors.status).toBe(S.statusInvalid);
  });

  it('lets exactly one of two racing moves win', async () => {
    const card = await readyCard([oneOffLine()]);
    const [a, b] = await Promise.all([move(card.jobcardid, 'Delivered'), move(card.jobcardid, 'Cancelled')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const final = (await paid('GET', `/api/JobCard/GetJobCardById?jobcardid=${card.jobcardid}`)).json();
    const winner = a.statusCode === 200 ? a.json().status : b.json().status;
    expect(final.status).toBe(winner);
    expect(final.timeline.filter((e: { tostatus: string }) => e.tostatus === winner)).toHaveLength(1);
  });
});

describe('stock follows the job card', () => {
  it('issues approved part lines on delivery, asks before going negative, and records the negative balance', async () => {
    const part = await stockedPart(paid, 'ST-1', 2);
    const card = await readyCard([partLine(part.partid, 3)]);
    const refused = await move(card.jobcardid, 'Delivered');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(S.insufficientStock('Part ST-1', '2 nos', '3 nos'));
    expect(refused.json()).toMatchObject({
      messageKey: 'suite.insufficientStock',
      messageParams: { name: 'Part ST-1', onHand: '2 nos', needed: '3 nos' },
    });
    expect(await onHand(part.partid)).toBe(2);
    expect((await paid('GET', `/api/JobCard/GetJobCardById?jobcardid=${card.jobcardid}`)).json().status).toBe(
      'Ready',
    );

    const confirmed = await move(card.jobcardid, 'Delivered', { confirmNegative: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().lines[0].issuedqty).toBe(3);
    expect(await onHand(part.partid)).toBe(-1);
    const ledger = await ledgerOf(part.partid);
    expect(ledger.map((m) => [m.kind, Number(m.qty_milli), Number(m.balance_milli)])).toEqual([
      ['Opening', 2000, 2000],
      ['Issue', -3000, -1000],
    ]);
    expect(
      (await paid('GET', '/api/Parts/GetParts?LOWSTOCK=true&SEARCH=ST-1')).json().items[0].islowstock,
    ).toBe(true);
  });

  it('returns issued stock when a job card is cancelled; declined lines take nothing', async () => {
    const part = await stockedPart(paid, 'ST-2', 5);
    const card = await readyCard([partLine(part.partid, 2)]);
    // part 2's invoice issues before delivery; here the same function stands in for it
    await issueJobCardStock(
      t.app.ctx.db,
      t.engine,
      { id: card.jobcardid, centerId, number: card.jobcardno },
      1,
      false,
    );
    expect(await onHand(part.partid)).toBe(3);
    expect((await move(card.jobcardid, 'Cancelled')).statusCode).toBe(200);
    expect(await onHand(part.partid)).toBe(5);
    const kinds = (await ledgerOf(part.partid)).map((m) => m.kind);
    expect(kinds).toEqual(['Opening', 'Issue', 'Return']);
    const sum = (await ledgerOf(part.partid)).reduce((s, m) => s + Number(m.qty_milli), 0);
    expect(sum).toBe(5000);

    const declined = await createJobCard(paid, [partLine(part.partid, 1)]);
    expect((await move(declined.jobcardid, 'Declined')).statusCode).toBe(409); // Open → Declined is not a move
  });

  it('two deliveries racing for the last unit: one delivers, the other is refused, the ledger stays the sum', async () => {
    const part = await stockedPart(paid, 'ST-LAST', 1);
    const first = await readyCard([partLine(part.partid, 1)]);
    const second = await readyCard([partLine(part.partid, 1)]);
    const results = await Promise.all([
      move(first.jobcardid, 'Delivered'),
      move(second.jobcardid, 'Delivered'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().message).toBe(S.insufficientStock('Part ST-LAST', '0 nos', '1 nos'));
    const ledger = await ledgerOf(part.partid);
    expect(ledger.map((m) => Number(m.balance_milli))).toEqual([1000, 0]);
    expect(ledger.reduce((s, m) => s + Number(m.qty_milli), 0)).toBe(0);
    expect(await onHand(part.partid)).toBe(0);

    // with confirmation both go through and the running balance still equals the sum
    const part2 = await stockedPart(paid, 'ST-LAST-2', 1);
    const a = await readyCard([partLine(part2.partid, 1)]);
    const b = await readyCard([partLine(part2.partid, 1)]);
    const both = await Promise.all([
      move(a.jobcardid, 'Delivered', { confirmNegative: true }),
      move(b.jobcardid, 'Delivered', { confirmNegative: true }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const ledger2 = await ledgerOf(part2.partid);
    expect(ledger2.map((m) => Number(m.balance_milli))).toEqual([1000, 0, -1000]);
  });
});
