/**
 * FixoPro parts & services catalogue with a stock ledger. Money in integer paise; quantities up to 3 decimals.
 * Every call needs a signed-in service center with an active FixoPro plan (403) and sees only its own items (404).
 *
 * Endpoints:
 * - GET  /api/Parts/GetParts              query partsQuerySchema → partsPageSchema
 *     SEARCH: name / code / HSN-SAC contains; KIND: Part|Labour|Service; LOWSTOCK=true: parts with onhand ≤ reorderlevel.
 * - GET  /api/Parts/GetPartById?partid=   → partDetailSchema (item + latest stock movements)
 * - POST /api/Parts/AddUpdatePart         body partPayloadSchema → partDetailSchema
 *     partid 0 creates (openingstock > 0 records an 'Opening' movement). GST rate comes from the gst_rates table
 *     for today's date (by HSN/SAC, 8-digit codes fall back to their 4-digit heading); gstrate in the body is
 *     used only when the code is not in the table (400 gstRateRequired when neither).
 * - POST /api/Parts/AddStockMovement      body stockMovementPayloadSchema → partDetailSchema
 *     Opening (once), Purchase (qty > 0), Adjustment (signed qty, reason required). Issues/returns come from job cards.
 * - GET  /api/Parts/GetStockMovements?partid=&PAGE=&PAGESIZE=  → stockMovementsPageSchema
 * - GET  /api/Parts/GetGstRate?hsnsac=&date=YYYY-MM-DD → gstRateAnswerSchema (rate in force, or null)
 * - POST /api/Parts/LoadStarterCatalogue  body {} → starterCatalogueResultSchema (idempotent: by code)
 * - GET  /api/Parts/ExportPartsCsv        → text/csv (PART_CSV_COLUMNS)
 * - POST /api/Parts/ImportPartsCsv/Preview  body csvImportSchema → csvImportResultSchema
 * - POST /api/Parts/ImportPartsCsv          body csvImportSchema → csvImportResultSchema (400 all-or-nothing
 *     unless acceptValidOnly; rows whose code exists update that item)
 */
import { z } from 'zod';
import { LIST_PAGE_MAX } from '../constants.js';
import { isCalendarDate } from '../helpers/calendar-date.js';
import { pagingNumber } from './paging.js';
import { SUITE_MESSAGES as S } from '../suite-messages.js';
import {
  contractId,
  decimalTextToNumber,
  looseBoolean,
  maxLen,
  notEmpty,
  optionalOrderedString,
  orderedString,
  positiveId,
} from '../helpers/zod-rules.js';
import {
  gstRateSchema,
  hasAtMost3Decimals,
  HSN_REGEX,
  MAX_QTY,
  pageOf,
  paiseSchema,
  positiveIdQuery,
  SAC_REGEX,
  signedQtySchema,
  qtySchema,
  suiteListQuery,
  idOut,
} from './suite-common.js';

export const PART_TYPES = ['Part', 'Labour', 'Service'] as const;
export type PartType = (typeof PART_TYPES)[number];
export const PART_UNITS = ['nos', 'litre', 'ml', 'kg', 'set', 'pair', 'metre', 'hour', 'job'] as const;
export type PartUnit = (typeof PART_UNITS)[number];
export const STOCK_MOVEMENT_TYPES = ['Opening', 'Purchase', 'Adjustment', 'Issue', 'Return'] as const;
export type StockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number];
/** Movements a person records by hand; Issue/Return are written by job cards. */
export const MANUAL_STOCK_MOVEMENT_TYPES = ['Opening', 'Purchase', 'Adjustment'] as const;

const optionalId = z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), contractId);

const reorderLevelSchema = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? 0 : decimalTextToNumber(v)),
  z
    .number({ error: S.reorderLevelInvalid })
    .refine((n) => Number.isFinite(n) && n >= 0 && n <= MAX_QTY, S.reorderLevelInvalid)
    .refine(hasAtMost3Decimals, S.reorderLevelInvalid),
);

