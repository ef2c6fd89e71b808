import {
  JOB_CARD_STATUS_LABELS,
  ESTIMATE_LINK_DAYS,
  formatInr,
  paiseToRupees,
  SUITE_MESSAGES as S,
  sumLineAmounts,
  type EstimateDecisionPayload,
  type JobCardStatus,
  type PublicEstimate,
  type SendEstimateResult,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { nowIso, type Db } from '../../platform/db.js';
import { randomToken, sha256 } from '../../platform/crypto.js';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.js';
import type { SuiteCaller } from '../subscriptions/index.js';
import { centerChargesGst } from '../service-centers/index.js';
import { vehicleLabel, vehiclesWithNames } from '../shop-customers/index.js';
import {
  actorLabel,
  addTimelineEvent,
  CUSTOMER_LINK_ACTOR,
  publishJobCardChange,
} from './job-card-events.js';
import { lineRows, parseList, toLine } from './job-card-read.js';
import { moveStatus, supersedeOpenEstimateLinks } from './job-card-status.js';
import { keyedMessage } from '../../platform/keyed-message.js';

const gone = (message: string) => new HttpError(410, message);

/** Statuses from which an estimate can be sent; only the first three move the card to EstimateSent. */
const SEND_MOVES: Partial<Record<JobCardStatus, JobCardStatus>> = {
  Open: 'EstimateSent',
  EstimateSent: 'EstimateSent',
  Declined: 'EstimateSent',
};
const SEND_KEEPS: JobCardStatus[] = ['Approved', 'InProgress', 'Ready'];

/** The link behind a token, or why it cannot be used: 404 unknown; 410 superseded, expired or answered. */
async function openLink(db: Db, token: string) {
  const link = await db
    .selectFrom('estimate_links')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!link) throw notFound(S.estimateNotFound);
  if (link.used_at) throw gone(S.estimateUsed);
  if (link.superseded_at) throw gone(S.estimateSuperseded);
  if (link.expires_at <= nowIso()) throw gone(S.estimateExpired);
  // the center changed or removed every line of this link since sending it: a newer estimate will follow
  const waiting = await db
    .selectFrom('job_card_lines')
    .select('id')
    .where('estimate_link_id', '=', link.id)
    .where('approval', '=', 'Pending')
    .executeTakeFirst();
  if (!waiting) throw gone(S.estimateSuperseded);
  return link;
}

