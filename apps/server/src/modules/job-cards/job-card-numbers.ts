import { documentNumber, financialYearOf, invoiceDocumentNumber } from '@fixo/shared';
import type { Db } from '../../platform/db.js';

/**
 * Next readable number of a center's document in the financial year (April–March, India time): 'JC/2026-27/0042'.
 * The counter row is created once per center, kind and year; the increment is one UPDATE ... RETURNING inside
 * the caller's transaction, so parallel creates queue on the row lock and never share or skip a number
 * (a rolled-back create gives its number back). Invoices use kind 'INV', credit notes 'CN', payment receipts
 * 'RCT': those numbers stay within rule 46's 16 characters (invoiceDocumentNumber).
 */
export async function nextDocumentNumber(
  db: Db,
  centerId: number,
  kind: 'JC' | 'INV' | 'CN' | 'RCT',
  at = new Date(),
): Promise<string> {
  const financialYear = financialYearOf(at);
  await db
    .insertInto('document_sequences')
    .values({ service_center_id: centerId, kind, financial_year: financialYear, last_value: 0 })
    .onConflict((oc) => oc.columns(['service_center_id', 'kind', 'financial_year']).doNothing())
    .execute();
  const row = await db
    .updateTable('document_sequences')
    .set((eb) => ({ last_value: eb('last_value', '+', 1) }))
    .where('service_center_id', '=', centerId)
    .where('kind', '=', kind)
    .where('financial_year', '=', financialYear)
    .returning('last_value')
    .executeTakeFirstOrThrow();
  const sequence = Number(row.last_value);
  return kind === 'JC'
    ? documentNumber(kind, financialYear, sequence)
    : invoiceDocumentNumber(kind, financialYear, sequence);
}