/** POST /api/Parts/AddUpdatePart. */
export const partPayloadSchema = z
  .object({
    partid: optionalId,
    partname: orderedString(S.partNameRequired, [
      [notEmpty, S.partNameRequired],
      [maxLen(200), S.partNameMax],
    ]),
    partcode: optionalOrderedString([[maxLen(50), S.partCodeMax]]).transform((v) => (v ?? '').toUpperCase()),
    parttype: z.enum(PART_TYPES, { error: S.partTypeInvalid }),
    hsnsac: z
      .string()
      .optional()
      .transform((v) => (v ?? '').replace(/\s/g, '')),
    /** Only used when the HSN/SAC code is not in the GST rate table. */
    gstrate: z.preprocess((v) => (v === '' || v === null ? undefined : v), gstRateSchema.optional()),
    unit: z.enum(PART_UNITS, { error: S.unitInvalid }).default('nos'),
    salepricepaise: paiseSchema,
    priceincludesgst: looseBoolean.optional().default(false),
    purchasepricepaise: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), paiseSchema),
    reorderlevel: reorderLevelSchema,
    /** Create only: stock on hand at the start (an 'Opening' movement). */
    openingstock: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? 0 : decimalTextToNumber(v)),
      z
        .number({ error: S.qtyInvalid })
        .refine((n) => Number.isFinite(n) && n >= 0 && n <= MAX_QTY, S.qtyInvalid)
        .refine(hasAtMost3Decimals, S.qtyInvalid),
    ),
    isactive: looseBoolean.optional().default(true),
  })
  .superRefine(
    (v, ctx) => {
      // runs even when the body is not an object (null included), so read defensively
      const raw = (v ?? {}) as { parttype?: unknown; hsnsac?: unknown };
      const code = typeof raw.hsnsac === 'string' ? raw.hsnsac : '';
      if (raw.parttype === 'Part') {
        if (code === '') ctx.addIssue({ code: 'custom', path: ['hsnsac'], message: S.hsnRequired });
        else if (!HSN_REGEX.test(code))
          ctx.addIssue({ code: 'custom', path: ['hsnsac'], message: S.hsnInvalid });
      } else if (raw.parttype === 'Labour' || raw.parttype === 'Service') {
        if (code === '') ctx.addIssue({ code: 'custom', path: ['hsnsac'], message: S.sacRequired });
        else if (!SAC_REGEX.test(code))
          ctx.addIssue({ code: 'custom', path: ['hsnsac'], message: S.sacInvalid });
      }
    },
    { when: () => true },
  );
export type PartPayload = z.infer<typeof partPayloadSchema>;
export type PartPayloadInput = z.input<typeof partPayloadSchema>;

/** POST /api/Parts/AddStockMovement. */
export const stockMovementPayloadSchema = z.discriminatedUnion(
  'movementtype',
  [
    z.object({
      partid: positiveId,
      movementtype: z.literal('Opening'),
      qty: qtySchema,
      reason: z.string().max(500, S.reasonMax).optional().default(''),
    }),
    z.object({
      partid: positiveId,
      movementtype: z.literal('Purchase'),
      qty: qtySchema,
      /** Supplier bill number or note. */
      reason: z.string().trim().max(500, S.reasonMax).optional().default(''),
      /** Purchase price of this lot; updates the item's purchase price when given. */
      purchasepricepaise: paiseSchema.optional(),
    }),
    z.object({
      partid: positiveId,
      movementtype: z.literal('Adjustment'),
      /** Signed: -2 writes off two damaged units. */
      qty: signedQtySchema,
      reason: orderedString(S.adjustmentReasonRequired, [
        [notEmpty, S.adjustmentReasonRequired],
        [maxLen(500), S.reasonMax],
      ]),
    }),
  ],
  { error: S.movementTypeInvalid },
);
export type StockMovementPayload = z.infer<typeof stockMovementPayloadSchema>;
export type StockMovementPayloadInput = z.input<typeof stockMovementPayloadSchema>;

