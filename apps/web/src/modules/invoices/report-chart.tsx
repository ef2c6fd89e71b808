import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { InvoiceReport } from '@fixo/shared';

import { inr } from './invoice-format';
import { axisRupees, periodLabel } from './report-range';
import { NAMESPACE } from './invoices.texts';

/** Sales per day or month (invoice totals); recharts lives only in the report's own chunk. */
export default function ReportChart({ series }: { series: InvoiceReport['series'] }) {
  const { t } = useTranslation(NAMESPACE);
  const data = series.map((p) => ({ ...p, label: periodLabel(p.period) }));
  return (
    <div className="h-64 w-full" role="img" aria-label={t('salesChart')}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={12} />
          <YAxis tickFormatter={axisRupees} tick={{ fontSize: 11 }} width={56} />
          <Tooltip
            formatter={(value) => [inr(Number(value)), t('sales')]}
            labelFormatter={(label, payload) =>
              t('chartInvoices', { label: String(label), n: payload?.[0]?.payload?.count ?? 0 })
            }
          />
          {/* No grow-in animation: the figures are what matters, and a slow phone shows them at once. */}
          <Bar
            dataKey="totalpaise"
            fill="#ea580c"
            radius={[4, 4, 0, 0]}
            maxBarSize={36}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
