import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { InvoiceReport } from '@fixo/shared';

import { inr } from './invoice-format';
import { periodLabel } from './report-range';

/** Compact rupees for the axis: ₹1.2L, ₹45k. */
const axisRupees = (paise: number): string => {
  const rupees = paise / 100;
  if (rupees >= 1e7) return `₹${(rupees / 1e7).toFixed(1)}Cr`;
  if (rupees >= 1e5) return `₹${(rupees / 1e5).toFixed(1)}L`;
  if (rupees >= 1e3) return `₹${Math.round(rupees / 1e3)}k`;
  return `₹${Math.round(rupees)}`;
};

/** Sales per day or month (invoice totals); recharts lives only in the report's own chunk. */
export default function ReportChart({ series }: { series: InvoiceReport['series'] }) {
  const data = series.map((p) => ({ ...p, label: periodLabel(p.period) }));
  return (
    <div className="h-64 w-full" role="img" aria-label="Sales chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={12} />
          <YAxis tickFormatter={axisRupees} tick={{ fontSize: 11 }} width={56} />
          <Tooltip
            formatter={(value) => [inr(Number(value)), 'Sales']}
            labelFormatter={(label, payload) =>
              `${String(label)} · ${payload?.[0]?.payload?.count ?? 0} invoice(s)`
            }
          />
          <Bar dataKey="totalpaise" fill="#ea580c" radius={[4, 4, 0, 0]} maxBarSize={36} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