export const PART_SORTS = ['name', 'code', 'kind', 'onhand', 'saleprice', 'updatedon'] as const;
export type PartSort = (typeof PART_SORTS)[number];

export const partsQuerySchema = z.object({
  ...suiteListQuery(PART_SORTS, 'name'),
  KIND: z.enum(PART_TYPES, { error: S.partTypeInvalid }).optional(),
  LOWSTOCK: looseBoolean.optional().default(false),
  /** Default 'all' (the catalogue screen shows inactive items greyed); 'active' for pickers. */
  ACTIVE: z.enum(['active', 'all'], { error: "ACTIVE must be 'active' or 'all'" }).default('all'),
});
export type PartsQuery = z.infer<typeof partsQuerySchema>;
export type PartsQueryInput = z.input<typeof partsQuerySchema>;

export const partIdQuerySchema = z.object({ partid: positiveIdQuery('partid') });
export const stockMovementsQuerySchema = z.object({
  partid: positiveIdQuery('partid'),
  PAGE: pagingNumber('PAGE', LIST_PAGE_MAX).default(1),
  PAGESIZE: pagingNumber('PAGESIZE', 100).default(20),
});

export const partListItemSchema = z.object({
  partid: idOut,
  partname: z.string(),
  partcode: z.string(),
  parttype: z.enum(PART_TYPES),
  hsnsac: z.string(),
  /** Rate in force today (percent). */
  gstrate: z.number(),
  unit: z.string(),
  salepricepaise: z.number().int(),
  priceincludesgst: z.boolean(),
  purchasepricepaise: z.number().int(),
  /** Sum of the ledger; may be negative after a confirmed over-issue. Labour/services: 0. */
  onhand: z.number(),
  reorderlevel: z.number(),
  /** Parts only: onhand ≤ reorderlevel. */
  islowstock: z.boolean(),
  isactive: z.boolean(),
  updatedon: z.string(),
});
export type PartListItem = z.infer<typeof partListItemSchema>;
export const partsPageSchema = pageOf(partListItemSchema);
export type PartsPage = z.infer<typeof partsPageSchema>;

export const stockMovementSchema = z.object({
  movementid: idOut,
  movementtype: z.enum(STOCK_MOVEMENT_TYPES),
  /** Signed: in > 0, out < 0. */
  qty: z.number(),
  /** On hand after this movement. */
  balance: z.number(),
  reason: z.string(),
  jobcardid: idOut.nullable(),
  jobcardno: z.string().nullable(),
  createdby: z.string(),
  createdon: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;
export const stockMovementsPageSchema = pageOf(stockMovementSchema);

export const partDetailSchema = partListItemSchema.extend({
  movements: z.array(stockMovementSchema),
});
export type PartDetail = z.infer<typeof partDetailSchema>;

export const gstRateQuerySchema = z.object({
  hsnsac: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'hsnsac must be 4 to 8 digits'),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
    .refine(isCalendarDate, 'date must be a real date (YYYY-MM-DD)')
    .optional(),
});
export const gstRateAnswerSchema = z.object({
  hsnsac: z.string(),
  gstrate: z.number().nullable(),
  description: z.string().nullable(),
  effectivefrom: z.string().nullable(),
});
export type GstRateAnswer = z.infer<typeof gstRateAnswerSchema>;

export const starterCatalogueResultSchema = z.object({
  added: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
});

export const PART_CSV_COLUMNS = [
  'partname',
  'partcode',
  'parttype',
  'hsnsac',
  'gstrate',
  'unit',
  'saleprice',
  'priceincludesgst',
  'purchaseprice',
  'reorderlevel',
  'onhand',
  'isactive',
] as const;
/** saleprice / purchaseprice in the CSV are rupees with up to 2 decimals ('450.00'); onhand is read-only (export). */
export const PART_CSV_REQUIRED = ['partname', 'parttype', 'hsnsac', 'saleprice'] as const;
