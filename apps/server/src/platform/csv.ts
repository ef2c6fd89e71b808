/**
 * CSV for exports and imports (RFC 4180: quoted fields, doubled quotes, newlines inside quotes, CRLF or LF).
 * Exports guard against spreadsheet formula injection: a cell starting with = + - @ or a tab gets a leading '.
 */

import { CSV_MAX_ROWS, SUITE_MESSAGES as S, type CsvImportBody, type CsvImportResult } from '@fixo/shared';

import { badRequest, HttpError } from './errors.js';
import { keyedMessage } from './keyed-message.js';

/** Import routes take a CSV of up to CSV_MAX_ROWS rows: more than the API's usual 256 KiB body limit. */
export const CSV_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text; // Excel's byte-order mark
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  // blank lines carry no data
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

/** Header + rows as objects keyed by the header names (trimmed); missing cells are ''. */
export function csvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const [header = [], ...rows] = parseCsv(text);
  const names = header.map((h) => h.trim());
  const records = rows.map((cells) =>
    Object.fromEntries(names.map((name, i) => [name, (cells[i] ?? '').trim()])),
  );
  return { header: names, records };
}

/**
 * A suite import's rows, after the checks every import makes first: the required columns (a 400 naming the
 * missing ones), at least one row, at most CSV_MAX_ROWS.
 */
export function importRecords(text: string, required: readonly string[]): Record<string, string>[] {
  const { header, records } = csvRecords(text);
  const missing = required.filter((c) => !header.includes(c));
  if (missing.length > 0) {
    const missingColumns = keyedMessage('suite.csvHeaderInvalid', { missing: missing.join(', ') });
    throw badRequest(missingColumns, { csv: missingColumns.message });
  }
  if (records.length === 0) throw badRequest(S.csvRequired, { csv: S.csvRequired });
  if (records.length > CSV_MAX_ROWS) throw badRequest(S.csvTooLarge, { csv: S.csvTooLarge });
  return records;
}

/** One row of an import after its checks: what the file said, what is wrong, and what it saves when valid. */
export interface CheckedCsvRow<P> {
  rowno: number;
  valid: boolean;
  errors: Record<string, string>;
  values: Record<string, string>;
  payload: P | null;
}

/** The row at `index` of the records (rows count from 1); only a row without errors keeps its payload. */
export function checkedCsvRow<P>(
  index: number,
  values: Record<string, string>,
  errors: Record<string, string>,
  payload: P | null,
): CheckedCsvRow<P> {
  const valid = Object.keys(errors).length === 0;
  return { rowno: index + 1, valid, errors, values, payload: valid ? payload : null };
}

function importResult(rows: CheckedCsvRow<unknown>[], saved: number): CsvImportResult {
  return {
    rows: rows.map(({ payload: _p, ...r }) => r),
    validcount: rows.filter((r) => r.valid).length,
    errorcount: rows.filter((r) => !r.valid).length,
    saved,
  };
}

/**
 * A suite import in two steps. The preview checks every row and saves nothing. The import saves all rows or
 * none (400 naming each bad row); with acceptValidOnly it saves the valid rows and lists the rest with errors.
 */
export function csvImport<C, P>(
  check: (caller: C, csv: string) => Promise<CheckedCsvRow<P>[]>,
  save: (caller: C, payloads: P[]) => Promise<void>,
) {
  return {
    async preview(caller: C, body: CsvImportBody): Promise<CsvImportResult> {
      return importResult(await check(caller, body.csv), 0);
    },

    async commit(caller: C, body: CsvImportBody): Promise<CsvImportResult> {
      const rows = await check(caller, body.csv);
      const invalid = rows.filter((r) => !r.valid);
      if (invalid.length > 0 && !body.acceptValidOnly) {
        const errors = Object.fromEntries(
          invalid.map((r) => [`row ${r.rowno}`, Object.values(r.errors).join('; ')]),
        );
        throw new HttpError(400, keyedMessage('suite.csvHasErrors', { count: invalid.length }), errors);
      }
      const payloads = rows.flatMap((r) => (r.payload ? [r.payload] : []));
      await save(caller, payloads);
      return importResult(rows, payloads.length);
    },
  };
}

// Writing CSV is shared with the web's table exports.
export { toCsv } from '@fixo/shared';
