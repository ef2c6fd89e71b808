import type { InvoiceSettings, InvoiceSettingsPayload } from '@fixo/shared';
import { nowIso, type Db } from '../../platform/db.js';
import { chargesGst } from '../service-centers/index.js';

/** What an invoice needs to know about its supplier: the center profile plus its invoice settings. */
export interface SupplierProfile {
  name: string;
  address: string;
  gstin: string;
  stateName: string;
  stateCode: string;
  mobile: string;
  email: string;
  upiVpa: string;
  compositionDealer: boolean;
  turnoverAbove5cr: boolean;
  /** Bill of Supply when not GST-registered or a composition dealer (no tax may be charged). */
  billOfSupply: boolean;
}

export async function supplierProfile(db: Db, centerId: number): Promise<SupplierProfile> {
  const row = await db
    .selectFrom('service_centers as sc')
    .innerJoin('states as s', 's.id', 'sc.state_id')
    .leftJoin('cities as c', 'c.id', 'sc.city_id')
    .leftJoin('invoice_settings as st', 'st.service_center_id', 'sc.id')
    .select([
      'sc.name',
      'sc.address1',
      'sc.address2',
      'sc.postal_code',
      'sc.gst_no',
      'sc.mobile',
      'sc.email',
      's.name as stateName',
      's.code as stateCode',
      'c.name as cityName',
      'st.upi_vpa',
      'st.composition_dealer',
      'st.turnover_above_5cr',
    ])
    .where('sc.id', '=', centerId)
    .executeTakeFirstOrThrow();
  const gstin = (row.gst_no ?? '').trim().toUpperCase();
  const compositionDealer = row.composition_dealer === 1;
  const street = [row.address1, row.address2].filter((p): p is string => !!p && p.trim() !== '').join(', ');
  // profiles often carry the city, PIN or state in the address lines already: add only what is missing
  const missing = (part: string | null) => !!part && !street.toLowerCase().includes(part.toLowerCase());
  const cityPin = [row.cityName, row.postal_code].filter(missing).join(' - ');
  return {
    name: row.name,
    address: [street, cityPin, missing(row.stateName) ? row.stateName : '']
      .filter((p) => p !== '')
      .join(', '),
    gstin,
    stateName: row.stateName,
    stateCode: row.stateCode.padStart(2, '0'),
    mobile: row.mobile,
    email: row.email,
    upiVpa: row.upi_vpa ?? '',
    compositionDealer,
    turnoverAbove5cr: row.turnover_above_5cr === 1,
    billOfSupply: !chargesGst(gstin, compositionDealer),
  };
}

export async function loadInvoiceSettings(db: Db, centerId: number): Promise<InvoiceSettings> {
  const p = await supplierProfile(db, centerId);
  return {
    upivpa: p.upiVpa,
    compositiondealer: p.compositionDealer,
    turnoverabove5cr: p.turnoverAbove5cr,
    gstin: p.gstin,
    statename: p.stateName,
    statecode: p.stateCode,
    documentkind: p.billOfSupply ? 'Bill of Supply' : 'Tax Invoice',
  };
}

/** Saves the settings (one row per center); issued invoices keep what they were issued with. */
export async function saveInvoiceSettings(
  db: Db,
  centerId: number,
  p: InvoiceSettingsPayload,
): Promise<InvoiceSettings> {
  const values = {
    upi_vpa: p.upivpa,
    composition_dealer: p.compositiondealer ? 1 : 0,
    turnover_above_5cr: p.turnoverabove5cr ? 1 : 0,
    updated_at: nowIso(),
  };
  await db
    .insertInto('invoice_settings')
    .values({ service_center_id: centerId, ...values })
    .onConflict((oc) => oc.column('service_center_id').doUpdateSet(values))
    .execute();
  return loadInvoiceSettings(db, centerId);
}
