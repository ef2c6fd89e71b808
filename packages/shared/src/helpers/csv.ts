/**
 * CSV exports (RFC 4180: quoted fields, doubled quotes, CRLF), written by the server's downloads and by the
 * web's table exports alike. A cell starting with = + - @ or a tab gets a leading ' (spreadsheet formula
 * injection), numbers stay numbers.
 */

/** A byte-order mark makes Excel read the file as UTF-8 (names, ₹) instead of the system code page. */
export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | boolean | null | undefined;

function cell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, CsvValue>[]): string {
  const lines = [columns.map(cell).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
