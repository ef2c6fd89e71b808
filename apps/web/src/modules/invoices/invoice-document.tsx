import type { Invoice, InvoiceLine } from '@fixo/shared';

import { cn } from '@/lib/cn';

import { dayText, inr, qtyText } from './invoice-format';

const rate = (r: number) => `${qtyText(r)}%`;

function Party({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 p-3 text-sm">
      <p className="text-xs font-bold tracking-wide text-slate-500 uppercase">{title}</p>
      {children}
    </div>
  );
}

function Meta({ label, value, mono }: { label: string; value: React.ReactNode; mono?: boolean }) {
  return (
    <div className="flex justify-between gap-3 sm:block">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd
        className={cn(
          'text-right font-semibold text-slate-900 sm:text-left',
          mono && 'font-mono whitespace-nowrap',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** Tax columns present on this invoice: CGST+SGST within the state, IGST across states, none on a bill of supply. */
function heads(invoice: Invoice) {
  return { intra: invoice.taxsplit === 'CGST+SGST', inter: invoice.taxsplit === 'IGST' };
}

function LinesTable({ invoice }: { invoice: Invoice }) {
  const { intra, inter } = heads(invoice);
  const th = 'border border-slate-300 px-2 py-1.5 text-left text-xs font-semibold';
  const td = 'border border-slate-300 px-2 py-1.5 align-top';
  const num = `${td} text-right tabular-nums`;
  // A column of dashes helps nobody: the discount column shows only when a line has one.
  const discounts = invoice.lines.some((l) => l.discountpaise > 0);
  return (
    <table className="hidden w-full border-collapse text-sm sm:table print:table">
      <thead className="bg-slate-50">
        <tr>
          <th className={th}>#</th>
          <th className={th}>Description</th>
          <th className={th}>HSN/SAC</th>
          <th className={cn(th, 'text-right')}>Qty</th>
          <th className={cn(th, 'text-right')}>Rate</th>
          {discounts && <th className={cn(th, 'text-right')}>Discount</th>}
          <th className={cn(th, 'text-right')}>Taxable value</th>
          {intra && <th className={cn(th, 'text-right')}>CGST</th>}
          {intra && <th className={cn(th, 'text-right')}>SGST</th>}
          {inter && <th className={cn(th, 'text-right')}>IGST</th>}
          <th className={cn(th, 'text-right')}>Amount</th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((l) => (
          <tr key={l.lineno}>
            <td className={td}>{l.lineno}</td>
            <td className={td}>{l.description}</td>
            <td className={cn(td, 'font-mono')}>{l.hsnsac}</td>
            <td className={num}>
              {qtyText(l.qty)} {l.unit}
            </td>
            <td className={num}>
              {inr(l.ratepaise)}
              {l.rateincludesgst && <span className="block text-[10px] text-slate-500">incl. GST</span>}
            </td>
            {discounts && <td className={num}>{l.discountpaise ? inr(l.discountpaise) : '—'}</td>}
            <td className={num}>{inr(l.taxablepaise)}</td>
            {intra && <TaxCell className={num} ratePct={l.cgstrate} paise={l.cgstpaise} />}
            {intra && <TaxCell className={num} ratePct={l.sgstrate} paise={l.sgstpaise} />}
            {inter && <TaxCell className={num} ratePct={l.igstrate} paise={l.igstpaise} />}
            <td className={cn(num, 'font-semibold')}>{inr(l.totalpaise)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TaxCell({ className, ratePct, paise }: { className: string; ratePct: number; paise: number }) {
  return (
    <td className={className}>
      {inr(paise)}
      <span className="block text-[10px] text-slate-500">@ {rate(ratePct)}</span>
    </td>
  );
}

/** Phones: one block per line, the same figures as the printed table. */
function LineCard({ line, invoice }: { line: InvoiceLine; invoice: Invoice }) {
  const { intra, inter } = heads(invoice);
  return (
    <li className="flex flex-col gap-1 border-b border-slate-200 py-2.5 text-sm last:border-0">
      <div className="flex justify-between gap-3">
        <span className="font-semibold text-slate-900">
          {line.lineno}. {line.description}
        </span>
        <span className="font-semibold tabular-nums">{inr(line.totalpaise)}</span>
      </div>
      <p className="text-xs text-slate-600">
        HSN/SAC <span className="font-mono">{line.hsnsac}</span> · {qtyText(line.qty)} {line.unit} ×{' '}
        {inr(line.ratepaise)}
        {/* as the desktop table and the PDF say: otherwise rate and taxable value look at odds */}
        {line.rateincludesgst && ' incl. GST'}
        {line.discountpaise > 0 && ` − ${inr(line.discountpaise)}`}
      </p>
      <p className="text-xs text-slate-600">
        Taxable {inr(line.taxablepaise)}
        {intra &&
          ` · CGST ${rate(line.cgstrate)} ${inr(line.cgstpaise)} · SGST ${rate(line.sgstrate)} ${inr(line.sgstpaise)}`}
        {inter && ` · IGST ${rate(line.igstrate)} ${inr(line.igstpaise)}`}
      </p>
    </li>
  );
}

function Totals({ invoice }: { invoice: Invoice }) {
  const t = invoice.totals;
  const { intra, inter } = heads(invoice);
  const row = (label: string, paise: number, strong = false) => (
    <div
      className={cn(
        'flex justify-between gap-4',
        strong && 'border-t border-slate-300 pt-1.5 text-base font-bold',
      )}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{inr(paise)}</dd>
    </div>
  );
  return (
    <dl aria-label="Invoice totals" className="flex w-full flex-col gap-1 text-sm sm:max-w-xs">
      {row('Taxable value', t.taxablepaise)}
      {intra && row('CGST', t.cgstpaise)}
      {intra && row('SGST', t.sgstpaise)}
      {inter && row('IGST', t.igstpaise)}
      {row('Round off', t.roundoffpaise)}
      {row('Grand total', t.grandtotalpaise, true)}
    </dl>
  );
}

/** HSN/SAC-wise summary of the tax (what the accountant copies into GSTR-1). */
export function HsnSummary({ invoice }: { invoice: Invoice }) {
  const { intra, inter } = heads(invoice);
  const th = 'border border-slate-300 px-2 py-1 text-left text-xs font-semibold';
  const td = 'border border-slate-300 px-2 py-1 text-right tabular-nums';
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[30rem] border-collapse text-xs" aria-label="HSN/SAC summary">
        <thead className="bg-slate-50">
          <tr>
            <th className={th}>HSN/SAC</th>
            <th className={cn(th, 'text-right')}>Taxable value</th>
            <th className={cn(th, 'text-right')}>Rate</th>
            {intra && <th className={cn(th, 'text-right')}>CGST</th>}
            {intra && <th className={cn(th, 'text-right')}>SGST</th>}
            {inter && <th className={cn(th, 'text-right')}>IGST</th>}
            <th className={cn(th, 'text-right')}>Total tax</th>
          </tr>
        </thead>
        <tbody>
          {invoice.hsnsummary.map((h) => (
            <tr key={`${h.hsnsac}-${h.gstrate}-${h.uqc}`}>
              <td className={cn(td, 'text-left font-mono')}>{h.hsnsac}</td>
              <td className={td}>{inr(h.taxablepaise)}</td>
              <td className={td}>{rate(h.gstrate)}</td>
              {intra && <td className={td}>{inr(h.cgstpaise)}</td>}
              {intra && <td className={td}>{inr(h.sgstpaise)}</td>}
              {inter && <td className={td}>{inr(h.igstpaise)}</td>}
              <td className={td}>{inr(h.taxpaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/*
 * Language: the document stays in English in both languages on purpose. It is the GST tax invoice / bill of
 * supply itself (CGST Rules, rule 46/49 particulars), identical to the PDF the server prints and the customer
 * receives; businesses claim input tax credit on it and accountants and GST officers read these labels in
 * English. The screens around it (actions, payments, dialogs) follow the chosen language.
 */
/**
 * The invoice as the customer gets it, with every field rule 46 asks for: supplier and recipient with GSTINs,
 * serial number and date, place of supply with state code, HSN/SAC per line, tax by head, reverse charge,
 * amount in words, round-off and the signature block. Prints on A4 (invoice-print.css).
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const s = invoice.supplier;
  const r = invoice.recipient;
  const billOfSupply = invoice.documentkind === 'Bill of Supply';
  return (
    <article
      aria-label={`${invoice.documentkind} ${invoice.invoiceno}`}
      className="invoice-document relative overflow-hidden rounded-2xl border border-slate-300 bg-white text-slate-800 shadow-xs"
    >
      {invoice.status === 'Cancelled' && (
        <p className="pointer-events-none absolute top-24 left-1/2 -translate-x-1/2 -rotate-12 rounded-lg border-4 border-red-600/70 px-4 py-1 text-3xl font-black tracking-widest text-red-600/70 uppercase">
          Cancelled
        </p>
      )}
      <header className="flex flex-col gap-1 border-b border-slate-300 p-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xl font-bold text-slate-900">{s.name}</p>
          <p className="text-sm whitespace-pre-line">{s.address}</p>
          <p className="text-sm">
            {s.mobile && <>Ph: {s.mobile}</>}
            {s.email && <> · {s.email}</>}
          </p>
          {s.gstin && (
            <p className="text-sm">
              GSTIN: <span className="font-mono font-semibold">{s.gstin}</span>
            </p>
          )}
          <p className="text-sm">
            State: {s.statename} ({s.statecode})
          </p>
        </div>
        <div className="sm:text-right">
          <h2 className="text-lg font-extrabold tracking-wide whitespace-nowrap text-slate-900 uppercase">
            {invoice.documentkind}
          </h2>
          <p className="text-xs text-slate-500">Original for recipient</p>
        </div>
      </header>
      <dl className="grid grid-cols-1 gap-2 border-b border-slate-300 p-3 text-sm sm:grid-cols-3 sm:gap-x-4 sm:gap-y-3">
        <Meta label="Invoice no." value={invoice.invoiceno} mono />
        <Meta label="Date of issue" value={dayText(invoice.issuedate)} />
        <Meta
          label="Place of supply"
          value={`${invoice.placeofsupply.statename} (${invoice.placeofsupply.statecode})`}
        />
        <Meta label="Reverse charge" value={invoice.reversecharge} />
        {invoice.jobcardno && <Meta label="Job card" value={invoice.jobcardno} mono />}
        {invoice.vehregistrationno && (
          <Meta
            label="Vehicle"
            value={
              <span>
                <span className="font-mono">{invoice.vehregistrationno}</span>
                {invoice.vehicle && <span className="block text-xs font-normal">{invoice.vehicle}</span>}
              </span>
            }
          />
        )}
      </dl>
      <div className="grid border-b border-slate-300 sm:grid-cols-2">
        <Party title="Bill to">
          <p className="font-semibold text-slate-900">{r.name}</p>
          {r.address && <p className="whitespace-pre-line">{r.address}</p>}
          {r.mobile && <p>Ph: {r.mobile}</p>}
          {r.gstin ? (
            <p>
              GSTIN: <span className="font-mono font-semibold">{r.gstin}</span>
            </p>
          ) : (
            <p className="text-slate-500">Unregistered (B2C)</p>
          )}
          {r.statename && (
            <p>
              State: {r.statename} ({r.statecode})
            </p>
          )}
        </Party>
      </div>
      <div className="p-3">
        <ol aria-label="Invoice lines" className="sm:hidden print:hidden">
          {invoice.lines.map((line) => (
            <LineCard key={line.lineno} line={line} invoice={invoice} />
          ))}
        </ol>
        <div className="overflow-x-auto">
          <LinesTable invoice={invoice} />
        </div>
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-300 p-3 sm:flex-row-reverse sm:justify-between">
        <Totals invoice={invoice} />
        <div className="flex min-w-0 flex-col gap-2 text-sm sm:max-w-md">
          <p>
            <span className="text-xs text-slate-500">Amount in words</span>
            <span className="block font-semibold text-slate-900" data-testid="amount-in-words">
              {invoice.amountinwords}
            </span>
          </p>
          {invoice.upilink && s.upivpa && (
            <p className="text-xs text-slate-600">
              Pay by UPI: <span className="font-mono font-semibold text-slate-900">{s.upivpa}</span>
              <a href={invoice.upilink} className="ml-2 font-semibold text-brand-700 underline print:hidden">
                Open UPI app
              </a>
            </p>
          )}
          {billOfSupply && (
            <p className="text-xs text-slate-600">
              {s.gstin
                ? 'Composition taxable person, not eligible to collect tax on supplies.'
                : 'Supplier not registered under GST: no tax charged.'}
            </p>
          )}
        </div>
      </div>
      {!billOfSupply && invoice.hsnsummary.length > 0 && (
        <div className="border-t border-slate-300 p-3">
          <p className="mb-1 text-xs font-bold tracking-wide text-slate-500 uppercase">HSN/SAC summary</p>
          <HsnSummary invoice={invoice} />
        </div>
      )}
      <footer className="flex flex-col gap-6 border-t border-slate-300 p-3 text-sm sm:flex-row sm:items-end sm:justify-between">
        <p className="text-xs text-slate-600">
          Whether tax is payable on reverse charge: {invoice.reversecharge}.
          <br />
          Certified that the particulars given above are true and correct.
        </p>
        <div className="text-right">
          <p className="font-semibold">For {s.name}</p>
          <p className="mt-10 border-t border-slate-400 pt-1 text-xs">Authorised Signatory</p>
        </div>
      </footer>
      {invoice.status === 'Cancelled' && (
        <p className="border-t border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Cancelled on {dayText(invoice.cancelledon)}: {invoice.cancelreason}
        </p>
      )}
    </article>
  );
}
