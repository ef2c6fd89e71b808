import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUITE_ACCESS_MESSAGES, SUITE_MESSAGES as S } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  centerClient,
  type Client,
  FREE_CENTER,
  paidCenterClients,
} from '../../test-support/suite-fixtures.js';
import { STARTER_CATALOGUE } from './starter-catalogue.js';

let t: TestApp;
let paid: Client;
let other: Client;
const SAVE = '/api/Parts/AddUpdatePart';
const MOVE = '/api/Parts/AddStockMovement';
const LIST = '/api/Parts/GetParts';

beforeAll(async () => {
  t = await createTestApp();
  ({ paid, other } = await paidCenterClients(t));
});
afterAll(async () => t.close());

const oil = (overrides: Record<string, unknown> = {}) => ({
  partname: 'Engine oil 5W-30',
  partcode: 'oil-t1',
  parttype: 'Part',
  hsnsac: '27101980',
  unit: 'litre',
  salepricepaise: 65000,
  priceincludesgst: true,
  reorderlevel: 4,
  openingstock: 10.5,
  ...overrides,
});

describe('catalogue items', () => {
  it('creates a part with its GST rate from the table and an opening movement', async () => {
    const response = await paid('POST', SAVE, oil());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      partcode: 'OIL-T1',
      gstrate: 18,
      onhand: 10.5,
      reorderlevel: 4,
      islowstock: false,
      salepricepaise: 65000,
      priceincludesgst: true,
    });
    expect(response.json().movements).toMatchObject([{ movementtype: 'Opening', qty: 10.5, balance: 10.5 }]);
  });

  it('answers each validation with its message and refuses a code twice', async () => {
    const bad = await paid('POST', SAVE, {
      partname: '',
      parttype: 'Part',
      hsnsac: '87',
      unit: 'bucket',
      salepricepaise: 10.5,
      reorderlevel: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      partname: S.partNameRequired,
      hsnsac: S.hsnInvalid,
      unit: S.unitInvalid,
      salepricepaise: S.pricePaise,
      reorderlevel: S.reorderLevelInvalid,
    });
    const oneFieldRefusals: [body: Record<string, unknown>, field: string, message: string][] = [
      [{ partname: 'Labour', parttype: 'Labour', hsnsac: '' }, 'hsnsac', S.sacRequired],
      [{ partname: 'Labour', parttype: 'Service', hsnsac: '123456' }, 'hsnsac', S.sacInvalid],
      [{ partname: 'X', parttype: 'Gadget', hsnsac: '8708' }, 'parttype', S.partTypeInvalid],
    ];
    for (const [body, field, message] of oneFieldRefusals) {
      const refused = await paid('POST', SAVE, { ...body, salepricepaise: 100 });
      expect(refused.json().errors[field], field).toBe(message);
    }
    const unknownCode = await paid('POST', SAVE, oil({ partcode: '', hsnsac: '99999999' }));
    expect(unknownCode.statusCode).toBe(400);
    expect(unknownCode.json().errors.gstrate).toBe(S.gstRateRequired);
    const withRate = await paid('POST', SAVE, oil({ partcode: '', hsnsac: '99999999', gstrate: 12 }));
    expect(withRate.json().gstrate).toBe(12);
    const badRate = await paid('POST', SAVE, oil({ partcode: '', gstrate: 7 }));
    expect(badRate.json().errors.gstrate).toBe(S.gstRateInvalid);
    const twice = await paid('POST', SAVE, oil());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.partcode).toBe(S.partCodeTaken);
  });

  it('looks GST up for the document date: the 22 Sep 2025 cut applies from that day', async () => {
    const before = await paid('GET', '/api/Parts/GetGstRate?hsnsac=87083000&date=2025-09-21');
    expect(before.json()).toMatchObject({ gstrate: 28, effectivefrom: '2017-07-01' });
    const after = await paid('GET', '/api/Parts/GetGstRate?hsnsac=87083000&date=2025-09-22');
    expect(after.json()).toMatchObject({ gstrate: 18, effectivefrom: '2025-09-22' });
    expect((await paid('GET', '/api/Parts/GetGstRate?hsnsac=998714')).json().gstrate).toBe(18);
    expect((await paid('GET', '/api/Parts/GetGstRate?hsnsac=12345678')).json().gstrate).toBeNull();
  });
});