export function createEstimatesService(ctx: AppContext) {
  const { db } = ctx;

  async function view(link: {
    id: number;
    job_card_id: number;
    line_ids: string;
    expires_at: string;
  }): Promise<PublicEstimate> {
    const card = await db
      .selectFrom('job_cards as j')
      .innerJoin('shop_customers as c', 'c.id', 'j.shop_customer_id')
      .innerJoin('service_centers as sc', 'sc.id', 'j.service_center_id')
      .select([
        'j.number',
        'j.complaints',
        'j.service_center_id',
        'j.shop_customer_id',
        'j.shop_vehicle_id',
        'c.name as customerName',
        'sc.name as centerName',
        'sc.mobile as centerMobile',
        'sc.address1 as centerAddress',
        'sc.gst_no as centerGst',
      ])
      .where('j.id', '=', link.job_card_id)
      .executeTakeFirstOrThrow();
    const vehicle = (await vehiclesWithNames(db, [card.shop_customer_id])).find(
      (v) => v.shopvehicleid === card.shop_vehicle_id,
    );
    const [rows, taxed] = await Promise.all([
      lineRows(db, link.job_card_id),
      centerChargesGst(db, card.service_center_id),
    ]);
    const all = rows.map(toLine);
    const asked = new Set(parseList(link.line_ids).map(Number));
    // lines of this link the center has not changed or removed since it was sent
    const lines = rows.filter((r) => asked.has(r.id) && r.estimate_link_id === link.id).map(toLine);
    const earlier = all.filter((l) => !asked.has(l.lineid) && l.approval === 'Approved');
    return {
      servicecentername: card.centerName,
      servicecentermobile: card.centerMobile,
      servicecenteraddress: card.centerAddress,
      servicecentergstno: card.centerGst ?? '',
      jobcardno: card.number,
      customername: card.customerName,
      vehregistrationno: vehicle?.vehregistrationno ?? '',
      vehicle: vehicle ? vehicleLabel(vehicle) : '',
      complaints: parseList(card.complaints),
      lines: lines.map(({ partid: _p, issuedqty: _i, ...l }) => l),
      totals: sumLineAmounts(lines),
      chargesgst: taxed,
      approvedtotals: sumLineAmounts(lines.filter((l) => l.approval === 'Approved')),
      previouslyapprovedtotalpaise: sumLineAmounts(earlier).grandtotalpaise,
      expireson: link.expires_at,
      answered: false,
      answeredon: null,
    };
  }

  return {
    /** Sends the lines not yet put to the customer (Draft, or waiting on an older link) as a new private link. */
    async send(caller: SuiteCaller, jobCardId: number, origin: string): Promise<SendEstimateResult> {
      const token = randomToken(32);
      const now = new Date();
      const expires = new Date(now.getTime() + ESTIMATE_LINK_DAYS * 86_400_000).toISOString();
      const result = await db.transaction().execute(async (trx) => {
        const card = await trx
          .selectFrom('job_cards as j')
          .innerJoin('shop_customers as c', 'c.id', 'j.shop_customer_id')
          .innerJoin('service_centers as sc', 'sc.id', 'j.service_center_id')
          .select(['j.id', 'j.number', 'j.status', 'c.mobile', 'sc.name as centerName'])
          .where('j.id', '=', jobCardId)
          .where('j.service_center_id', '=', caller.centerId)
          .executeTakeFirst();
        if (!card) throw notFound(S.jobCardNotFound);
        const next = SEND_MOVES[card.status];
        if (!next && !SEND_KEEPS.includes(card.status))
          throw conflict(
            keyedMessage('suite.illegalMove', {
              from: JOB_CARD_STATUS_LABELS[card.status as JobCardStatus] ?? card.status,
              to: JOB_CARD_STATUS_LABELS.EstimateSent,
            }),
          );
        const lines = await trx
          .selectFrom('job_card_lines')
          .select(['id', 'total_paise'])
          .where('job_card_id', '=', card.id)
          .where('approval', 'in', ['Draft', 'Pending'])
          .execute();
        if (lines.length === 0) throw conflict(S.nothingToApprove);
        if (!card.mobile) throw badRequest(S.noMobileForEstimate);
        if (next) await moveStatus(trx, card.id, card.status, next);
        const stamp = nowIso();
        await supersedeOpenEstimateLinks(trx, card.id, stamp);
        const link = await trx
          .insertInto('estimate_links')
          .values({
            job_card_id: card.id,
            token_hash: sha256(token),
            line_ids: JSON.stringify(lines.map((l) => l.id)),
            sent_to: card.mobile,
            expires_at: expires,
            created_by: caller.accountId,
            created_at: stamp,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('job_card_lines')
          .set({ approval: 'Pending', estimate_link_id: link.id })
          .where(
            'id',
            'in',
            lines.map((l) => l.id),
          )
          .execute();
        const total = lines.reduce((sum, l) => sum + Number(l.total_paise), 0);
        await addTimelineEvent(trx, {
          jobCardId: card.id,
          from: card.status,
          to: next ?? card.status,
          remark: `Estimate of ${lines.length} line(s), ${formatInr(paiseToRupees(total))}, sent to ${card.mobile}`,
          accountId: caller.accountId,
          actor: await actorLabel(trx, caller.accountId),
        });
        return {
          card: { id: card.id, number: card.number, status: next ?? card.status },
          mobile: card.mobile,
          centerName: card.centerName,
          count: lines.length,
          total,
        };
      });
      const linkUrl = `${origin}/estimate/${token}`;
      // after commit: the SMS provider writes on its own connection (the development outbox is a table)
      await ctx.sms.send(
        result.mobile,
        `${result.centerName}: your vehicle estimate ${result.card.number} for ${formatInr(paiseToRupees(result.total))} is ready. Approve or decline each item: ${linkUrl} (valid ${ESTIMATE_LINK_DAYS} days)`,
      );
      await publishJobCardChange(ctx, caller.centerId, result.card, 'estimate-sent');
      return {
        jobcardid: result.card.id,
        status: result.card.status,
        sentto: result.mobile,
        expireson: expires,
        estimatelink: linkUrl,
        linecount: result.count,
      };
    },

    async publicView(token: string): Promise<PublicEstimate> {
      return view(await openLink(db, token));
    },

    /** The customer's answer, line by line; the link is used up by it. */
    async decide(
      token: string,
      body: EstimateDecisionPayload,
      client: { ip: string; userAgent: string },
    ): Promise<PublicEstimate> {
      const link = await openLink(db, token);
      const outcome = await db.transaction().execute(async (trx) => {
        // Claim the link first: of two answers racing, the conditional update lets one in, and the other is told
        // the link is used (410), never that its lines are unknown because the first has just answered them. A
        // refused answer below rolls the claim back.
        const now = nowIso();
        const used = await trx
          .updateTable('estimate_links')
          .set({ used_at: now })
          .where('id', '=', link.id)
          .where('used_at', 'is', null)
          .where('superseded_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) === 0) throw gone(S.estimateUsed);
        const waiting = await trx
          .selectFrom('job_card_lines')
          .select('id')
          .where('estimate_link_id', '=', link.id)
          .where('approval', '=', 'Pending')
          .execute();
        const waitingIds = new Set(waiting.map((l) => l.id));
        const answers = new Map(body.decisions.map((d) => [d.lineid, d.approved]));
        if ([...answers.keys()].some((id) => !waitingIds.has(id))) throw badRequest(S.decisionUnknownLine);
        if (answers.size !== waitingIds.size) throw badRequest(S.decisionsIncomplete);
        const approved = [...answers].filter(([, yes]) => yes).map(([id]) => id);
        const declined = [...answers].filter(([, yes]) => !yes).map(([id]) => id);
        if (approved.length) {
          await trx
            .updateTable('job_card_lines')
            .set({ approval: 'Approved', decided_at: now })
            .where('id', 'in', approved)
            .execute();
        }
        if (declined.length) {
          await trx
            .updateTable('job_card_lines')
            .set({ approval: 'Declined', decided_at: now })
            .where('id', 'in', declined)
            .execute();
        }
        await trx
          .insertInto('estimate_decisions')
          .values({
            estimate_link_id: link.id,
            job_card_id: link.job_card_id,
            approved_line_ids: JSON.stringify(approved),
            declined_line_ids: JSON.stringify(declined),
            ip: client.ip,
            user_agent: client.userAgent.slice(0, 500),
            decided_at: now,
          })
          .execute();
        const card = await trx
          .selectFrom('job_cards')
          .select(['id', 'number', 'status', 'service_center_id'])
          .where('id', '=', link.job_card_id)
          .executeTakeFirstOrThrow();
        let status = card.status;
        if (card.status === 'EstimateSent') {
          status = approved.length > 0 ? 'Approved' : 'Declined';
          await moveStatus(trx, card.id, card.status, status);
        }
        await addTimelineEvent(trx, {
          jobCardId: card.id,
          from: card.status,
          to: status,
          remark: `Customer approved ${approved.length} of ${answers.size} line(s) on the estimate link`,
          accountId: null,
          actor: CUSTOMER_LINK_ACTOR,
        });
        return {
          card: { id: card.id, number: card.number, status },
          centerId: card.service_center_id,
          decidedAt: now,
        };
      });
      await publishJobCardChange(ctx, outcome.centerId, outcome.card, 'estimate-answered');
      const answered = await view(link);
      return { ...answered, answered: true, answeredon: outcome.decidedAt };
    },
  };
}
