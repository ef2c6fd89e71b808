import {
  defaultPlaceOfSupply,
  invoiceLineMoney,
  invoiceTotals,
  istDate,
  financialYearOf,
  SUITE_MESSAGES as S,
  taxSplitOf,
  toMilli,
  uqcOf,
  type InvoiceCreatePayload,
  type LineAmountInput,
} from '@fixo/shared';
import type { Db } from '../../platform/db.js';
import { nowIso } from '../../platform/db.js';
import { badRequest, conflict, type ErrorMessage } from '../../platform/errors.js';
import type { SuiteCaller } from '../subscriptions/index.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import { loadJobCard } from '../job-cards/index.js';
import { nextDocumentNumber } from '../job-cards/index.js';
import { amountInWords } from './amount-in-words.js';
import { supplierProfile, type SupplierProfile } from './invoice-settings.js';
import { liveInvoiceOf } from './live-invoice.js';
import { keyedMessage } from '../../platform/keyed-message.js';

/** A line to bill, before tax is worked out for this invoice's supplier and place of supply. */
interface SourceLine extends LineAmountInput {
  linetype: 'Part' | 'Labour' | 'Service';
  description: string;
  hsnsac: string;
  unit: string;
}

interface Recipient {
  name: string;
  address: string;
  mobile: string;
  gstin: string;
}

/** Job cards that may be invoiced: the work is done. */
const INVOICEABLE = ['Ready', 'Delivered'] as const;

async function stateName(db: Db, code: string): Promise<string> {
  const row = await db.selectFrom('states').select('name').where('code', '=', code).executeTakeFirst();
  return row?.name ?? '';
}

/**
 * The place of supply printed and taxed: the center's choice when it made one (a state we know), otherwise a
 * job card's registered customer's state or the center's own (defaultPlaceOfSupply; a counter sale hands goods
 * over at the counter). A composition dealer may not supply to another state (CGST Act s.10(2)(c)), so its
 * default is always its own state and another chosen state is refused.
 */
async function placeOfSupply(
  db: Db,
  supplier: SupplierProfile,
  recipient: Recipient,
  chosen: string | undefined,
  fromJobCard: boolean,
): Promise<{ placeCode: string; placeName: string }> {
  const nameOf = async (code: string) =>
    code === supplier.stateCode ? supplier.stateName : await stateName(db, code);
  const composition = supplier.gstin !== '' && supplier.compositionDealer;
  const fieldError = (message: ErrorMessage) =>
    badRequest(typeof message === 'string' ? `placeofsupplystatecode: ${message}` : message, {
      placeofsupplystatecode: typeof message === 'string' ? message : message.message,
    });
  if (chosen !== undefined) {
    const placeCode = chosen.padStart(2, '0');
    const placeName = await nameOf(placeCode);
    // a valid-looking code that is no state today (97, the retired 25 and 28) would print a blank place
    if (!placeName) throw fieldError(S.placeOfSupplyInvalid);
    if (composition && placeCode !== supplier.stateCode) throw fieldError(S.compositionInterState);
    return { placeCode, placeName };
  }
  if (composition || !fromJobCard) return { placeCode: supplier.stateCode, placeName: supplier.stateName };
  const placeCode = defaultPlaceOfSupply(supplier.stateCode, recipient.gstin);
  const placeName = await nameOf(placeCode);
  // a GSTIN of 97 (other territory) or a retired code: not the center's state either, so the center decides
  if (!placeName) throw fieldError(keyedMessage('suite.gstinStateUnknown', { code: placeCode }));
  return { placeCode, placeName };
}

/** Rule 46 asks HSN/SAC on every line: at least 4 digits, 6 for a center with turnover above ₹5 crore. */
function checkHsn(lines: readonly SourceLine[], supplier: SupplierProfile): void {
  lines.forEach((line, i) => {
    const code = line.hsnsac.replace(/\s/g, '');
    if (!/^\d{4,8}$/.test(code)) throw badRequest(keyedMessage('suite.hsnMissing', { lineno: i + 1 }));
    if (supplier.turnoverAbove5cr && code.length < 6)
      throw badRequest(keyedMessage('suite.hsnSixDigits', { lineno: i + 1 }));
  });
}

async function jobCardSource(db: Db, centerId: number, jobCardId: number) {
  const card = await loadJobCard(db, centerId, jobCardId);
  if (!(INVOICEABLE as readonly string[]).includes(card.status)) throw conflict(S.jobCardNotReady);
  const lines: SourceLine[] = card.lines
    .filter((l) => l.approval !== 'Declined')
    .map((l) => ({
      linetype: l.linetype,
      description: l.description,
      hsnsac: l.hsnsac,
      unit: l.unit,
      qty: l.qty,
      unitpricepaise: l.unitpricepaise,
      priceincludesgst: l.priceincludesgst,
      discounttype: l.discounttype,
      discountvalue: l.discountvalue,
      gstrate: l.gstrate,
    }));
  if (lines.length === 0) throw conflict(S.jobCardNothingToBill);
  const customer = await db
    .selectFrom('shop_customers')
    .select('address')
    .where('id', '=', card.shopcustomerid)
    .executeTakeFirstOrThrow();
  // rule 46(e): a registered recipient's address is printed, so it must be on the customer's profile
  if (card.customergstno && !customer.address.trim()) throw conflict(S.customerAddressForGstin);
  const recipient: Recipient = {
    name: card.customername,
    address: customer.address,
    mobile: card.mobilenO1,
    gstin: card.customergstno,
  };
  return { card, lines, recipient };
}

