import { describe, expect, it } from 'vitest';

import { axisRupees, periodLabel, presetRange, reportPeriodOf, reportPeriodParams } from './report-range';

describe('report presets', () => {
  it('this financial year runs April to March, January–March belonging to the year begun the April before', () => {
    expect(presetRange('this-fy', '2026-11-23')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(presetRange('this-fy', '2027-03-31')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(presetRange('this-fy', '2027-04-01')).toEqual({ from: '2027-04-01', to: '2028-03-31' });
    expect(presetRange('this-fy', '2027-01-05')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
  });

  it('this month runs to today; last month is the whole previous month, across the year end and leap days', () => {
    expect(presetRange('this-month', '2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(presetRange('last-month', '2026-11-23')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('last-month', '2027-01-10')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetRange('last-month', '2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('last-month', '2027-03-01')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('labels days and months of the chart', () => {
    expect(periodLabel('2026-11-05')).toBe('05 Nov');
    expect(periodLabel('2027-03')).toBe('Mar 27');
  });
});

describe('axisRupees', () => {
  it('keeps neighbouring ticks apart and uses lakh and crore', () => {
    expect([0, 40_000, 120_000, 160_000].map(axisRupees)).toEqual(['₹0', '₹400', '₹1.2k', '₹1.6k']);
    expect(axisRupees(4_500_000)).toBe('₹45k');
    expect(axisRupees(12_000_000)).toBe('₹1.2L');
    expect(axisRupees(3_000_000_000)).toBe('₹3Cr');
  });
});

describe('the report period in the address', () => {
  const read = (search: string) => reportPeriodOf(new URLSearchParams(search), '2026-11-23');

  it('reads back every period it writes', () => {
    for (const preset of ['this-month', 'last-month', 'this-fy'] as const) {
      const range = presetRange(preset, '2026-11-23');
      expect(read(new URLSearchParams(reportPeriodParams(preset, range)).toString())).toEqual({
        preset,
        range,
      });
    }
    const custom = { from: '2026-10-05', to: '2026-11-02' };
    expect(read(new URLSearchParams(reportPeriodParams('custom', custom)).toString())).toEqual({
      preset: 'custom',
      range: custom,
    });
    expect(reportPeriodParams('this-month', presetRange('this-month', '2026-11-23'))).toEqual({});
  });

  it('takes this month for an unknown period, and leaves a custom end empty when it is no real date', () => {
    expect(read('')).toEqual({ preset: 'this-month', range: { from: '2026-11-01', to: '2026-11-23' } });
    expect(read('period=everything').preset).toBe('this-month');
    expect(read('period=custom&from=2026-02-30&to=2026-11-02')).toEqual({
      preset: 'custom',
      range: { from: '', to: '2026-11-02' },
    });
    expect(read('period=custom&from=2026-10-01&to=<script>').range).toEqual({ from: '2026-10-01', to: '' });
  });
});
