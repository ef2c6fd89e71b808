import { PRIVACY_MESSAGES, type MyData } from '@fixo/shared';
import { sql } from 'kysely';
import type { SessionUser } from '../../platform/auth.js';
import type { Database } from '../../db/schema.js';
import type { Db } from '../../platform/db.js';
import { nowIso } from '../../platform/db.js';
import { exportTexts, type ExportTexts } from './my-data-texts.js';

type Row = Record<string, unknown>;

/** Requests of a customer: those filed signed in, and those filed as a guest under the same (proven) number. */
export function customerRequestIds(db: Db, user: SessionUser) {
  return db
    .selectFrom('service_requests')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('customer_id', '=', user.customerId ?? -1),
        eb.and([eb('customer_id', '=', 0), eb('mobile', '=', user.mobile)]),
      ]),
    );
}

type Column<T extends keyof Database> = keyof Database[T] & string;

/** The rows of one table held under the person's own id or number (`owner`: column and value), oldest first. */
async function ownRows<T extends keyof Database & string>(
  db: Db,
  table: T,
  columns: readonly Column<T>[],
  [ownerColumn, ownerValue]: [Column<T>, number | string],
  orderBy: Column<T> | 'id' = 'id',
): Promise<Row[]> {
  const query = sql<Row>`select ${sql.join(columns.map((column) => sql.ref(column)))} from ${sql.table(table)}
    where ${sql.ref(ownerColumn)} = ${ownerValue} order by ${sql.ref(orderBy)}`;
  return (await query.execute(db)).rows;
}

/**
 * Everything the app holds about the signed-in person, section by section. Only rows selected by this
 * account's own ids or number: never another person's. A center's received requests are listed without the
 * customers' personal fields (those are the customers' data, not the center's).
 */
export async function collectMyData(db: Db, user: SessionUser): Promise<MyData> {
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'user_type', 'mobile', 'mobile_verified_at', 'created_at'])
    .where('id', '=', user.accountId)
    .executeTakeFirstOrThrow();
  const sections: MyData['sections'] = [];
  const add = (title: string, rows: Row[]) => sections.push({ title, rows });

  if (user.customerId) {
    add(
      'Profile',
      await db
        .selectFrom('customers as c')
        .leftJoin('cities', 'cities.id', 'c.city_id')
        .leftJoin('states', 'states.id', 'c.state_id')
        .select([
          'c.name',
          'c.mobile',
          'c.mobile2',
          'c.email',
          'c.address1',
          'c.address2',
          'cities.name as city',
          'states.name as state',
          'c.postal_code',
          'c.location',
          'c.created_at',
          'c.updated_at',
        ])
        .where('c.id', '=', user.customerId)
        .execute(),
    );
    add(
      'Vehicles',
      await db
        .selectFrom('customer_vehicles as v')
        .leftJoin('vehicle_models as m', 'm.id', 'v.model_id')
        .select(['m.name as model', 'v.make_other', 'v.registration_no', 'v.chassis_no', 'v.mileage'])
        .where('v.customer_id', '=', user.customerId)
        .execute(),
    );
    const requests = await db
      .selectFrom('service_requests as r')
      .innerJoin('service_centers as sc', 'sc.id', 'r.service_center_id')
      .select([
        'r.id',
        'r.booking_ref',
        'r.status',
        'sc.name as service_center',
        'r.mobile',
        'r.email',
        'r.issue',
        'r.current_location',
        'r.location',
        'r.vehicle_text',
        'r.registration_no',
        'r.chassis_no',
        'r.mileage',
        'r.remarks',
        'r.created_at',
      ])
      .where('r.id', 'in', customerRequestIds(db, user))
      .orderBy('r.id')
      .execute();
    add('Service requests', requests);
    add(
      'Service request history',
      requests.length
        ? await db
            .selectFrom('service_request_events')
            .select(['service_request_id', 'from_status', 'to_status', 'remark', 'created_at'])
            .where(
              'service_request_id',
              'in',
              requests.map((r) => r.id),
            )
            .orderBy('id')
            .execute()
        : [],
    );
  }

  if (user.serviceCenterId) {
    add(
      'Service center profile',
      await ownRows(
        db,
        'service_centers',
        [
          'name',
          'contact_person1',
          'contact_person2',
          'mobile',
          'mobile2',
          'email',
          'address1',
          'address2',
          'postal_code',
          'lat',
          'lng',
          'office_start',
          'office_end',
          'gst_no',
          'pickup',
          'is_active',
          'created_at',
          'updated_at',
        ],
        ['id', user.serviceCenterId],
      ),
    );
    add(
      'Offers',
      await ownRows(
        db,
        'offers',
        ['offer_code', 'custom_offer', 'discount_percentage', 'discount_amount', 'start_date', 'end_date'],
        ['service_center_id', user.serviceCenterId],
      ),
    );
    add(
      'Plans and payments',
      await db
        .selectFrom('subscriptions as s')
        .innerJoin('plans as p', 'p.id', 's.plan_id')
        .select(['p.name as plan', 's.amount_received_paise', 's.received_at', 's.valid_till', 's.status'])
        .where('s.service_center_id', '=', user.serviceCenterId)
        .orderBy('s.id')
        .execute(),
    );
    add(
      'Requests received (customers’ details left out: they are the customers’ own data)',
      await ownRows(
        db,
        'service_requests',
        ['booking_ref', 'status', 'vehicle_text', 'created_at'],
        ['service_center_id', user.serviceCenterId],
      ),
    );
  }

  add(
    'Consents',
    await ownRows(
      db,
      'consents',
      ['page_source', 'consent_given', 'consent_text', 'language', 'location', 'created_at'],
      ['mobile', user.mobile],
    ),
  );
  add(
    'Grievances',
    await db
      .selectFrom('grievances')
      .select(['reference', 'category', 'message', 'status', 'answer', 'created_at'])
      .where('account_id', '=', user.accountId)
      .orderBy('id')
      .execute(),
  );
  add(
    'Signed-in sessions',
    await ownRows(db, 'sessions', ['created_at', 'expires_at'], ['account_id', user.accountId], 'created_at'),
  );

  return {
    generatedon: nowIso(),
    account: { ...account },
    sections,
    retained: user.serviceCenterId ? PRIVACY_MESSAGES.centerRetentionNote : PRIVACY_MESSAGES.retentionNote,
  };
}

