/** Money to a UPI amount: integer paise → 'rupees.paise' ('1180.50'), never through floating point. */
export function upiAmount(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * A UPI intent link (`upi://pay?pa=...&pn=...&am=...&cu=INR&tn=...`), every value URL-encoded; `tr` (a
 * merchant reference) only when given.
 */
export function upiPayUri(p: {
  vpa: string;
  name: string;
  amount: string;
  note: string;
  reference?: string;
}): string {
  const params: [string, string][] = [
    ['pa', p.vpa],
    ['pn', p.name],
    ['am', p.amount],
    ['cu', 'INR'],
    ['tn', p.note],
    ...(p.reference === undefined ? [] : ([['tr', p.reference]] as [string, string][])),
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** The UPI link of an invoice's balance due: null without the center's UPI id or with nothing left to pay. */
export function invoiceUpiLink(inv: {
  invoiceno: string;
  status: string;
  balancepaise: number;
  supplier: { name: string; upivpa: string | null };
}): string | null {
  if (!inv.supplier.upivpa || inv.balancepaise <= 0 || inv.status === 'Cancelled') return null;
  return upiPayUri({
    vpa: inv.supplier.upivpa,
    name: inv.supplier.name,
    amount: upiAmount(inv.balancepaise),
    note: inv.invoiceno,
  });
}
