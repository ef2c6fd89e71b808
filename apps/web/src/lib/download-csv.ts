import { CSV_BOM, toCsv, type CsvValue } from '@fixo/shared';

/**
 * The CSV file of a table, UTF-8 with a BOM so Excel shows ₹ and names right. `forImport` leaves the BOM out:
 * a file another program imports by its headers (GST's offline tool) would read it as part of the first one.
 */
export function csvBlob(
  columns: readonly string[],
  rows: readonly Record<string, CsvValue>[],
  { forImport = false } = {},
): Blob {
  const text = toCsv(columns, rows);
  return new Blob(forImport ? [text] : [CSV_BOM, text], { type: 'text/csv;charset=utf-8' });
}

/** Saves a table as `filename` through a temporary link (no server round trip for figures already here). */
export function downloadCsv(
  filename: string,
  columns: readonly string[],
  rows: readonly Record<string, CsvValue>[],
  options: { forImport?: boolean } = {},
): void {
  const url = URL.createObjectURL(csvBlob(columns, rows, options));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
