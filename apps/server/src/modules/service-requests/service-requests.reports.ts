/** Reading requests back: paged lists (customer, mobile, center), the center's summary and its report. */
import {
  addCalendarDays,
  indiaDayStart,
  indiaDayWindow,
  indiaMonthWindow,
  istDate,
  type CenterRequestSort,
  type PageQuery,
  type SrStatus,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { toCount } from '../../platform/db.js';
import { pageWindow, toPage } from '../../platform/paging.js';
import { localDate, localIso } from './service-requests.format.js';
import {
  CENTER_SORT_COLUMNS,
  countQuery,
  filtered,
  requestQuery,
  toCenterRowContract,
  toCustomerContract,
  type ListFilter,
} from './service-requests.contract.js';

export function createServiceRequestReportsService(ctx: AppContext) {
  const { db } = ctx;

  /** A newest-first page of customer-facing rows matching `filter`, with the total of all pages. */
  async function listPage(page: PageQuery, filter: ListFilter) {
    const { limit, offset } = pageWindow(page);
    const [rows, count] = await Promise.all([
      filtered(requestQuery(db), filter)
        .orderBy('sr.created_at', 'desc')
        .orderBy('sr.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      filtered(countQuery(db), filter).executeTakeFirstOrThrow(),
    ]);
    return toPage(rows.map(toCustomerContract), count.n);
  }

  return {
    /** One page of a customer's requests, newest first, with the total of all pages. */
    async listForCustomer(customerId: number, page: PageQuery) {
      return listPage(page, { customerId });
    },

    async listForMobile(mobile: string, page: PageQuery) {
      return listPage(page, { mobile });
    },

    /** One page of a center's requests (newest first unless sorted by a column), with the total. */
    async listForCenter(
      centerId: number,
      statuses: readonly SrStatus[] | null,
      page: PageQuery,
      sort?: { key: CenterRequestSort; order: 'asc' | 'desc' },
    ) {
      const filter: ListFilter = { centerId, statuses };
      const { limit, offset } = pageWindow(page);
      let query = filtered(requestQuery(db), filter);
      if (sort) {
        const dir = sort.order;
        for (const column of CENTER_SORT_COLUMNS[sort.key]) query = query.orderBy(column, dir);
        query = query.orderBy('sr.id', dir);
      } else {
        query = query.orderBy('sr.created_at', 'desc').orderBy('sr.id', 'desc');
      }
      const [rows, count] = await Promise.all([
        query.limit(limit).offset(offset).execute(),
        filtered(countQuery(db), filter).executeTakeFirstOrThrow(),
      ]);
      return toPage(rows.map(toCenterRowContract), count.n);
    },

    async summary(centerId: number, now = new Date()) {
      const counts = await db
        .selectFrom('service_requests')
        .select(['status', (eb) => eb.fn.countAll().as('n')])
        .where('service_center_id', '=', centerId)
        .where('status', 'in', ['Open', 'Accepted'])
        .groupBy('status')
        .execute();
      const count = (s: string) => toCount(counts.find((c) => c.status === s)?.n);
      // Today, this month and the last 30 days are Indian ones; bounded at both ends so a past `now` works too.
      const day = indiaDayWindow(now);
      const month = indiaMonthWindow(now);
      const [fromDay, toDay] = [day.start.toISOString(), day.end.toISOString()];
      const [fromMonth, toMonth] = [month.start.toISOString(), month.end.toISOString()];
      // Closed and Rejected are final, so updated_at is the time of that change.
      const finals = await db
        .selectFrom('service_requests')
        .select(['status', 'updated_at'])
        .where('service_center_id', '=', centerId)
        .where('status', 'in', ['Closed', 'Rejected'])
        .where('updated_at', '>=', fromMonth)
        .where('updated_at', '<', toMonth)
        .execute();
      const today = (r: { updated_at: string }) => r.updated_at >= fromDay && r.updated_at < toDay;
      const firstDay = addCalendarDays(istDate(now), -29);
      const created = await db
        .selectFrom('service_requests')
        .select('created_at')
        .where('service_center_id', '=', centerId)
        .where('created_at', '>=', indiaDayStart(firstDay).toISOString())
        .where('created_at', '<', toDay)
        .execute();
      const perDayMap = new Map<string, number>();
      for (let i = 0; i < 30; i += 1) perDayMap.set(addCalendarDays(firstDay, i), 0);
      for (const r of created) {
        const date = localDate(r.created_at);
        if (perDayMap.has(date)) perDayMap.set(date, (perDayMap.get(date) ?? 0) + 1);
      }
      const center = await db
        .selectFrom('service_centers')
        .select(['rating', 'rating_count'])
        .where('id', '=', centerId)
        .executeTakeFirst();
      return {
        open: count('Open'),
        accepted: count('Accepted'),
        closedToday: finals.filter((r) => r.status === 'Closed' && today(r)).length,
        closedThisMonth: finals.filter((r) => r.status === 'Closed').length,
        rejectedThisMonth: finals.filter((r) => r.status === 'Rejected').length,
        rating: Number(center?.rating ?? 0),
        ratingCount: Number(center?.rating_count ?? 0),
        perDay: [...perDayMap].map(([date, n]) => ({ date, count: n })),
      };
    },

    /** Requests created from the Indian day `from` to the Indian day `to` ('YYYY-MM-DD'), both included. */
    async report(centerId: number, from: string, to: string, status: SrStatus | 'All') {
      const start = indiaDayStart(from).toISOString();
      const end = indiaDayStart(addCalendarDays(to, 1)).toISOString();
      const rows = await requestQuery(db)
        .where('sr.service_center_id', '=', centerId)
        .where('sr.created_at', '>=', start)
        .where('sr.created_at', '<', end)
        .orderBy('sr.created_at')
        .orderBy('sr.id')
        .execute();
      const totals = { Open: 0, Accepted: 0, Rejected: 0, Closed: 0 };
      for (const r of rows) totals[r.status] += 1;
      const shown = status === 'All' ? rows : rows.filter((r) => r.status === status);
      return {
        totals,
        rows: shown.map((r) => ({
          servicerequestid: r.id,
          bookingref: r.booking_ref,
          createdon: localIso(r.created_at),
          updatedon: localIso(r.updated_at),
          status: r.status,
          remarks: r.remarks,
          vehicle: r.vehicle_text,
          issue: r.issue,
          mobileno: r.mobile,
          currentlocation: r.current_location,
        })),
      };
    },
  };
}