const escapeHtml = (value: unknown): string =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

function table(rows: Row[], texts: ExportTexts): string {
  if (!rows.length) return `<p class="none">${escapeHtml(texts.nothingHeld)}</p>`;
  const keys = Object.keys(rows[0]!);
  const head = keys.map((k) => `<th>${escapeHtml(texts.field(k))}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${keys.map((k) => `<td>${escapeHtml(row[k])}</td>`).join('')}</tr>`)
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/**
 * A standalone page a person can open and print: no scripts, every value escaped, one table per section.
 * Served as a download, so the app's CSP does not apply to the saved file; its styles are inline on purpose.
 * Its words are in the account's language (`language`); the values are as stored.
 */
export function myDataHtml(data: MyData, language: string = 'en'): string {
  const texts = exportTexts(language);
  const sections = data.sections
    .map((s) => `<section><h2>${escapeHtml(texts.section(s.title))}</h2>${table(s.rows, texts)}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="${texts.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(texts.title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Devanagari",sans-serif;color:#111;margin:24px;line-height:1.4}
html[lang="hi"] body{font-family:"Noto Sans Devanagari",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
h1{font-size:22px;margin:0 0 4px}h2{font-size:16px;margin:24px 0 8px;border-bottom:1px solid #ccc;padding-bottom:4px}
table{border-collapse:collapse;width:100%;font-size:12px}th,td{border:1px solid #ccc;padding:4px 6px;text-align:left;vertical-align:top;word-break:break-word}
th{background:#f3f4f6}.meta{color:#555;font-size:13px}.none{color:#555;font-size:13px}.note{background:#fffbeb;border:1px solid #fcd34d;padding:8px;font-size:13px}
@media print{body{margin:0}section{break-inside:avoid-page}th{background:#eee!important;-webkit-print-color-adjust:exact;print-color-adjust:exact}}
</style></head><body>
<h1>${escapeHtml(texts.title)}</h1>
<p class="meta">${escapeHtml(texts.meta(String(data.account.mobile), String(data.account.user_type), data.generatedon))}</p>
<p class="note">${escapeHtml(texts.retained(data.retained))}</p>
${sections}
</body></html>`;
}

/** The account's language (customers and centers keep one; a manager's export is English). */
export async function accountLanguage(db: Db, user: SessionUser): Promise<string> {
  if (user.customerId) {
    const row = await db
      .selectFrom('customers')
      .select('language')
      .where('id', '=', user.customerId)
      .executeTakeFirst();
    return row?.language ?? 'en';
  }
  if (user.serviceCenterId) {
    const row = await db
      .selectFrom('service_centers')
      .select('language')
      .where('id', '=', user.serviceCenterId)
      .executeTakeFirst();
    return row?.language ?? 'en';
  }
  return 'en';
}