describe('stock ledger', () => {
  it('keeps on hand as the sum of movements: purchase, adjustment with a reason, no silent negative', async () => {
    const part = (await paid('POST', SAVE, oil({ partcode: 'LEDGER-1', openingstock: 2 }))).json();
    const purchase = await paid('POST', MOVE, {
      partid: part.partid,
      movementtype: 'Purchase',
      qty: 5,
      reason: 'Bill 118',
      purchasepricepaise: 41000,
    });
    expect(purchase.json()).toMatchObject({ onhand: 7, purchasepricepaise: 41000 });
    const noReason = await paid('POST', MOVE, { partid: part.partid, movementtype: 'Adjustment', qty: -1 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe(S.adjustmentReasonRequired);
    const zero = await paid('POST', MOVE, {
      partid: part.partid,
      movementtype: 'Adjustment',
      qty: 0,
      reason: 'x',
    });
    expect(zero.json().errors.qty).toBe(S.adjustmentNotZero);
    const damaged = await paid('POST', MOVE, {
      partid: part.partid,
      movementtype: 'Adjustment',
      qty: -1.25,
      reason: 'Can leaked',
    });
    expect(damaged.json().onhand).toBe(5.75);
    const tooMuch = await paid('POST', MOVE, {
      partid: part.partid,
      movementtype: 'Adjustment',
      qty: -6,
      reason: 'Count',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(S.insufficientStock('Engine oil 5W-30', '5.75 litre', '6 litre'));
    const opening = await paid('POST', MOVE, { partid: part.partid, movementtype: 'Opening', qty: 1 });
    expect(opening.statusCode).toBe(409);
    expect(opening.json().message).toBe(S.openingOnce);
    const type = await paid('POST', MOVE, { partid: part.partid, movementtype: 'Issue', qty: 1 });
    expect(type.json().errors.movementtype).toBe(S.movementTypeInvalid);

    const ledger = (await paid('GET', `/api/Parts/GetStockMovements?partid=${part.partid}`)).json();
    expect(
      ledger.items.map((m: { movementtype: string; qty: number; balance: number }) => [
        m.movementtype,
        m.qty,
        m.balance,
      ]),
    ).toEqual([
      ['Adjustment', -1.25, 5.75],
      ['Purchase', 5, 7],
      ['Opening', 2, 2],
    ]);
    const rows = await t.app.ctx.db
      .selectFrom('stock_movements')
      .select('qty_milli')
      .where('part_id', '=', part.partid)
      .execute();
    expect(rows.reduce((sum, r) => sum + Number(r.qty_milli), 0)).toBe(5750);
  });

  it('keeps stock only for parts', async () => {
    const labour = (
      await paid('POST', SAVE, {
        partname: 'Labour hour',
        parttype: 'Labour',
        hsnsac: '998714',
        unit: 'hour',
        salepricepaise: 50000,
      })
    ).json();
    const move = await paid('POST', MOVE, { partid: labour.partid, movementtype: 'Purchase', qty: 1 });
    expect(move.statusCode).toBe(400);
    expect(move.json().message).toBe(S.stockOnlyForParts);
  });
});

describe('list, starter catalogue and CSV', () => {
  it('loads the starter catalogue once, with real codes and rates, and filters low stock', async () => {
    const first = await paid('POST', '/api/Parts/LoadStarterCatalogue', {});
    expect(first.json()).toEqual({ added: STARTER_CATALOGUE.length, skipped: 0 });
    const again = await paid('POST', '/api/Parts/LoadStarterCatalogue', {});
    expect(again.json()).toEqual({ added: 0, skipped: STARTER_CATALOGUE.length });
    const labour = (await paid('GET', `${LIST}?KIND=Labour&PAGESIZE=100`)).json();
    expect(
      labour.items.every(
        (i: { parttype: string; hsnsac: string; gstrate: number }) =>
          i.parttype === 'Labour' && i.hsnsac === '998714' && i.gstrate === 18,
      ),
    ).toBe(true);
    const tyre = (await paid('GET', `${LIST}?SEARCH=tyre`)).json().items[0];
    expect(tyre).toMatchObject({ hsnsac: '40111010', gstrate: 18, salepricepaise: 390000, islowstock: true });
    const low = (await paid('GET', `${LIST}?LOWSTOCK=true&PAGESIZE=100`)).json();
    const lowCodes = low.items.map((i: { partcode: string }) => i.partcode);
    expect(lowCodes).toContain('TYR-165R14');
    expect(lowCodes).not.toContain('OIL-T1'); // 10.5 on hand, reorder 4
    expect(lowCodes).not.toContain('LAB-HOUR');
    const sorted = (await paid('GET', `${LIST}?KIND=Part&SORT=onhand&ORDER=desc&PAGESIZE=1`)).json();
    expect(sorted.items[0].onhand).toBe(10.5); // the most stocked part comes first
    expect(sorted.total).toBeGreaterThan(10);
  });

  it('imports all rows or none, or only the valid ones when confirmed; exports prices in rupees', async () => {
    const csv = [
      'partname,partcode,parttype,hsnsac,saleprice,priceincludesgst,unit,onhand',
      'Horn,HORN-1,part,85123010,450.00,yes,nos,3',
      'Bad price,BAD-1,Part,8708,12.345,no,nos,0',
    ].join('\n');
    const preview = (await paid('POST', '/api/Parts/ImportPartsCsv/Preview', { csv })).json();
    expect(preview).toMatchObject({ validcount: 1, errorcount: 1, saved: 0 });
    expect(preview.rows[1].errors.saleprice).toBe(S.pricePaise);
    const refused = await paid('POST', '/api/Parts/ImportPartsCsv', { csv });
    expect(refused.statusCode).toBe(400);
    expect((await paid('GET', `${LIST}?SEARCH=horn`)).json().total).toBe(0);
    const saved = await paid('POST', '/api/Parts/ImportPartsCsv', { csv, acceptValidOnly: true });
    expect(saved.json().saved).toBe(1);
    expect((await paid('GET', `${LIST}?SEARCH=horn`)).json().items[0]).toMatchObject({
      onhand: 3,
      salepricepaise: 45000,
      gstrate: 18,
    });
    const exported = (await paid('GET', '/api/Parts/ExportPartsCsv')).body;
    expect(exported).toContain('Horn,HORN-1,Part,85123010,18,nos,450.00,yes');
  });
});

describe('large imports', () => {
  it('previews a 1,500-row file larger than the usual body limit', async () => {
    const rows = Array.from(
      { length: 1500 },
      (_, i) =>
        `Brake pad set for a long model name number ${i} with notes,BULK-${i},Part,87083000,1800.00,yes,set,0,${'x'.repeat(120)}`,
    );
    const csv = [
      'partname,partcode,parttype,hsnsac,saleprice,priceincludesgst,unit,onhand,notes',
      ...rows,
    ].join('\n');
    expect(csv.length).toBeGreaterThan(256 * 1024);
    const response = await paid('POST', '/api/Parts/ImportPartsCsv/Preview', { csv });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ validcount: 1500, errorcount: 0 });
  });
});

describe('access and ownership', () => {
  it('refuses a center without a plan and hides one center’s items from another', async () => {
    const free = await centerClient(t, FREE_CENTER);
    const refused = await free('GET', LIST);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SUITE_ACCESS_MESSAGES.noPlan);
    const mine = (await paid('POST', SAVE, oil({ partcode: 'MINE-1' }))).json();
    expect((await other('GET', `/api/Parts/GetPartById?partid=${mine.partid}`)).statusCode).toBe(404);
    expect((await other('POST', SAVE, oil({ partid: mine.partid, partcode: 'THEIRS' }))).statusCode).toBe(
      404,
    );
    expect(
      (await other('POST', MOVE, { partid: mine.partid, movementtype: 'Purchase', qty: 1 })).statusCode,
    ).toBe(404);
    expect((await other('GET', `/api/Parts/GetStockMovements?partid=${mine.partid}`)).statusCode).toBe(404);
    expect((await other('GET', `${LIST}?SEARCH=MINE-1`)).json().total).toBe(0);
    expect((await other('GET', '/api/Parts/ExportPartsCsv')).body).not.toContain('MINE-1');
  });
});
