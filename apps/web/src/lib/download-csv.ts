import { CSV_BOM, toCsv, type CsvValue } from '@fixo/shared';

/** The CSV file of a table shown on screen, UTF-8 with a BOM so Excel shows ₹ and names right. */
export function csvBlob(columns: readonly string[], rows: readonly Record<string, CsvValue>[]): Blob {
  return new Blob([CSV_BOM, toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' });
}

/** Saves a table as `filename` through a temporary link (no server round trip for figures already here). */
export function downloadCsv(
  filename: string,
  columns: readonly string[],
  rows: readonly Record<string, CsvValue>[],
): void {
  const url = URL.createObjectURL(csvBlob(columns, rows));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