/**
 * Issues an invoice in one transaction: number, header snapshot and lines. The number is taken last-but-one,
 * after every check, so a refused create never uses up a number (and a failed insert rolls it back).
 */
export async function createInvoice(db: Db, caller: SuiteCaller, p: InvoiceCreatePayload): Promise<number> {
  const { centerId } = caller;
  try {
    return await db.transaction().execute(async (trx) => {
      const supplier = await supplierProfile(trx, centerId);
      let lines: SourceLine[];
      let recipient: Recipient;
      let job: { id: number; number: string; registration: string; vehicle: string } | null = null;
      if (p.jobcardid > 0) {
        const source = await jobCardSource(trx, centerId, p.jobcardid);
        // takes the job card's row, so a status change at the same moment waits for this invoice (or wins first)
        const held = await trx
          .updateTable('job_cards')
          .set({ updated_at: nowIso() })
          .where('id', '=', p.jobcardid)
          .where('status', 'in', [...INVOICEABLE])
          .executeTakeFirst();
        if (Number(held.numUpdatedRows) === 0) throw conflict(S.jobCardNotReady);
        const live = await liveInvoiceOf(trx, p.jobcardid);
        if (live) throw conflict(keyedMessage('suite.jobCardInvoiced', { invoiceNo: live }));
        lines = source.lines;
        recipient = source.recipient;
        const c = source.card;
        job = { id: c.jobcardid, number: c.jobcardno, registration: c.vehregistrationno, vehicle: c.vehicle };
      } else {
        // the schema asks a counter sale for both; checked again so the types say so
        if (!p.recipient || p.lines.length === 0) throw badRequest(S.recipientRequired);
        lines = p.lines.map((l) => ({ ...l, hsnsac: l.hsnsac }));
        recipient = {
          name: p.recipient.name,
          address: p.recipient.address,
          mobile: p.recipient.mobile ?? '',
          gstin: p.recipient.gstin,
        };
      }
      const { placeCode, placeName } = await placeOfSupply(
        trx,
        supplier,
        recipient,
        p.placeofsupplystatecode,
        job !== null,
      );
      checkHsn(lines, supplier);
      const split = taxSplitOf(supplier.stateCode, placeCode, supplier.billOfSupply);
      const money = lines.map((l) => invoiceLineMoney(l, split));
      const totals = invoiceTotals(money);
      if (totals.grandtotalpaise <= 0) throw badRequest(S.invoiceTotalZero);

      const now = new Date();
      const number = await nextDocumentNumber(trx, centerId, 'INV', now);
      const invoice = await trx
        .insertInto('invoices')
        .values({
          service_center_id: centerId,
          number,
          financial_year: financialYearOf(now),
          document_kind: supplier.billOfSupply ? 'Bill of Supply' : 'Tax Invoice',
          issue_date: istDate(now),
          job_card_id: job?.id ?? null,
          live_job_card_id: job?.id ?? null,
          job_card_number: job?.number ?? null,
          supplier_name: supplier.name,
          supplier_address: supplier.address,
          supplier_gstin: supplier.gstin,
          supplier_state_name: supplier.stateName,
          supplier_state_code: supplier.stateCode,
          supplier_mobile: supplier.mobile,
          supplier_email: supplier.email,
          upi_vpa: supplier.upiVpa,
          recipient_name: recipient.name,
          recipient_name_lower: recipient.name.toLowerCase(),
          recipient_address: recipient.address,
          recipient_mobile: recipient.mobile,
          recipient_gstin: recipient.gstin,
          vehicle_registration: job?.registration ?? '',
          vehicle_label: job?.vehicle ?? '',
          place_of_supply_code: placeCode,
          place_of_supply_name: placeName,
          tax_split: split,
          amount_in_words: amountInWords(totals.grandtotalpaise),
          gross_paise: totals.grosspaise,
          discount_paise: totals.discountpaise,
          taxable_paise: totals.taxablepaise,
          cgst_paise: totals.cgstpaise,
          sgst_paise: totals.sgstpaise,
          igst_paise: totals.igstpaise,
          lines_total_paise: totals.linestotalpaise,
          round_off_paise: totals.roundoffpaise,
          grand_total_paise: totals.grandtotalpaise,
          status: 'Issued',
          created_by: caller.accountId,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('invoice_lines')
        .values(
          lines.map((l, i) => {
            const m = money[i]!;
            return {
              invoice_id: invoice.id,
              line_no: i + 1,
              line_type: l.linetype,
              description: l.description,
              hsn_sac: l.hsnsac.replace(/\s/g, ''),
              unit: l.unit,
              uqc: uqcOf(l.unit, l.linetype),
              qty_milli: toMilli(l.qty),
              rate_includes_gst: l.priceincludesgst && split !== 'None' ? 1 : 0,
              gst_rate: m.gstrate,
              rate_paise: l.unitpricepaise,
              gross_paise: m.grosspaise,
              discount_paise: m.discountpaise,
              taxable_paise: m.taxablepaise,
              cgst_paise: m.cgstpaise,
              sgst_paise: m.sgstpaise,
              igst_paise: m.igstpaise,
              total_paise: m.totalpaise,
            };
          }),
        )
        .execute();
      return invoice.id;
    });
  } catch (error) {
    // two creates for one job card at once: the unique live_job_card_id lets one in
    if (!isUniqueViolation(error) || p.jobcardid === 0) throw error;
    throw conflict(
      keyedMessage('suite.jobCardInvoiced', { invoiceNo: (await liveInvoiceOf(db, p.jobcardid)) ?? '' }),
    );
  }
}
