import { describe, expect, it } from 'vitest';
import {
  creditNoteCreateSchema,
  invoiceCreateSchema,
  invoiceReportQuerySchema,
  invoiceSettingsPayloadSchema,
  paymentCreateSchema,
} from './invoices.js';
import { SUITE_MESSAGES as S } from '../suite-messages.js';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

const saleLine = {
  linetype: 'Part',
  description: 'Engine oil 5W-30',
  hsnsac: '2710',
  qty: 3.5,
  unitpricepaise: 45_000,
  gstrate: 18,
  unit: 'litre',
};

describe('invoice contract', () => {
  it('takes a job card id alone, or a counter sale with a customer and lines', () => {
    expect(invoiceCreateSchema.parse({ jobcardid: 7 })).toMatchObject({ jobcardid: 7, lines: [] });
    const sale = invoiceCreateSchema.parse({ recipient: { name: 'Ravi' }, lines: [saleLine] });
    expect(sale.jobcardid).toBe(0);
    expect(sale.lines[0]).toMatchObject({ unit: 'litre', qty: 3.5, discounttype: 'Amount', hsnsac: '2710' });
    expect(messages(invoiceCreateSchema.safeParse({}))).toEqual([
      S.recipientRequired,
      S.invoiceLinesRequired,
    ]);
    expect(
      messages(
        invoiceCreateSchema.safeParse({ recipient: { name: 'R' }, lines: [{ ...saleLine, hsnsac: '27' }] }),
      ),
    ).toEqual([S.hsnInvalid]);
    expect(messages(invoiceCreateSchema.safeParse({ jobcardid: 1, placeofsupplystatecode: '55' }))).toEqual([
      S.placeOfSupplyInvalid,
    ]);
  });

  it('asks a UPI payment for its reference and refuses 0 or fractions of a paisa', () => {
    expect(messages(paymentCreateSchema.safeParse({ invoiceid: 1, mode: 'UPI', amountpaise: 100 }))).toEqual([
      S.upiReferenceRequired,
    ]);
    expect(paymentCreateSchema.parse({ invoiceid: 1, mode: 'Cash', amountpaise: '250' }).amountpaise).toBe(
      250,
    );
    expect(messages(paymentCreateSchema.safeParse({ invoiceid: 1, mode: 'Cash', amountpaise: 0.5 }))).toEqual(
      [S.paymentAmountInvalid],
    );
    expect(messages(paymentCreateSchema.safeParse({ invoiceid: 1, mode: 'Cheque', amountpaise: 1 }))).toEqual(
      [S.paymentModeInvalid],
    );
  });

  it('takes a credit note as lines or an amount, not both, with a reason', () => {
    expect(
      creditNoteCreateSchema.safeParse({ invoiceid: 1, reason: 'Returned', amountpaise: 100 }).success,
    ).toBe(true);
    expect(messages(creditNoteCreateSchema.safeParse({ invoiceid: 1, reason: 'x' }))).toEqual([
      S.creditLinesOrAmount,
    ]);
    expect(
      messages(
        creditNoteCreateSchema.safeParse({
          invoiceid: 1,
          reason: ' ',
          amountpaise: 1,
          lines: [{ lineno: 1, amountpaise: 1 }],
        }),
      ),
    ).toEqual([S.reasonRequired, S.creditLinesOrAmount]);
  });

  it('checks the report range and the settings', () => {
    expect(messages(invoiceReportQuerySchema.safeParse({ FROM: '2026-04-31', TO: '2026-05-01' }))).toEqual([
      S.fromDateInvalid,
    ]);
    expect(messages(invoiceReportQuerySchema.safeParse({ FROM: '2026-05-02', TO: '2026-05-01' }))).toEqual([
      S.reportRangeOrder,
    ]);
    expect(invoiceSettingsPayloadSchema.parse({ upivpa: 'fixo.garage@okaxis' })).toEqual({
      upivpa: 'fixo.garage@okaxis',
      compositiondealer: false,
      turnoverabove5cr: false,
    });
    expect(messages(invoiceSettingsPayloadSchema.safeParse({ upivpa: 'not a vpa' }))).toEqual([
      S.upiIdInvalid,
    ]);
  });
});
