/**
 * The agenda is rich text (spec 2.7, decision 14): sanitized on every write like the notes,
 * shown as HTML in the invitation, as plain text in the calendar DESCRIPTION; plain-text
 * agendas keep their lines.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { EmailPreview, Meeting } from '@/shared/schemas/meeting';
import { databaseKinds, useTestApp } from '../../test/harness';
import { emailOutbox, meetingSeries, meetings } from '../../db/schema';
import { formBody, signedInTeam } from '../../test/support/meetings-test-helpers';

const RICH =
  '<p>Talk about <strong>growth</strong><script>alert(1)</script></p>' +
  '<ul><li onclick="x()">Goals</li></ul><p><a href="javascript:alert(2)">bad</a></p>';

function expectClean(stored: string | null | undefined) {
  expect(stored).toContain('<strong>growth</strong>');
  expect(stored).toContain('<li>Goals</li>');
  expect(stored).not.toMatch(/script|alert|onclick|javascript/i);
}

function description(ics: string): string {
  const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
  return String(vevent.getFirstPropertyValue('description'));
}

describe.each(databaseKinds())('the rich-text agenda on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => t.clock.reset());

  const post = (cookie: string, meeting: object) =>
    t.request({ method: 'POST', url: '/api/meetings', cookie, payload: { meeting } });

  it('is sanitized on create: script and handlers go, bold and lists stay; mail and .ics agree', async () => {
    const w = await signedInTeam(t);
    const res = await post(w.as.manager, formBody(w.member.id, { agenda: RICH }));
    expect(res.statusCode).toBe(201);
    const m = res.json() as Meeting;
    expectClean(m.agenda);
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, m.id));
    expectClean(row!.agenda);

    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.meetingId, m.id));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.htmlBody).toContain('<strong>growth</strong>');
      expect(mail.htmlBody).not.toMatch(/<script|onclick|javascript:/i);
      expect(mail.textBody).toContain('Talk about growth');
      expect(mail.textBody).not.toMatch(/<\/?[a-z]+>/i);
      const desc = description(mail.icsContent!);
      expect(desc).toContain('Talk about growth');
      expect(desc).toContain('Goals');
      expect(desc).not.toMatch(/<|>/);
    }
  });

  it('is sanitized on PATCH (organiser) and PUT (participant)', async () => {
    const w = await signedInTeam(t);
    const meeting = await t.factory.meeting({
      managerId: w.manager.id,
      teamMemberId: w.member.id,
      date: '2031-03-10',
    });
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}`,
      cookie: w.as.manager,
      payload: { agenda: RICH },
    });
    expect(patched.statusCode).toBe(200);
    expectClean((patched.json() as Meeting).agenda);

    const current = (
      await t.request({ method: 'GET', url: `/api/meetings/${meeting.id}`, cookie: w.as.member })
    ).json() as Meeting;
    const put = await t.request({
      method: 'PUT',
      url: `/api/meetings/${meeting.id}`,
      cookie: w.as.member,
      payload: {
        date: current.date,
        startTime: current.startTime,
        agenda: `${RICH}<img src=x onerror=alert(3)>`,
        actionItems: [],
        version: current.version,
      },
    });
    expect(put.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expectClean(row!.agenda);
    expect(row!.agenda).not.toContain('<img');
  });

  it('keeps a plain-text agenda as typed; its lines survive in mail and .ics', async () => {
    const w = await signedInTeam(t);
    const agenda = 'Goals & growth\nFeedback <3\nNext steps';
    const res = await post(w.as.manager, formBody(w.member.id, { agenda }));
    expect(res.statusCode).toBe(201);
    const m = res.json() as Meeting;
    expect(m.agenda).toBe(agenda);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.meetingId, m.id));
    expect(mail!.htmlBody).toMatch(
      /<p>Goals &amp; growth<br ?\/?>Feedback &lt;3<br ?\/?>Next steps<\/p>/,
    );
    expect(mail!.textBody).toContain('Goals & growth\nFeedback <3\nNext steps');
    expect(description(mail!.icsContent!)).toBe(agenda);
  });

  it('wraps markup that sanitizes to bare text in a paragraph, and drops agendas left empty', async () => {
    const w = await signedInTeam(t);
    const spanned = await post(
      w.as.manager,
      formBody(w.member.id, { agenda: '<span>a & b</span>' }),
    );
    expect((spanned.json() as Meeting).agenda).toBe('<p>a &amp; b</p>');
    const empty = await post(w.as.manager, formBody(w.member.id, { agenda: '<script>x</script>' }));
    expect((empty.json() as Meeting).agenda).toBeNull();
  });

  it('is sanitized in the e-mail preview and on a series (its row and occurrences)', async () => {
    t.clock.set(new Date('2031-03-01T09:00:00Z'));
    const w = await signedInTeam(t);
    const preview = await t.request({
      method: 'POST',
      url: '/api/meetings/email-preview',
      cookie: w.as.manager,
      payload: { meeting: formBody(w.member.id, { agenda: RICH }) },
    });
    expect(preview.statusCode).toBe(200);
    for (const m of (preview.json() as EmailPreview).messages) {
      expect(m.html).toContain('<strong>growth</strong>');
      expect(m.html).not.toMatch(/<script|onclick|javascript:/i);
    }

    const res = await post(
      w.as.manager,
      formBody(w.member.id, {
        agenda: RICH,
        date: '2031-03-11',
        timezone: 'Europe/Berlin',
        recurrence: { rrule: 'FREQ=WEEKLY' },
      }),
    );
    expect(res.statusCode).toBe(201);
    const first = res.json() as Meeting;
    const [series] = await t.database.db
      .select()
      .from(meetingSeries)
      .where(eq(meetingSeries.id, first.seriesId!));
    expectClean(series!.agenda);
    const rows = await t.database.db
      .select()
      .from(meetings)
      .where(eq(meetings.seriesId, first.seriesId!));
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expectClean(row.agenda);
  });
});
