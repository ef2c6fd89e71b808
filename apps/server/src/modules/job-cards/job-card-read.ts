import {
  fromMilli,
  SUITE_MESSAGES as S,
  sumLineAmounts,
  type FuelLevel,
  type JobCard,
  type JobCardLine,
} from '@fixo/shared';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { liveInvoiceRefOf } from '../invoices/index.js';
import { centerChargesGst } from '../service-centers/index.js';
import { vehicleLabel, vehiclesWithNames } from '../shop-customers/index.js';

export type LineRowFull = {
  id: number;
  part_id: number | null;
  line_type: 'Part' | 'Labour' | 'Service';
  description: string;
  hsn_sac: string;
  unit: string;
  qty_milli: number | string;
  unit_price_paise: number | string;
  price_includes_gst: number;
  discount_type: 'Amount' | 'Percent';
  discount_value: number | string;
  gst_rate: number;
  gross_paise: number | string;
  discount_paise: number | string;
  taxable_paise: number | string;
  gst_paise: number | string;
  total_paise: number | string;
  approval: 'Draft' | 'Pending' | 'Approved' | 'Declined';
  decided_at: string | null;
  issued_milli: number | string;
  estimate_link_id: number | null;
};

export function toLine(r: LineRowFull): JobCardLine {
  return {
    lineid: r.id,
    partid: r.part_id ?? 0,
    linetype: r.line_type,
    description: r.description,
    hsnsac: r.hsn_sac,
    qty: fromMilli(Number(r.qty_milli)),
    unit: r.unit,
    unitpricepaise: Number(r.unit_price_paise),
    priceincludesgst: r.price_includes_gst === 1,
    discounttype: r.discount_type,
    // stored as paise or basis points; answered as paise or percent
    discountvalue: r.discount_type === 'Percent' ? Number(r.discount_value) / 100 : Number(r.discount_value),
    gstrate: r.gst_rate,
    grosspaise: Number(r.gross_paise),
    discountpaise: Number(r.discount_paise),
    taxablepaise: Number(r.taxable_paise),
    gstpaise: Number(r.gst_paise),
    linetotalpaise: Number(r.total_paise),
    approval: r.approval,
    decidedon: r.decided_at,
    issuedqty: fromMilli(Number(r.issued_milli)),
  };
}

/** Totals of the work and the bill: lines the customer declined are left out. */
export const billTotals = (lines: JobCardLine[]) =>
  sumLineAmounts(lines.filter((l) => l.approval !== 'Declined').map((l) => ({ ...l })));

export const parseList = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

export async function lineRows(db: Db, jobCardId: number): Promise<LineRowFull[]> {
  return (await db
    .selectFrom('job_card_lines')
    .selectAll()
    .where('job_card_id', '=', jobCardId)
    .orderBy('position')
    .orderBy('id')
    .execute()) as LineRowFull[];
}

/** A job card of one center in the contract's shape (404 for another center's id). */
export async function loadJobCard(db: Db, centerId: number, id: number): Promise<JobCard> {
  const card = await db
    .selectFrom('job_cards as j')
    .innerJoin('shop_customers as c', 'c.id', 'j.shop_customer_id')
    .selectAll('j')
    .select(['c.name as customerName', 'c.mobile as customerMobile', 'c.gst_no as customerGst'])
    .where('j.id', '=', id)
    .where('j.service_center_id', '=', centerId)
    .executeTakeFirst();
  if (!card) throw notFound(S.jobCardNotFound);
  const [vehicles, rows, events, decisions, link, taxed, invoice] = await Promise.all([
    vehiclesWithNames(db, [card.shop_customer_id]),
    lineRows(db, id),
    db.selectFrom('job_card_events').selectAll().where('job_card_id', '=', id).orderBy('id').execute(),
    db.selectFrom('estimate_decisions').selectAll().where('job_card_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('estimate_links')
      .select(['expires_at'])
      .where('job_card_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    centerChargesGst(db, centerId),
    liveInvoiceRefOf(db, id),
  ]);
  const vehicle = vehicles.find((v) => v.shopvehicleid === card.shop_vehicle_id);
  const lines = rows.map(toLine);
  return {
    jobcardid: card.id,
    jobcardno: card.number,
    status: card.status,
    shopcustomerid: card.shop_customer_id,
    shopvehicleid: card.shop_vehicle_id,
    customername: card.customerName,
    mobilenO1: card.customerMobile,
    customergstno: card.customerGst,
    vehregistrationno: vehicle?.vehregistrationno ?? '',
    vehicle: vehicle ? vehicleLabel(vehicle) : '',
    servicerequestid: card.service_request_id,
    odometer: card.odometer,
    fuellevel: (card.fuel_level as FuelLevel | null) ?? null,
    complaints: parseList(card.complaints),
    checklist: parseList(card.checklist),
    damagenotes: card.damage_notes,
    promiseddelivery: card.promised_delivery,
    technician: card.technician,
    nextservicedate: card.next_service_date,
    nextserviceodometer: card.next_service_odometer,
    lines,
    totals: billTotals(lines),
    chargesgst: taxed,
    // only lines sent on an estimate and not yet answered: a Draft line has not gone to the customer
    pendingapprovalcount: lines.filter((l) => l.approval === 'Pending').length,
    invoice,
    estimateexpireson: link?.expires_at ?? null,
    decisions: decisions.map((d) => ({
      decidedon: d.decided_at,
      ip: d.ip,
      useragent: d.user_agent,
      approvedlineids: parseList(d.approved_line_ids).map(Number),
      declinedlineids: parseList(d.declined_line_ids).map(Number),
    })),
    timeline: events.map((e) => ({
      fromstatus: e.from_status,
      tostatus: e.to_status,
      remark: e.remark,
      by: e.actor_label,
      createdon: e.created_at,
    })),
    createdon: card.created_at,
    updatedon: card.updated_at,
    stockissuedon: card.stock_issued_at,
  };
}
