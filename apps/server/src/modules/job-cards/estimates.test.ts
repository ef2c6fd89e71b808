import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUITE_MESSAGES as S } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { sha256 } from '../../platform/crypto.js';
import {
  type Client,
  createJobCard,
  gstRegisteredPaidCenter,
  oneOffLine,
} from '../../test-support/suite-fixtures.js';

let t: TestApp;
let paid: Client;
let centerId: number;

beforeAll(async () => {
  t = await createTestApp();
  // these tests are about a GST-registered center (see 'centers without GST' for the others)
  ({ paid, centerId } = await gstRegisteredPaidCenter(t));
});
afterAll(async () => t.close());

const threeLines = [
  oneOffLine({
    description: 'Front brake pads',
    linetype: 'Part',
    hsnsac: '87083000',
    unitpricepaise: 180000,
  }),
  oneOffLine({ description: 'Brake labour', unitpricepaise: 40000 }),
  oneOffLine({ description: 'AC gas top-up', linetype: 'Service', unitpricepaise: 180000 }),
];
const send = (jobcardid: number) => paid('POST', '/api/JobCard/SendEstimate', { jobcardid });
const tokenOf = (link: string) => link.split('/estimate/')[1]!;
const publicGet = (token: string) => t.app.inject({ method: 'GET', url: `/api/Estimate/${token}` });
const decide = (token: string, decisions: { lineid: number; approved: boolean }[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Estimate/${token}/Decision`,
    payload: { decisions },
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' },
    // The customer's phone: the connection's address (no proxy is trusted by default).
    remoteAddress: '203.0.113.7',
  });

describe('estimate approval by link', () => {
  it('sends an SMS with a private link, stores only its hash, and shows the estimate without an account', async () => {
    const card = await createJobCard(paid, threeLines);
    // A forged Host header does not choose the site the SMS points to: the configured address does.
    const sent = await paid(
      'POST',
      '/api/JobCard/SendEstimate',
      { jobcardid: card.jobcardid },
      { host: 'evil.example' },
    );
    expect(sent.statusCode).toBe(200);
    const body = sent.json();
    expect(body).toMatchObject({ status: 'EstimateSent', sentto: card.mobilenO1, linecount: 3 });
    expect(new URL(body.estimatelink).origin).toBe(t.app.ctx.config.notifications.publicUrl);
    const token = tokenOf(body.estimatelink);
    expect(Buffer.from(token, 'base64url').length).toBe(32);
    const sms = await t.app.ctx.db
      .selectFrom('sms_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sms.to_mobile).toBe(card.mobilenO1);
    expect(sms.body).toContain(`/estimate/${token}`);
    expect(sms.body).toContain('₹4,720.00');
    const stored = await t.app.ctx.db
      .selectFrom('estimate_links')
      .selectAll()
      .where('job_card_id', '=', card.jobcardid)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const days = (Date.parse(stored[0]!.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const page = await publicGet(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.json()).toMatchObject({
      servicecentername: 'Sri Lakshmi Auto Works',
      jobcardno: card.jobcardno,
      vehregistrationno: card.vehregistrationno,
      complaints: ['Brakes squeal', 'AC not cooling'],
      totals: { taxablepaise: 400000, gstpaise: 72000, grandtotalpaise: 472000 },
      answered: false,
    });
    expect(
      page.json().lines.map((l: { description: string; gstrate: number }) => [l.description, l.gstrate]),
    ).toEqual([
      ['Front brake pads', 18],
      ['Brake labour', 18],
      ['AC gas top-up', 18],
    ]);
  });

  it('counts as waiting for the customer only the lines sent on an estimate and not yet answered', async () => {
    const card = await createJobCard(paid, threeLines);
    const pending = async () => {
      const detail = (await paid('GET', `/api/JobCard/GetJobCardById?jobcardid=${card.jobcardid}`)).json();
      const list = (
        await paid('GET', `/api/JobCard/GetJobCards?SEARCH=${encodeURIComponent(card.jobcardno)}`)
      ).json();
      return [detail.pendingapprovalcount, list.items[0].pendingapprovalcount];
    };
    // a new card's lines are Draft ("Not sent"): nobody has been asked yet
    expect(card.pendingapprovalcount).toBe(0);
    expect(await pending()).toEqual([0, 0]);

    const token = tokenOf((await send(card.jobcardid)).json().estimatelink);
    expect(await pending()).toEqual([3, 3]);

    const lineIds = card.lines.map((l) => l.lineid);
    expect(
      (
        await decide(
          token,
          lineIds.map((lineid) => ({ lineid, approved: true })),
        )
      ).statusCode,
    ).toBe(200);
    expect(await pending()).toEqual([0, 0]);
  });

  it('records a partial approval line by line (which, when, IP, user agent), excludes declined lines, and tells the center live', async () => {
    const card = await createJobCard(paid, threeLines);
    const token = tokenOf((await send(card.jobcardid)).json().estimatelink);
    const events: Record<string, unknown>[] = [];
    const unsubscribe = t.app.ctx.bus.subscribe(`center:${centerId}`, (e) => events.push(e));
    const [pads, labour, ac] = card.lines.map((l) => l.lineid) as [number, number, number];
    const answer = await decide(token, [
      { lineid: pads, approved: true },
      { lineid: labour, approved: true },
      { lineid: ac, approved: false },
    ]);
    unsubscribe();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ answered: true, approvedtotals: { grandtotalpaise: 259600 } });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'jobcard-changed',
        jobcardid: card.jobcardid,
        status: 'Approved',
        change: 'estimate-answered',
      }),
    );

    const after = (await paid('GET', `/api/JobCard/GetJobCardById?jobcardid=${card.jobcardid}`)).json();
    expect(after.status).toBe('Approved');
    expect(after.lines.map((l: { approval: string }) => l.approval)).toEqual([
      'Approved',
      'Approved',
      'Declined',
    ]);
    expect(after.totals.grandtotalpaise).toBe(259600);
    expect(after.decisions).toEqual([
      expect.objectContaining({
        approvedlineids: [pads, labour],
        declinedlineids: [ac],
        ip: '203.0.113.7',
        useragent: 'Mozilla/5.0 (Linux; Android 14) Mobile',
      }),
    ]);
    expect(after.timeline.at(-1)).toMatchObject({
      by: 'Customer (estimate link)',
      remark: 'Customer approved 2 of 3 line(s) on the estimate link',
    });

    // the link is used up
    const reuse = await decide(token, [{ lineid: pads, approved: true }]);
    expect(reuse.statusCode).toBe(410);
    expect(reuse.json().message).toBe(S.estimateUsed);
    expect((await publicGet(token)).statusCode).toBe(410);

    // decided lines are locked; a line added after approval needs a new approval of just that line
    const locked = await paid('POST', '/api/JobCard/AddUpdateJobCard', {
      jobcardid: card.jobcardid,
      complaints: ['x'],
      lines: [
        { ...threeLines[0], lineid: pads, unitpricepaise: 1 },
        { ...threeLines[1], lineid: labour },
        { ...threeLines[2], lineid: ac },
      ],
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(S.decidedLineLocked);
    const added = await paid('POST', '/api/JobCard/AddUpdateJobCard', {
      jobcardid: card.jobcardid,
      complaints: ['x'],
      lines: [
        { ...threeLines[0], lineid: pads },
        { ...threeLines[1], lineid: labour },
        { ...threeLines[2], lineid: ac },
        oneOffLine({
          description: 'Wiper blades',
          linetype: 'Part',
          hsnsac: '85124000',
          unitpricepaise: 60000,
        }),
      ],
    });
    expect(added.statusCode).toBe(200);
    // the new line is not sent yet, so nothing waits for the customer until the second estimate goes
    expect(added.json().pendingapprovalcount).toBe(0);
    expect(
      (
        await paid('PUT', '/api/JobCard/UpdateJobCardStatus', {
          jobcardid: card.jobcardid,
          status: 'InProgress',
        })
      ).statusCode,
    ).toBe(200);
    const second = await send(card.jobcardid);
    expect(second.json()).toMatchObject({ status: 'InProgress', linecount: 1 });
    const secondPage = (await publicGet(tokenOf(second.json().estimatelink))).json();
    expect(secondPage.lines.map((l: { description: string }) => l.description)).toEqual(['Wiper blades']);
    expect(secondPage.previouslyapprovedtotalpaise).toBe(259600);
  });

  it('answers wrong, expired and superseded links with clear messages, and checks the answer covers every line', async () => {
    const wrong = await publicGet('not-a-real-token');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(S.estimateNotFound);
    expect((await decide('not-a-real-token', [{ lineid: 1, approved: true }])).statusCode).toBe(404);

    const card = await createJobCard(paid, threeLines.slice(0, 2));
    const first = tokenOf((await send(card.jobcardid)).json().estimatelink);
    const incomplete = await decide(first, [{ lineid: card.lines[0]!.lineid, approved: true }]);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe(S.decisionsIncomplete);
    const stranger = await decide(first, [
      { lineid: card.lines[0]!.lineid, approved: true },
      { lineid: 999999, approved: true },
    ]);
    expect(stranger.json().message).toBe(S.decisionUnknownLine);

    const newer = tokenOf((await send(card.jobcardid)).json().estimatelink);
    const old = await publicGet(first);
    expect(old.statusCode).toBe(410);
    expect(old.json().message).toBe(S.estimateSuperseded);

    await t.app.ctx.db
      .updateTable('estimate_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(newer))
      .execute();
    const expired = await publicGet(newer);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(S.estimateExpired);
    const late = await decide(
      newer,
      card.lines.map((l) => ({ lineid: l.lineid, approved: true })),
    );
    expect(late.statusCode).toBe(410);
    expect((await paid('GET', `/api/JobCard/GetJobCardById?jobcardid=${card.jobcardid}`)).json().status).toBe(
      'EstimateSent',
    );

    // a cancelled job card's link cannot be answered any more
    const third = tokenOf((await send(card.jobcardid)).json().estimatelink);
    const cancel = await paid('PUT', '/api/JobCard/UpdateJobCardStatus', {
      jobcardid: card.jobcardid,
      status: 'Cancelled',
    });
    expect(cancel.statusCode).toBe(200);
    expect((await publicGet(third)).json().message).toBe(S.estimateSuperseded);

    // an estimate whose every line the center changed since sending is replaced, not shown empty
    const edited = await createJobCard(paid, threeLines.slice(0, 1));
    const stale = tokenOf((await send(edited.jobcardid)).json().estimatelink);
    await paid('POST', '/api/JobCard/AddUpdateJobCard', {
      jobcardid: edited.jobcardid,
      complaints: ['x'],
      lines: [{ ...threeLines[0], lineid: edited.lines[0]!.lineid, unitpricepaise: 170000 }],
    });
    expect((await publicGet(stale)).json().message).toBe(S.estimateSuperseded);
  });

  it('declining every line declines the job card; answers at once: one wins', async () => {
    const card = await createJobCard(paid, threeLines.slice(0, 1));
    const token = tokenOf((await send(card.jobcardid)).json().estimatelink);
    const line = card.lines[0]!.lineid;
    // Four at once (on PostgreSQL each in its own connection): one wins, every other is told the link is used,
    // never that its line is unknown because the winner has just answered it.
    const answers = await Promise.all(
      [false, true, false, true].map((approved) => decide(token, [{ lineid: line, approved }])),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410, 410, 410]);
    const winner = answers.findIndex((a) => a.statusCode === 200);
    const status = (await paid('GET', `/api/JobCard/GetJobCardById?jobcardid=${card.jobcardid}`)).json()
      .status;
    expect(status).toBe(winner % 2 === 0 ? 'Declined' : 'Approved');
    const nothing = await createJobCard(paid, []);
    const empty = await send(nothing.jobcardid);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(S.nothingToApprove);
  });

  it('rate-limits the public link per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const url = '/api/Estimate/guess-' + i;
      codes.push((await t.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.9' })).statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 404)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
