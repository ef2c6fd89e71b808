import type { Db } from '../../platform/db.js';

/**
 * The one rule of whether a center charges GST: only with a GSTIN and not as a composition dealer. Otherwise
 * it issues a Bill of Supply without tax, and its job cards and estimates add no GST either, so the customer
 * approves what the bill will say. Invoices (the document kind) and job cards (line amounts) both read it here.
 */
export const chargesGst = (gstin: string | null | undefined, compositionDealer: boolean): boolean =>
  (gstin ?? '').trim() !== '' && !compositionDealer;

/** The center's GST status as it is now (its profile's GSTIN and its invoice settings). */
export async function centerChargesGst(db: Db, centerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('service_centers as sc')
    .leftJoin('invoice_settings as st', 'st.service_center_id', 'sc.id')
    .select(['sc.gst_no', 'st.composition_dealer'])
    .where('sc.id', '=', centerId)
    .executeTakeFirst();
  return !!row && chargesGst(row.gst_no, row.composition_dealer === 1);
}
