const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Rupees with lakh/crore grouping: 1234567.89 → '₹12,34,567.89'. */
export function formatInr(amount: number): string {
  return INR.format(amount);
}
