import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Meeting } from '@/shared/schemas/meeting';
import { databaseKinds, useTestApp } from '../../test/harness';
import { expandSeries } from '../../test/ical-expand';
import { emailOutbox, meetingSeries, meetings } from '../../db/schema';
import { buildCalendar } from '../calendar/ical';
import { loadPeople } from './meetings.rules';
import { formBody, signedInTeam } from '../../test/support/meetings-test-helpers';
import { seriesEvents } from './series.calendar';

const lines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');
/** Values of property `name` in the VEVENTs of `text` (not the VTIMEZONE's). */
const prop = (text: string, name: string) =>
  lines(text)
    .filter(
      (_, i, all) =>
        all.slice(0, i).lastIndexOf('BEGIN:VEVENT') >
        all.slice(0, i).lastIndexOf('BEGIN:VTIMEZONE'),
    )
    .filter((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))
    .map((l) => l.slice(l.indexOf(':') + 1));

describe.each(databaseKinds())('series mail and calendar on %s', (kind) => {
  const t = useTestApp(kind);

  it('invites, updates and cancels with one UID and a rising SEQUENCE; calendars show the app’s dates', async () => {
    t.clock.set(new Date('2027-03-01T09:00:00Z'));
    const w = await signedInTeam(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.manager,
      payload: {
        meeting: formBody(w.member.id, {
          date: '2027-03-16',
          startTime: '10:00',
          timezone: 'Europe/Berlin',
          recurrence: { rrule: 'FREQ=WEEKLY;UNTIL=20270518' },
        }),
      },
    });
    expect(res.statusCode).toBe(201);
    const first = res.json() as Meeting;
    const rows = () =>
      t.database.db
        .select()
        .from(meetings)
        .where(eq(meetings.seriesId, first.seriesId!))
        .orderBy(asc(meetings.date));
    const before = await rows();
    expect(before).toHaveLength(10);
    const moved = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${before[2]!.id}`,
      cookie: w.as.manager,
      payload: { date: '2027-04-01', startTime: '14:00' },
    });
    expect(moved.statusCode).toBe(200);
    const skipped = await t.request({
      method: 'DELETE',
      url: `/api/meetings/${before[4]!.id}`,
      cookie: w.as.manager,
    });
    expect(skipped.statusCode).toBe(200);

    const outbox = await t.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    const app = (await rows()).map((r) => ({ date: r.date, time: r.startTime }));
    expect(app).toHaveLength(9);
    expect(app).toContainEqual({ date: '2027-04-01', time: '14:00' });
    for (const person of [w.manager, w.member]) {
      const mine = outbox.filter((m) => m.toAddress === person.email);
      expect(mine.map((m) => [m.kind, m.icsMethod])).toEqual([
        ['meeting_scheduled', 'REQUEST'],
        ['meeting_updated', 'REQUEST'],
        ['meeting_cancelled', 'CANCEL'],
      ]);
      const ics = mine.map((m) => m.icsContent!);
      expect(new Set(ics.flatMap((text) => prop(text, 'UID'))).size).toBe(1);
      expect(ics.map((text) => prop(text, 'SEQUENCE')[0])).toEqual(['1', '2', '3']);
      expect(prop(ics[0]!, 'RRULE')).toEqual(['FREQ=WEEKLY;BYDAY=TU;UNTIL=20270518T215959Z']);
      expect(prop(ics[0]!, 'DTSTART')).toEqual(['20270316T100000']);
      expect(prop(ics[1]!, 'RECURRENCE-ID')).toEqual(['20270330T100000']);
      expect(prop(ics[2]!, 'RECURRENCE-ID')).toEqual(['20270413T100000']);
      expect(ics.every((text) => !text.includes('<p>Start</p>'))).toBe(true);
      // A calendar that received the three messages shows exactly the app's occurrences.
      const uid = prop(ics[0]!, 'UID')[0]!;
      expect(expandSeries(ics, uid, 'Europe/Berlin')).toEqual(app);
    }
    // The series' events as a feed shows them too (master with EXDATE, the moved override).
    const [series] = await t.database.db
      .select()
      .from(meetingSeries)
      .where(eq(meetingSeries.id, first.seriesId!));
    const people = await loadPeople(t.database.db, series!.organizationId, [
      w.manager.id,
      w.member.id,
    ]);
    const events = await seriesEvents(
      t.database.db,
      series!,
      { manager: people.get(w.manager.id)!, teamMember: people.get(w.member.id)! },
      new Date(),
    );
    const feed = buildCalendar({ method: 'PUBLISH', events });
    expect(prop(feed, 'EXDATE')).toEqual(['20270413T100000']);
    expect(expandSeries([feed], series!.icsUid, 'Europe/Berlin')).toEqual(app);
    // The team member's personal feed, through its URL: the series once, not its occurrences.
    const { url } = (
      await t.request({ url: '/api/me/calendar-feed', cookie: w.as.member })
    ).json() as { url: string };
    const served = await t.request({ url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(prop(served.body, 'UID').filter((uid) => uid === series!.icsUid)).toHaveLength(2);
    expect(prop(served.body, 'UID')).toHaveLength(2);
    expect(expandSeries([served.body], series!.icsUid, 'Europe/Berlin')).toEqual(app);
  });

  it('a split ends the old series (its UID, UNTIL, higher SEQUENCE) and invites to the new one', async () => {
    t.clock.set(new Date('2027-03-01T09:00:00Z'));
    const w = await signedInTeam(t);
    const first = (
      await t.request({
        method: 'POST',
        url: '/api/meetings',
        cookie: w.as.manager,
        payload: {
          meeting: formBody(w.member.id, {
            date: '2027-03-16',
            startTime: '10:00',
            timezone: 'Europe/Berlin',
            recurrence: { rrule: 'FREQ=WEEKLY;COUNT=10' },
          }),
        },
      })
    ).json() as Meeting;
    const rows = await t.database.db
      .select()
      .from(meetings)
      .where(eq(meetings.seriesId, first.seriesId!))
      .orderBy(asc(meetings.date));
    const before = await t.database.db.select({ id: emailOutbox.id }).from(emailOutbox);
    const split = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${rows[3]!.id}`,
      cookie: w.as.manager,
      payload: { scope: 'following', startTime: '11:00' },
    });
    expect(split.statusCode).toBe(200);
    const after = (
      await t.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id))
    ).slice(before.length);
    const mine = after.filter((m) => m.toAddress === w.member.email);
    expect(mine.map((m) => [m.kind, m.icsMethod])).toEqual([
      ['meeting_updated', 'REQUEST'],
      ['meeting_scheduled', 'REQUEST'],
    ]);
    const [ended, started] = mine.map((m) => m.icsContent!);
    const oldUid = prop(ended!, 'UID')[0];
    expect(prop(ended!, 'SEQUENCE')).toEqual(['2']);
    expect(prop(ended!, 'RRULE')).toEqual(['FREQ=WEEKLY;BYDAY=TU;UNTIL=20270405T215959Z']);
    expect(prop(started!, 'UID')[0]).not.toBe(oldUid);
    expect(prop(started!, 'RRULE')).toEqual(['FREQ=WEEKLY;BYDAY=TU;COUNT=7']);
    expect(prop(started!, 'DTSTART')).toEqual(['20270406T110000']);
    expect(expandSeries([ended!], oldUid!, 'Europe/Berlin')).toEqual(
      ['2027-03-16', '2027-03-23', '2027-03-30'].map((date) => ({ date, time: '10:00' })),
    );

    // Ending the new series from its third occurrence: a REQUEST with the UNTIL before it.
    const next = await t.database.db
      .select()
      .from(meetings)
      .where(eq(meetings.seriesId, split.json().seriesId))
      .orderBy(asc(meetings.date));
    const count = (await t.database.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
    const end = await t.request({
      method: 'DELETE',
      url: `/api/meetings/${next[2]!.id}?scope=following`,
      cookie: w.as.manager,
    });
    expect(end.statusCode).toBe(200);
    const last = (await t.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id)))
      .slice(count)
      .filter((m) => m.toAddress === w.member.email);
    expect(last.map((m) => m.icsMethod)).toEqual(['REQUEST']);
    expect(prop(last[0]!.icsContent!, 'RRULE')).toEqual([
      'FREQ=WEEKLY;BYDAY=TU;UNTIL=20270419T215959Z',
    ]);
    expect(prop(last[0]!.icsContent!, 'SEQUENCE')).toEqual(['2']);
  });
});
