import {
  FREE_PLAN_ID,
  FREE_PLAN_RECORD_DEFAULTS,
  istDate,
  paiseToRupees,
  PLAN_PAYMENT_MESSAGES as P,
  type FreePlanRecord,
  type MySubscription,
  type PaidPlanSelectionAnswer,
  type PendingPlanPayment,
  type SubscriptionPlanView,
  type PageQuery,
  type UpiPayee,
} from '@fixo/shared';
import { pageWindow, toPage, type Page } from '../../platform/paging.js';
import type { Transaction } from 'kysely';
import { lockCenter } from '../service-centers/index.js';
import type { AppContext } from '../../platform/context.js';
import { nowIso, type Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import type { Database } from '../../db/schema.js';
import { getConfigValue } from '../app-config/index.js';
import { currentSubscription } from './current-subscription.js';

const DAY_MS = 86_400_000;

type Executor = Db | Transaction<Database>;

export const selectionReference = (scspid: number): string => `SCSP-${scspid}`;

/** A UPI intent link to the configured payee; every value URL-encoded. */
export function upiUri(
  payee: Pick<UpiPayee, 'vpa' | 'name'>,
  amount: number,
  note: string,
  reference: string,
): string {
  const params: [string, string][] = [
    ['pa', payee.vpa],
    ['pn', payee.name],
    ['am', amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', note],
    ['tr', reference],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

interface PaymentSetup {
  payee: UpiPayee | null;
  contact: string;
}

/** The selection and how to pay for it: a UPI link when a payee is configured, otherwise whom to contact. */
function selectionAnswer(
  row: { id: number; planId: number; planName: string; amount: number },
  payment: PaymentSetup,
) {
  const reference = selectionReference(Number(row.id));
  return {
    scspid: Number(row.id),
    planid: Number(row.planId),
    planname: row.planName,
    amount: Number(row.amount),
    upiuri: payment.payee
      ? upiUri(payment.payee, Number(row.amount), `Fixo ${row.planName}`, reference)
      : null,
    upipayee: payment.payee,
    paymentcontact: payment.contact,
    reference,
  } satisfies PaidPlanSelectionAnswer;
}

function pendingSelectionQuery(db: Executor) {
  return db
    .selectFrom('plan_selections')
    .innerJoin('plans', 'plans.id', 'plan_selections.plan_id')
    .innerJoin('service_centers', 'service_centers.id', 'plan_selections.service_center_id')
    .select([
      'plan_selections.id as id',
      'plan_selections.service_center_id as centerId',
      'service_centers.name as centerName',
      'plan_selections.plan_id as planId',
      'plans.name as planName',
      'plans.amount_paise as amountPaise',
      'plans.duration_days as durationDays',
      'plan_selections.created_at as createdAt',
      'plan_selections.is_active as isActive',
    ]);
}

export function createSubscriptionsService(ctx: AppContext) {
  const { db } = ctx;
  const engine = ctx.database.engine;

  /** Payee and contact come from configuration, never from a constant (no made-up UPI id). */
  async function paymentSetup(): Promise<PaymentSetup> {
    const contact =
      ctx.config.billingContact ??
      `Fixo support on ${(await getConfigValue(db, 'SUPPORTMOBILE')) ?? 'the help line'}`;
    return { payee: ctx.config.upiPayee ?? null, contact };
  }

  /** Locks the center's row so one center's subscription writes run one after another. */
  async function lockOwnCenter(trx: Transaction<Database>, centerId: number) {
    const center = await lockCenter(trx, engine, centerId);
    if (!center) throw notFound(P.selectionNotFound);
    return center;
  }

  return {
    async listPlans(): Promise<SubscriptionPlanView[]> {
      const rows = await db
        .selectFrom('plans')
        .selectAll()
        .where('is_active', '=', 1)
        .orderBy('amount_paise')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        planid: Number(row.id),
        planname: row.name,
        durationtype: row.duration_type,
        amount: paiseToRupees(Number(row.amount_paise)),
        durationdays: Number(row.duration_days),
        features: row.features
          .split('|')
          .map((f) => f.trim())
          .filter(Boolean),
        issaas: row.is_saas === 1,
      }));
    },

    /** The free plan for the signed-in center (never the body's center). */
    async addFreePlan(centerId: number, body: FreePlanRecord) {
      if (body.planid !== FREE_PLAN_ID) throw badRequest(P.freePlanOnly, { planid: P.freePlanOnly });
      const plan = await db
        .selectFrom('plans')
        .select(['id', 'duration_days'])
        .where('id', '=', FREE_PLAN_ID)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      if (!plan) throw badRequest(P.planNotFound, { planid: P.planNotFound });
      return db.transaction().execute(async (trx) => {
        const center = await lockOwnCenter(trx, centerId);
        const now = new Date();
        const at = now.toISOString();
        const existing = await currentSubscription(trx, centerId, at);
        if (existing) throw conflict(P.alreadySubscribed(istDate(new Date(existing.validTill))));
        const validTill = new Date(now.getTime() + Number(plan.duration_days) * DAY_MS).toISOString();
        const row = await trx
          .insertInto('subscriptions')
          .values({
            service_center_id: centerId,
            plan_id: FREE_PLAN_ID,
            pm_id: FREE_PLAN_RECORD_DEFAULTS.pmid,
            sppm_id: FREE_PLAN_RECORD_DEFAULTS.sppmid,
            amount_received_paise: Math.round(FREE_PLAN_RECORD_DEFAULTS.amountreceived * 100),
            received_at: at,
            valid_till: validTill,
            status: FREE_PLAN_RECORD_DEFAULTS.status,
            gateway_confirmation: null,
            is_active: 1,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return {
          subscriptionid: Number(row.id),
          servicecenterid: centerId,
          servicecentername: center.name,
          planid: FREE_PLAN_ID,
          pmid: FREE_PLAN_RECORD_DEFAULTS.pmid,
          sppmid: FREE_PLAN_RECORD_DEFAULTS.sppmid,
          amountreceived: FREE_PLAN_RECORD_DEFAULTS.amountreceived,
          datetimereceived: at,
          datetimevalidtill: validTill,
          status: FREE_PLAN_RECORD_DEFAULTS.status,
          paymentgateconfirmation: '',
          isactive: true,
          createdon: at,
          createdby: FREE_PLAN_RECORD_DEFAULTS.createdby,
          modifiedon: '',
          modifiedby: FREE_PLAN_RECORD_DEFAULTS.modifiedby,
        };
      });
    },

    /** Records the center's chosen paid plan; it waits for the payment to be confirmed. */
    async selectPaidPlan(centerId: number, planId: number): Promise<PaidPlanSelectionAnswer> {
      const plan = await db
        .selectFrom('plans')
        .select(['id', 'name', 'amount_paise'])
        .where('id', '=', planId)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      if (!plan) throw badRequest(P.planNotFound, { planid: P.planNotFound });
      if (!(Number(plan.amount_paise) > 0)) throw badRequest(P.paidPlanOnly, { planid: P.paidPlanOnly });
      // Read outside the transaction: SQLite has one connection, which the transaction holds.
      const payment = await paymentSetup();
      return db.transaction().execute(async (trx) => {
        await lockOwnCenter(trx, centerId);
        await trx
          .updateTable('plan_selections')
          .set({ is_active: 0 })
          .where('service_center_id', '=', centerId)
          .where('is_active', '=', 1)
          .execute();
        const row = await trx
          .insertInto('plan_selections')
          .values({ service_center_id: centerId, plan_id: planId, is_active: 1, created_at: nowIso() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return selectionAnswer(
          {
            id: Number(row.id),
            planId: Number(plan.id),
            planName: plan.name,
            amount: paiseToRupees(Number(plan.amount_paise)),
          },
          payment,
        );
      });
    },

    async mySubscription(centerId: number): Promise<MySubscription> {
      const current = await currentSubscription(db, centerId, nowIso());
      const pending = await pendingSelectionQuery(db)
        .where('plan_selections.service_center_id', '=', centerId)
        .where('plan_selections.is_active', '=', 1)
        .orderBy('plan_selections.id', 'desc')
        .executeTakeFirst();
      return {
        current: current
          ? {
              planid: Number(current.planId),
              planname: current.planName,
              validtill: current.validTill,
              issaas: current.isSaas === 1,
              status: current.status,
            }
          : null,
        pendingselection: pending
          ? selectionAnswer(
              { ...pending, amount: paiseToRupees(Number(pending.amountPaise)) },
              await paymentSetup(),
            )
          : null,
      };
    },

    /** Oldest first (the longest wait is confirmed first), one page at a time, with the total. */
    async pendingPayments(page: PageQuery): Promise<Page<PendingPlanPayment>> {
      const { limit, offset } = pageWindow(page);
      const [rows, count] = await Promise.all([
        pendingSelectionQuery(db)
          .where('plan_selections.is_active', '=', 1)
          .orderBy('plan_selections.created_at')
          .orderBy('plan_selections.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('plan_selections')
          .innerJoin('plans', 'plans.id', 'plan_selections.plan_id')
          .innerJoin('service_centers', 'service_centers.id', 'plan_selections.service_center_id')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('plan_selections.is_active', '=', 1)
          .executeTakeFirstOrThrow(),
      ]);
      return toPage(
        rows.map((row) => ({
          scspid: Number(row.id),
          servicecenterid: Number(row.centerId),
          servicecentername: row.centerName,
          planid: Number(row.planId),
          planname: row.planName,
          amount: paiseToRupees(Number(row.amountPaise)),
          selectedon: row.createdAt,
          reference: selectionReference(Number(row.id)),
        })),
        count.n,
      );
    },

    /** The manager saw the money arrive: the paid plan becomes the center's subscription. */
    async confirmPayment(scspid: number, reference: string) {
      return db.transaction().execute(async (trx) => {
        const selection = await pendingSelectionQuery(trx)
          .where('plan_selections.id', '=', scspid)
          .executeTakeFirst();
        if (!selection) throw notFound(P.selectionNotFound);
        const centerId = Number(selection.centerId);
        await lockOwnCenter(trx, centerId);
        // Claim the selection: of two concurrent confirmations only one changes the row.
        const claimed = await trx
          .updateTable('plan_selections')
          .set({ is_active: 0 })
          .where('id', '=', scspid)
          .where('is_active', '=', 1)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw conflict(P.selectionNotPending);
        const used = await trx
          .selectFrom('subscriptions')
          .select('id')
          .where('gateway_confirmation', '=', reference)
          .executeTakeFirst();
        if (used) throw conflict(P.referenceAlreadyUsed);

        const now = new Date();
        const at = now.toISOString();
        // A renewal starts when the current FixoPro period ends, so no paid day is lost.
        const saas = await trx
          .selectFrom('subscriptions')
          .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
          .select('subscriptions.valid_till as validTill')
          .where('subscriptions.service_center_id', '=', centerId)
          .where('subscriptions.is_active', '=', 1)
          .where('plans.is_saas', '=', 1)
          .where('subscriptions.valid_till', '>', at)
          .orderBy('subscriptions.valid_till', 'desc')
          .executeTakeFirst();
        const start = saas ? Math.max(now.getTime(), Date.parse(saas.validTill)) : now.getTime();
        const validTill = new Date(start + Number(selection.durationDays) * DAY_MS).toISOString();
        // The paid plan replaces a running Free plan.
        await trx
          .updateTable('subscriptions')
          .set({ is_active: 0 })
          .where('service_center_id', '=', centerId)
          .where('is_active', '=', 1)
          .where('plan_id', 'in', trx.selectFrom('plans').select('id').where('is_saas', '=', 0))
          .execute();
        const row = await trx
          .insertInto('subscriptions')
          .values({
            service_center_id: centerId,
            plan_id: Number(selection.planId),
            pm_id: FREE_PLAN_RECORD_DEFAULTS.pmid,
            sppm_id: scspid,
            amount_received_paise: Number(selection.amountPaise),
            received_at: at,
            valid_till: validTill,
            status: 'Paid',
            gateway_confirmation: reference,
            is_active: 1,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return {
          message: P.paymentConfirmed,
          subscriptionid: Number(row.id),
          scspid,
          servicecenterid: centerId,
          planid: Number(selection.planId),
          planname: selection.planName,
          validtill: validTill,
        };
      });
    },
  };
}
