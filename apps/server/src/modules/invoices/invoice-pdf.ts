/**
 * The A4 PDF of a GST invoice (CGST Rules, rule 46) from the invoice read model, laid out like the invoices
 * Tally and Zoho Books print: supplier and invoice details, recipient and place of supply, the line table (its
 * header repeated on every page it flows onto), totals with round-off and the amount in words, the HSN/SAC-wise
 * tax summary, payments and balance with a UPI QR for the balance, credit notes or the cancellation, and the
 * signature block. A pure function: the same invoice gives the same drawing.
 */
import PDFDocument from 'pdfkit';
import { istDate, type Invoice } from '@fixo/shared';
import {
  ACCENT,
  BOTTOM,
  DANGER,
  INK,
  LEFT,
  MUTED,
  PAGE,
  Pager,
  WIDTH,
  type Column,
  type Cell,
} from './invoice-pdf-layout.js';
import { ddmmyyyy, paiseText, qtyText, rateText, rupeesText } from './invoice-pdf-format.js';
import { drawQr } from './invoice-pdf-qr.js';
import { INVOICE_FONTS } from './invoice-pdf-fonts.js';

/** Renders the invoice; resolves with the PDF bytes. */
export async function renderInvoicePdf(inv: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    // pdfkit would load Helvetica (no ₹ sign) first: start with Noto Sans
    font: INVOICE_FONTS.regular,
    info: {
      Title: `${inv.documentkind} ${inv.invoiceno}`,
      Author: inv.supplier.name,
      Subject: `${inv.documentkind} ${inv.invoiceno} for ${inv.recipient.name}`,
      Creator: 'Fixo',
      CreationDate: new Date(`${inv.createdon.slice(0, 19)}Z`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const pager = new Pager(doc, (p) => continuationHeader(p, inv));
  titleBar(pager, inv);
  partiesBlock(pager, inv);
  linesTable(pager, inv);
  totalsBlock(pager, inv);
  hsnTable(pager, inv);
  paymentsBlock(pager, inv);
  finishPages(pager, inv);
  doc.end();
  return done;
}

const isTax = (inv: Invoice) => inv.documentkind === 'Tax Invoice';

function titleBar(p: Pager, inv: Invoice): void {
  p.text(inv.documentkind.toUpperCase(), LEFT, p.y, WIDTH, {
    weight: 'bold',
    size: 15,
    color: ACCENT,
    align: 'center',
  });
  p.text('Original for Recipient', LEFT, p.y + 5, WIDTH, { size: 7, color: MUTED, align: 'right' });
  p.y += 22;
  if (!isTax(inv))
    p.y +=
      p.text(
        'Issued by a supplier not charging GST (unregistered or composition dealer): no tax is collected on this bill.',
        LEFT,
        p.y,
        WIDTH,
        { size: 7, color: MUTED, align: 'center' },
      ) + 4;
  if (inv.status === 'Cancelled') {
    const note = `CANCELLED on ${ddmmyyyy(inv.cancelledon ? istDate(new Date(inv.cancelledon)) : inv.issuedate)}. Reason: ${inv.cancelreason ?? ''}`;
    const h = p.height(note, WIDTH - 12, 'bold', 9) + 10;
    p.doc.save().lineWidth(1).rect(LEFT, p.y, WIDTH, h).strokeColor(DANGER).stroke().restore();
    p.text(note, LEFT + 6, p.y + 5, WIDTH - 12, { weight: 'bold', size: 9, color: DANGER });
    p.y += h + 6;
  }
}

/** label: value lines of a block; returns the height used. */
function fields(p: Pager, x: number, y: number, w: number, rows: [string, string][], size = 8): number {
  let h = 0;
  for (const [label, value] of rows) {
    if (!value) continue;
    p.text(label, x, y + h, 78, { size: size - 0.5, color: MUTED });
    h += Math.max(p.text(value, x + 80, y + h, w - 80, { size, weight: 'semibold' }), 10) + 2;
  }
  return h;
}

function partiesBlock(p: Pager, inv: Invoice): void {
  const split = WIDTH * 0.56;
  const top = p.y;
  const pad = 6;
  const s = inv.supplier;
  // supplier (left) and invoice details (right)
  let left = p.text(s.name, LEFT + pad, top + pad, split - 2 * pad, { weight: 'bold', size: 13 });
  left += p.text(s.address, LEFT + pad, top + pad + left + 1, split - 2 * pad, { size: 8, color: INK }) + 3;
  left += fields(p, LEFT + pad, top + pad + left, split - 2 * pad, [
    ['GSTIN/UIN', s.gstin || 'Not registered for GST'],
    ['State', `${s.statename}, Code: ${s.statecode}`],
    ['Phone', s.mobile],
    ['Email', s.email],
  ]);
  const rx = LEFT + split + pad;
  const right = fields(p, rx, top + pad, WIDTH - split - 2 * pad, [
    [isTax(inv) ? 'Invoice No.' : 'Bill No.', inv.invoiceno],
    ['Date of issue', ddmmyyyy(inv.issuedate)],
    ['Job card No.', inv.jobcardno ?? ''],
    ['Vehicle', [inv.vehregistrationno, inv.vehicle].filter(Boolean).join(' · ')],
  ]);
  const h1 = Math.max(left, right) + 2 * pad;
  p.box(LEFT, top, WIDTH, h1);
  p.rule(LEFT + split, top, LEFT + split, top + h1);
  p.y = top + h1;
  // recipient
  const r = inv.recipient;
  const top2 = p.y;
  let h = p.text('Bill to (Recipient)', LEFT + pad, top2 + pad, split, { size: 7, color: MUTED });
  h += p.text(r.name, LEFT + pad, top2 + pad + h + 1, split - 2 * pad, { weight: 'bold', size: 10 }) + 2;
  if (r.address) h += p.text(r.address, LEFT + pad, top2 + pad + h, split - 2 * pad, { size: 8 }) + 3;
  h += fields(p, LEFT + pad, top2 + pad + h, split - 2 * pad, [
    ['GSTIN/UIN', r.gstin],
    ['State', r.statename ? `${r.statename}, Code: ${r.statecode ?? ''}` : ''],
    ['Mobile', r.mobile],
  ]);
  const right2 = fields(p, rx, top2 + pad, WIDTH - split - 2 * pad, [
    ['Place of supply', `${inv.placeofsupply.statename} (${inv.placeofsupply.statecode})`],
    ['Supply type', r.gstin ? 'B2B (registered recipient)' : 'B2C (unregistered recipient)'],
    [
      'Tax',
      inv.taxsplit === 'None'
        ? 'No GST (Bill of Supply)'
        : inv.taxsplit === 'IGST'
          ? 'IGST (inter-state)'
          : 'CGST + SGST (intra-state)',
    ],
  ]);
  const reverse = `Whether tax is payable on reverse charge: ${inv.reversecharge}`;
  const right3 =
    right2 +
    p.text(reverse, rx, top2 + pad + right2 + 2, WIDTH - split - 2 * pad, { weight: 'semibold', size: 8 }) +
    2;
  const h2 = Math.max(h, right3) + 2 * pad;
  p.box(LEFT, top2, WIDTH, h2);
  p.rule(LEFT + split, top2, LEFT + split, top2 + h2);
  p.y = top2 + h2 + 8;
}

/** Column widths fill the page width; the description takes what the others leave. */
function columnsOf(inv: Invoice): Column[] {
  const base: Column[] = [
    { header: '#', width: 16, align: 'center' },
    { header: 'Description', width: 0 },
    { header: 'HSN/SAC', width: 44 },
    { header: 'Qty', width: 30, align: 'right' },
    { header: 'Unit', width: 28 },
    { header: 'Rate', width: 50, align: 'right' },
    { header: 'Discount', width: 40, align: 'right' },
    { header: isTax(inv) ? 'Taxable value' : 'Amount', width: 56, align: 'right' },
  ];
  if (inv.taxsplit === 'CGST+SGST')
    base.push(
      { header: 'GST rate', width: 28, align: 'right' },
      { header: 'CGST', width: 44, align: 'right' },
      { header: 'SGST', width: 44, align: 'right' },
    );
  if (inv.taxsplit === 'IGST')
    base.push(
      { header: 'GST rate', width: 28, align: 'right' },
      { header: 'IGST', width: 50, align: 'right' },
    );
  if (isTax(inv)) base.push({ header: 'Total', width: 56, align: 'right' });
  const used = base.reduce((s, c) => s + c.width, 0);
  base[1]!.width = WIDTH - used;
  return base;
}

function linesTable(p: Pager, inv: Invoice): void {
  const taxCells = (l: Invoice['lines'][number]): string[] => {
    if (inv.taxsplit === 'CGST+SGST')
      return [rateText(l.gstrate), paiseText(l.cgstpaise), paiseText(l.sgstpaise)];
    if (inv.taxsplit === 'IGST') return [rateText(l.gstrate), paiseText(l.igstpaise)];
    return [];
  };
  const rows: Cell[][] = inv.lines.map((l) => [
    String(l.lineno),
    l.description + (l.rateincludesgst && isTax(inv) ? '\n(rate includes GST)' : ''),
    l.hsnsac,
    qtyText(l.qty),
    l.unit,
    paiseText(l.ratepaise),
    l.discountpaise ? paiseText(l.discountpaise) : '-',
    paiseText(l.taxablepaise),
    ...taxCells(l),
    ...(isTax(inv) ? [paiseText(l.totalpaise)] : []),
  ]);
  const t = inv.totals;
  const totalTax =
    inv.taxsplit === 'CGST+SGST'
      ? ['', paiseText(t.cgstpaise), paiseText(t.sgstpaise)]
      : inv.taxsplit === 'IGST'
        ? ['', paiseText(t.igstpaise)]
        : [];
  p.table(columnsOf(inv), rows, {
    total: [
      '',
      { text: 'Total', weight: 'bold' },
      '',
      '',
      '',
      '',
      t.discountpaise ? paiseText(t.discountpaise) : '-',
      paiseText(t.taxablepaise),
      ...totalTax,
      ...(isTax(inv) ? [paiseText(t.linestotalpaise)] : []),
    ],
  });
  p.y += 8;
}

/** Totals (right) beside the amount in words and, when something is left to pay, the UPI QR (left). */
function totalsBlock(p: Pager, inv: Invoice): void {
  const t = inv.totals;
  const rows: [string, string][] = [[isTax(inv) ? 'Taxable value' : 'Amount', paiseText(t.taxablepaise)]];
  if (inv.taxsplit === 'CGST+SGST')
    rows.push(['CGST', paiseText(t.cgstpaise)], ['SGST', paiseText(t.sgstpaise)]);
  if (inv.taxsplit === 'IGST') rows.push(['IGST', paiseText(t.igstpaise)]);
  rows.push(['Round off', (t.roundoffpaise > 0 ? '+' : '') + paiseText(t.roundoffpaise)]);
  const boxW = 200;
  const leftW = WIDTH - boxW - 16;
  const words = inv.amountinwords;
  const wordsH = 10 + p.height(words, leftW, 'semibold', 9);
  // the read model's UPI intent for the balance (null without a UPI id, a balance, or once cancelled)
  const link = inv.upilink;
  const qr = 84;
  const boxH = amountsBoxHeight(rows);
  const height = Math.max(boxH, wordsH + (link ? qr + 10 : 0));
  p.need(height + 4);
  const top = p.y;
  p.text('Amount chargeable (in words)', LEFT, top, leftW, { size: 7, color: MUTED });
  p.text(words, LEFT, top + 10, leftW, { weight: 'semibold', size: 9 });
  if (link) {
    const qy = top + wordsH + 8;
    drawQr(p.doc, link, LEFT, qy, qr);
    const tx = LEFT + qr + 8;
    const tw = leftW - qr - 8;
    p.text(`Scan to pay ${rupeesText(inv.balancepaise)}`, tx, qy + 8, tw, { weight: 'bold', size: 9 });
    p.text('with any UPI app (GPay, PhonePe, Paytm, BHIM)', tx, qy + 21, tw, { size: 7.5, color: MUTED });
    p.text(`UPI ID: ${inv.supplier.upivpa ?? ''}`, tx, qy + 40, tw, { size: 8 });
    p.text(`Note: ${inv.invoiceno}`, tx, qy + 52, tw, { size: 8 });
  }
  const x = LEFT + WIDTH - boxW;
  const y = amountsBox(p, x, top, boxW, rows);
  p.text('Grand total', x + 6, y + 6, 100, { weight: 'bold', size: 10 });
  p.text(rupeesText(t.grandtotalpaise), x + 80, y + 6, boxW - 86, {
    weight: 'bold',
    size: 10,
    align: 'right',
  });
  p.y = top + height + 10;
}

/** The amounts box's height: its rows and, below the rule, one bold line. */
const amountsBoxHeight = (rows: [string, string][]): number => rows.length * 13 + 28;

/**
 * A boxed column of label / amount rows closed by a rule, as the totals and the balance are drawn; answers where
 * the line after the rule (the grand total, the balance due) goes.
 */
function amountsBox(p: Pager, x: number, top: number, width: number, rows: [string, string][]): number {
  p.box(x, top, width, amountsBoxHeight(rows));
  let y = top + 5;
  for (const [label, value] of rows) {
    p.text(label, x + 6, y, 100, { size: 8, color: MUTED });
    p.text(value, x + 100, y, width - 106, { size: 8, align: 'right' });
    y += 13;
  }
  p.rule(x, y + 1, x + width, y + 1, INK, 0.8);
  return y;
}

function hsnTable(p: Pager, inv: Invoice): void {
  const tax = isTax(inv);
  const cols: Column[] = [
    { header: 'HSN/SAC', width: 60 },
    { header: 'Description', width: 0 },
    { header: 'UQC', width: 32 },
    { header: 'Qty', width: 36, align: 'right' },
    { header: tax ? 'Taxable value' : 'Value', width: 62, align: 'right' },
  ];
  if (inv.taxsplit === 'CGST+SGST')
    cols.push(
      { header: 'CGST rate', width: 34, align: 'right' },
      { header: 'CGST amount', width: 52, align: 'right' },
      { header: 'SGST rate', width: 34, align: 'right' },
      { header: 'SGST amount', width: 52, align: 'right' },
    );
  if (inv.taxsplit === 'IGST')
    cols.push(
      { header: 'IGST rate', width: 38, align: 'right' },
      { header: 'IGST amount', width: 56, align: 'right' },
    );
  if (tax) cols.push({ header: 'Total tax', width: 54, align: 'right' });
  cols[1]!.width = WIDTH - cols.reduce((s, c) => s + c.width, 0);
  const taxOf = (
    r: { gstrate: number; cgstpaise: number; sgstpaise: number; igstpaise: number; taxpaise: number },
    rate = true,
  ): string[] => {
    if (inv.taxsplit === 'CGST+SGST')
      return [
        rate ? rateText(r.gstrate / 2) : '',
        paiseText(r.cgstpaise),
        rate ? rateText(r.gstrate / 2) : '',
        paiseText(r.sgstpaise),
        paiseText(r.taxpaise),
      ];
    if (inv.taxsplit === 'IGST')
      return [rate ? rateText(r.gstrate) : '', paiseText(r.igstpaise), paiseText(r.taxpaise)];
    return [];
  };
  const rows: Cell[][] = inv.hsnsummary.map((r) => [
    r.hsnsac,
    r.description,
    r.uqc,
    qtyText(r.qty),
    paiseText(r.taxablepaise),
    ...taxOf(r),
  ]);
  const t = inv.totals;
  p.table(cols, rows, {
    title: 'HSN/SAC-wise summary',
    size: 7.5,
    total: ['Total', '', '', '', paiseText(t.taxablepaise), ...taxOf({ ...t, gstrate: 0 }, false)],
  });
  p.y += 8;
}

/** Receipts and credit notes recorded against the invoice, and what is left to pay. */
function paymentsBlock(p: Pager, inv: Invoice): void {
  if (inv.payments.length > 0)
    p.table(
      [
        { header: 'Receipt No.', width: 90 },
        { header: 'Date', width: 60 },
        { header: 'Mode', width: 70 },
        { header: 'Reference', width: WIDTH - 300 },
        { header: 'Amount', width: 80, align: 'right' },
      ],
      inv.payments.map((x) => [
        x.receiptno,
        ddmmyyyy(x.paidon),
        x.mode,
        x.reference || '-',
        paiseText(x.amountpaise),
      ]),
      { title: 'Payments received' },
    );
  if (inv.creditnotes.length > 0) {
    p.y += 6;
    p.table(
      [
        { header: 'Credit note No.', width: 90 },
        { header: 'Date', width: 60 },
        { header: 'Reason', width: WIDTH - 230 },
        { header: 'Amount (incl. tax)', width: 80, align: 'right' },
      ],
      inv.creditnotes.map((c) => [c.creditnoteno, ddmmyyyy(c.issuedate), c.reason, paiseText(c.totalpaise)]),
      { title: 'Credit notes issued against this invoice' },
    );
  }
  closingBlock(p, inv);
}

/** Declaration (left); balance due and the signature block 'For <center>' / 'Authorised Signatory' (right). */
function closingBlock(p: Pager, inv: Invoice): void {
  const rows: [string, string][] = [['Invoice total', rupeesText(inv.totals.grandtotalpaise)]];
  if (inv.creditedpaise) rows.push(['Credit notes', `-${rupeesText(inv.creditedpaise)}`]);
  rows.push(['Received', rupeesText(inv.receivedpaise)]);
  if (inv.refunddue) rows.push(['Refund due', rupeesText(inv.refunddue)]);
  const boxW = 220;
  const balanceH = amountsBoxHeight(rows);
  const signH = 48;
  const leftW = WIDTH - boxW - 16;
  const declaration = `We declare that this ${inv.documentkind.toLowerCase()} shows the actual price of the goods and services described and that all particulars are true and correct.`;
  const height = Math.max(balanceH + 6 + signH, 14 + p.height(declaration, leftW, 'regular', 7.5));
  p.y += 6;
  p.need(height);
  const top = p.y;
  p.text('Declaration', LEFT, top, leftW, { weight: 'semibold', size: 8 });
  p.text(declaration, LEFT, top + 12, leftW, { size: 7.5, color: MUTED });
  const x = LEFT + WIDTH - boxW;
  const y = amountsBox(p, x, top, boxW, rows);
  const status = inv.status === 'Cancelled' ? 'Cancelled' : inv.paymentstatus;
  p.text(`Balance due (${status})`, x + 6, y + 6, 130, { weight: 'bold', size: 9 });
  p.text(rupeesText(inv.balancepaise), x + 120, y + 6, boxW - 126, {
    weight: 'bold',
    size: 9,
    align: 'right',
  });
  const sy = top + balanceH + 6;
  p.box(x, sy, boxW, signH);
  p.text(`For ${inv.supplier.name}`, x + 6, sy + 5, boxW - 12, { weight: 'bold', size: 8.5, align: 'right' });
  p.text('Authorised Signatory', x + 6, sy + signH - 14, boxW - 12, { size: 8, align: 'right' });
  p.y = top + height + 4;
}

function continuationHeader(p: Pager, inv: Invoice): void {
  p.text(
    `${inv.documentkind} ${inv.invoiceno} · ${ddmmyyyy(inv.issuedate)} · ${inv.supplier.name} (continued)`,
    LEFT,
    p.y,
    WIDTH,
    { weight: 'semibold', size: 8, color: MUTED },
  );
  p.y += 16;
}

/** Footer with 'Page n of m' on every page, and the CANCELLED mark across each page of a cancelled invoice. */
function finishPages(p: Pager, inv: Invoice): void {
  const range = p.doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    p.doc.switchToPage(i);
    // writing below the bottom margin must not start yet another page
    p.doc.page.margins.bottom = 0;
    const y = BOTTOM + 10;
    p.rule(LEFT, y - 4, LEFT + WIDTH, y - 4);
    p.text(`${inv.invoiceno}`, LEFT, y, 150, { size: 7, color: MUTED });
    p.text('This is a computer-generated invoice.', LEFT + 150, y, WIDTH - 300, {
      size: 7,
      color: MUTED,
      align: 'center',
    });
    p.text(`Page ${i - range.start + 1} of ${range.count}`, LEFT + WIDTH - 150, y, 150, {
      size: 7,
      color: MUTED,
      align: 'right',
    });
    if (inv.status === 'Cancelled') {
      p.doc
        .save()
        .rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] })
        .opacity(0.14);
      p.text('CANCELLED', 0, PAGE.height / 2 - 45, PAGE.width, {
        weight: 'bold',
        size: 90,
        color: DANGER,
        align: 'center',
      });
      p.doc.restore();
    }
  }
}
