import { CSV_BOM, toCsv, type CsvValue } from '@fixo/shared';

/**
 * The CSV file of a table, UTF-8 with a BOM so Excel shows ₹ and names right. `forImport` leaves the BOM out:
 * a file another program imports by its headers (GST's offline tool) would read it as part of the first one.
 */
export function csvText(
  columns: readonly string[],
  rows: readonly Record<string, CsvValue>[],
  { forImport = false } = {},
): string {
  const text = toCsv(columns, rows);
  return forImport ? text : CSV_BOM + text;
}

/** Saves a file made here as `filename` through a temporary link (no server round trip). */
export function saveFile(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves a table as a CSV file (figures already on screen). */
export function downloadCsv(
  filename: string,
  columns: readonly string[],
  rows: readonly Record<string, CsvValue>[],
  options: { forImport?: boolean } = {},
): void {
  saveFile(filename, new Blob([csvText(columns, rows, options)], { type: 'text/csv;charset=utf-8' }));
}
