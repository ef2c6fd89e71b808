import { istDate, type PartType, type PartUnit } from '@fixo/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import { nowIso } from '../../platform/db.js';
import { gstRateResolver } from './gst-rates.js';

interface StarterItem {
  code: string;
  name: string;
  kind: PartType;
  hsnsac: string;
  unit: PartUnit;
  /** Rupees; parts at retail price including GST (as on the box), labour and services before GST. */
  rupees: number;
  reorder?: number;
}

/**
 * A new workshop's first catalogue: common labour and services (SAC 998714 maintenance and repair of motor
 * vehicles, 996744 towing) and fast-moving parts with their 8-digit HSN codes. The GST rate is not stored here:
 * it comes from gst_rates for the day (auto parts, batteries and tyres moved to 18% on 22 Sep 2025).
 * Prices are typical Bengaluru workshop rates for a hatchback, for the owner to adjust.
 */
export const STARTER_CATALOGUE: readonly StarterItem[] = [
  {
    code: 'LAB-HOUR',
    name: 'General labour (per hour)',
    kind: 'Labour',
    hsnsac: '998714',
    unit: 'hour',
    rupees: 500,
  },
  {
    code: 'LAB-PMS',
    name: 'Periodic maintenance service labour',
    kind: 'Labour',
    hsnsac: '998714',
    unit: 'job',
    rupees: 1200,
  },
  {
    code: 'LAB-BRAKE',
    name: 'Brake pad replacement labour',
    kind: 'Labour',
    hsnsac: '998714',
    unit: 'job',
    rupees: 400,
  },
  {
    code: 'LAB-CLUTCH',
    name: 'Clutch overhaul labour',
    kind: 'Labour',
    hsnsac: '998714',
    unit: 'job',
    rupees: 2500,
  },
  { code: 'SVC-ALIGN', name: 'Wheel alignment', kind: 'Service', hsnsac: '998714', unit: 'job', rupees: 600 },
  {
    code: 'SVC-BALANCE',
    name: 'Wheel balancing (4 wheels)',
    kind: 'Service',
    hsnsac: '998714',
    unit: 'job',
    rupees: 400,
  },
  {
    code: 'SVC-AC',
    name: 'AC service and gas top-up',
    kind: 'Service',
    hsnsac: '998714',
    unit: 'job',
    rupees: 1800,
  },
  {
    code: 'SVC-SCAN',
    name: 'Computerised diagnostics scan',
    kind: 'Service',
    hsnsac: '998714',
    unit: 'job',
    rupees: 500,
  },
  {
    code: 'SVC-TOW',
    name: 'Towing within city (up to 10 km)',
    kind: 'Service',
    hsnsac: '996744',
    unit: 'job',
    rupees: 1500,
  },
  {
    code: 'OIL-5W30',
    name: 'Engine oil 5W-30 synthetic',
    kind: 'Part',
    hsnsac: '27101980',
    unit: 'litre',
    rupees: 650,
    reorder: 10,
  },
  {
    code: 'OIL-20W40',
    name: 'Engine oil 20W-40 mineral',
    kind: 'Part',
    hsnsac: '27101980',
    unit: 'litre',
    rupees: 380,
    reorder: 10,
  },
  {
    code: 'FLT-OIL',
    name: 'Oil filter',
    kind: 'Part',
    hsnsac: '84212300',
    unit: 'nos',
    rupees: 350,
    reorder: 5,
  },
  {
    code: 'FLT-AIR',
    name: 'Air filter',
    kind: 'Part',
    hsnsac: '84213100',
    unit: 'nos',
    rupees: 550,
    reorder: 5,
  },
  {
    code: 'FLT-CABIN',
    name: 'Cabin (AC) filter',
    kind: 'Part',
    hsnsac: '84213990',
    unit: 'nos',
    rupees: 450,
    reorder: 3,
  },
  {
    code: 'FLT-FUEL',
    name: 'Fuel filter',
    kind: 'Part',
    hsnsac: '84212300',
    unit: 'nos',
    rupees: 600,
    reorder: 3,
  },
  {
    code: 'BRK-PAD-F',
    name: 'Brake pads, front (set)',
    kind: 'Part',
    hsnsac: '87083000',
    unit: 'set',
    rupees: 1800,
    reorder: 2,
  },
  {
    code: 'BRK-FLUID',
    name: 'Brake fluid DOT 4 (500 ml)',
    kind: 'Part',
    hsnsac: '38190010',
    unit: 'nos',
    rupees: 320,
    reorder: 3,
  },
  {
    code: 'CLU-PLATE',
    name: 'Clutch plate',
    kind: 'Part',
    hsnsac: '87089300',
    unit: 'nos',
    rupees: 2500,
    reorder: 1,
  },
  {
    code: 'BAT-35AH',
    name: 'Battery 12V 35Ah',
    kind: 'Part',
    hsnsac: '85071000',
    unit: 'nos',
    rupees: 4800,
    reorder: 1,
  },
  {
    code: 'TYR-165R14',
    name: 'Tyre 165/80 R14 tubeless',
    kind: 'Part',
    hsnsac: '40111010',
    unit: 'nos',
    rupees: 3900,
    reorder: 2,
  },
  {
    code: 'CLT-1L',
    name: 'Coolant, ready to use',
    kind: 'Part',
    hsnsac: '38200000',
    unit: 'litre',
    rupees: 300,
    reorder: 5,
  },
  {
    code: 'WPR-PAIR',
    name: 'Wiper blades',
    kind: 'Part',
    hsnsac: '85124000',
    unit: 'pair',
    rupees: 600,
    reorder: 2,
  },
  {
    code: 'SPK-PLUG',
    name: 'Spark plug',
    kind: 'Part',
    hsnsac: '85111000',
    unit: 'nos',
    rupees: 250,
    reorder: 8,
  },
  {
    code: 'BLB-H4',
    name: 'Headlamp bulb H4 12V 60/55W',
    kind: 'Part',
    hsnsac: '85392120',
    unit: 'nos',
    rupees: 250,
    reorder: 4,
  },
];

/** Loads the starter catalogue for a center; items whose code the center already has are skipped (idempotent). */
export async function loadStarterCatalogue(
  ctx: AppContext,
  centerId: number,
): Promise<{ added: number; skipped: number }> {
  const rateOf = await gstRateResolver(ctx.db, istDate(new Date()));
  const now = nowIso();
  let added = 0;
  await ctx.db.transaction().execute(async (trx) => {
    for (const item of STARTER_CATALOGUE) {
      const inserted = await trx
        .insertInto('parts')
        .values({
          service_center_id: centerId,
          name: item.name,
          name_lower: item.name.toLowerCase(),
          code: item.code,
          kind: item.kind,
          hsn_sac: item.hsnsac,
          // every starter code is in gst_rates; the fallback only guards a trimmed rate table
          gst_rate_fallback: rateOf(item.hsnsac) ? null : 18,
          unit: item.unit,
          sale_price_paise: item.rupees * 100,
          price_includes_gst: item.kind === 'Part' ? 1 : 0,
          purchase_price_paise: 0,
          reorder_level_milli: (item.reorder ?? 0) * 1000,
          is_active: 1,
          created_at: now,
          updated_at: now,
        })
        // a second click (or two at once) meets the (center, code) unique index and adds nothing
        .onConflict((oc) =>
          oc
            .columns(['service_center_id', 'code'])
            .where(sql<boolean>`code <> ''`)
            .doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (inserted) added += 1;
    }
  });
  return { added, skipped: STARTER_CATALOGUE.length - added };
}
