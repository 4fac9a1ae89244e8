import { afterEach, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Meeting, RelatedMeetings } from '@/shared/schemas/meeting';
import { databaseKinds, useTestApp } from '../../test/harness';
import { emailOutbox, meetingSeries, meetings, seriesCancellations } from '../../db/schema';
import { meetingStartInstant } from '../mail/ics';
import { signedInTeam, formBody } from '../../test/support/meetings-test-helpers';
import { extendSeriesWindows } from './series.materialise';

/** Tuesday 16 March 2027, 10:00 Berlin: the series crosses the DST change of 28 March. */
const START = '2027-03-16';
const TODAY = new Date('2027-03-01T09:00:00Z');

describe.each(databaseKinds())('series of 1:1s on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => t.clock.reset());

  async function world() {
    t.clock.set(TODAY);
    return signedInTeam(t);
  }
  const create = (cookie: string, meeting: object) =>
    t.request({ method: 'POST', url: '/api/meetings', cookie, payload: { meeting } });
  const seriesBody = (memberId: number, rrule: string, overrides: object = {}) =>
    formBody(memberId, {
      date: START,
      startTime: '10:00',
      timezone: 'Europe/Berlin',
      recurrence: { rrule },
      ...overrides,
    });
  const occurrences = (seriesId: number) =>
    t.database.db
      .select()
      .from(meetings)
      .where(eq(meetings.seriesId, seriesId))
      .orderBy(asc(meetings.occurrenceDate));
  const dates = async (seriesId: number) => (await occurrences(seriesId)).map((m) => m.date);
  const counts = async () => {
    const [s] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(meetingSeries);
    const [m] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(meetings);
    return { series: s!.n, meetings: m!.n };
  };

  it('stores the rule once and materialises real occurrences for the window, 10:00 across DST', async () => {
    const w = await world();
    const res = await create(w.as.manager, seriesBody(w.member.id, 'FREQ=WEEKLY'));
    expect(res.statusCode).toBe(201);
    const first = res.json() as Meeting;
    expect(first).toMatchObject({
      date: START,
      startTime: '10:00',
      rrule: 'FREQ=WEEKLY;BYDAY=TU',
      notes: '<p>Start</p>',
      actionItems: ['Write plan', 'Review PR'],
    });
    expect(first.seriesId).toEqual(expect.any(Number));
    // Today + 90 days (30 May) reaches further than the 8th slot (4 May).
    const rows = await occurrences(first.seriesId!);
    expect(rows.map((r) => r.date)).toEqual([
      '2027-03-16',
      '2027-03-23',
      '2027-03-30',
      '2027-04-06',
      '2027-04-13',
      '2027-04-20',
      '2027-04-27',
      '2027-05-04',
      '2027-05-11',
      '2027-05-18',
      '2027-05-25',
    ]);
    expect(rows.every((r) => r.startTime === '10:00' && r.status === 'scheduled')).toBe(true);
    expect(rows.slice(1).every((r) => r.notes === null)).toBe(true);
    // 09:00 UTC before the change (CET), 08:00 UTC after (CEST): 10:00 local both times.
    expect(meetingStartInstant(rows[1]!).toISOString()).toBe('2027-03-23T09:00:00.000Z');
    expect(meetingStartInstant(rows[2]!).toISOString()).toBe('2027-03-30T08:00:00.000Z');
    // Lists and counts see occurrences as meetings, with their series.
    const list = (
      await t.request({ url: '/api/meetings?status=all', cookie: w.as.member })
    ).json() as Meeting[];
    expect(list).toHaveLength(11);
    expect(new Set(list.map((m) => m.seriesId))).toEqual(new Set([first.seriesId]));
    expect(list.every((m) => m.rrule === 'FREQ=WEEKLY;BYDAY=TU')).toBe(true);
    const count = await t.request({ url: '/api/meetings/count', cookie: w.as.manager });
    expect(count.json()).toMatchObject({ matching: 11, total: 11 });
  });

  it('keeps at least 8 occurrences from the start when 90 days reach less far', async () => {
    const w = await world();
    const res = await create(w.as.manager, seriesBody(w.member.id, 'FREQ=MONTHLY;BYDAY=3TU'));
    expect(res.statusCode).toBe(201);
    expect(await dates(res.json().seriesId)).toEqual([
      '2027-03-16',
      '2027-04-20',
      '2027-05-18',
      '2027-06-15',
      '2027-07-20',
      '2027-08-17',
      '2027-09-21',
      '2027-10-19',
    ]);
    const biweekly = await create(
      w.as.manager,
      seriesBody(w.member.id, 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=3'),
    );
    expect(await dates(biweekly.json().seriesId)).toEqual([
      '2027-03-16',
      '2027-03-30',
      '2027-04-13',
    ]);
  });

  it.each([
    ['FREQ=DAILY', 'A series repeats weekly or monthly'],
    [
      'FREQ=WEEKLY;BYHOUR=9',
      'A series cannot use BYHOUR; only FREQ, INTERVAL, BYDAY, COUNT, UNTIL',
    ],
    ['not a rule', 'Repeats is not a recurrence rule'],
    ['FREQ=WEEKLY;INTERVAL=5', 'The interval must be between 1 and 4'],
    ['FREQ=WEEKLY;COUNT=261', 'A series has between 1 and 260 occurrences'],
    ['FREQ=WEEKLY;UNTIL=20270301', 'The end date cannot be before the start date'],
    ['FREQ=WEEKLY;UNTIL=20330101', 'A series may not reach more than 5 years past its start'],
    ['FREQ=MONTHLY;INTERVAL=4;COUNT=20', 'A series may not reach more than 5 years past its start'],
    ['FREQ=WEEKLY;BYDAY=MO', "The series repeats on the start date's weekday (Tuesday)"],
    [
      'FREQ=MONTHLY;BYDAY=2TU',
      'A monthly series starting on 2027-03-16 repeats on the third Tuesday',
    ],
    [
      'FREQ=WEEKLY;COUNT=3;UNTIL=20270601',
      'A series ends after a number of times or on a date, not both',
    ],
  ])('answers 400 on recurrence for %s and writes nothing', async (rrule, message) => {
    const w = await world();
    const before = await counts();
    const res = await create(w.as.manager, seriesBody(w.member.id, rrule));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ recurrence: [message] });
    expect(await counts()).toEqual(before);
  });

  it('refuses a team member every series write (403) but lets them move their occurrence', async () => {
    const w = await world();
    const first = (await create(w.as.manager, seriesBody(w.member.id, 'FREQ=WEEKLY'))).json();
    const rows = await occurrences(first.seriesId);
    const before = await counts();
    const asMember = { cookie: w.as.member };
    expect(
      (await create(w.as.member, seriesBody(w.otherMember.id, 'FREQ=WEEKLY'))).statusCode,
    ).toBe(403);
    const url = `/api/meetings/${rows[2]!.id}`;
    const patch = await t.request({
      ...asMember,
      method: 'PATCH',
      url,
      payload: { scope: 'following', startTime: '11:00' },
    });
    expect(patch.statusCode).toBe(403);
    const putFollowing = await t.request({
      ...asMember,
      method: 'PUT',
      url,
      payload: { scope: 'following', date: rows[2]!.date, startTime: '11:00', agenda: 'x' },
    });
    expect(putFollowing.statusCode).toBe(403);
    for (const q of ['', '?scope=following']) {
      const del = await t.request({ ...asMember, method: 'DELETE', url: url + q });
      expect(del.statusCode).toBe(403);
    }
    expect(await counts()).toEqual(before);
    expect((await occurrences(first.seriesId)).map((r) => r.startTime)).not.toContain('11:00');
    // Spec 2.6: the participant edits date, start time and agenda of their own 1:1.
    const put = await t.request({
      ...asMember,
      method: 'PUT',
      url,
      payload: { date: '2027-04-01', startTime: '15:00', agenda: 'Mine' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      date: '2027-04-01',
      startTime: '15:00',
      seriesId: first.seriesId,
    });
  });

  it('moves one occurrence only; the slot keeps its RECURRENCE-ID and the job leaves it', async () => {
    const w = await world();
    const first = (await create(w.as.manager, seriesBody(w.member.id, 'FREQ=WEEKLY'))).json();
    const rows = await occurrences(first.seriesId);
    const moved = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${rows[3]!.id}`,
      cookie: w.as.manager,
      payload: { date: '2027-04-08', startTime: '14:00' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ date: '2027-04-08', startTime: '14:00' });
    t.clock.set(new Date('2027-04-20T09:00:00Z'));
    await extendSeriesWindows(t.database.db, t.clock.now());
    const after = await occurrences(first.seriesId);
    const slot = after.find((r) => r.occurrenceDate === '2027-04-06')!;
    expect(slot).toMatchObject({ id: rows[3]!.id, date: '2027-04-08', startTime: '14:00' });
    expect(after.filter((r) => r.id !== slot.id).every((r) => r.startTime === '10:00')).toBe(true);
    expect(after.filter((r) => r.date === '2027-04-06')).toHaveLength(0);
    const [series] = await t.database.db
      .select()
      .from(meetingSeries)
      .where(eq(meetingSeries.id, first.seriesId));
    expect(series!.version).toBe(2);
    // The participant of one occurrence is the series'.
    const other = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${rows[4]!.id}`,
      cookie: await t.factory.signIn(w.manager),
      payload: { teamMemberId: w.otherMember.id },
    });
    expect(other.statusCode).toBe(400);
    expect(Object.keys(other.json().fieldErrors)).toEqual(['teamMemberId']);
  });

  it('extends the window in the job, once, even with two workers at the same time', async () => {
    const w = await world();
    const first = (await create(w.as.manager, seriesBody(w.member.id, 'FREQ=WEEKLY'))).json();
    expect(await dates(first.seriesId)).toHaveLength(11);
    t.clock.set(new Date('2027-04-12T09:00:00Z'));
    const [a, b] = await Promise.all([
      extendSeriesWindows(t.database.db, t.clock.now()),
      extendSeriesWindows(t.database.db, t.clock.now()),
    ]);
    // 12 April + 90 days = 11 July: six more Tuesdays, inserted by one worker or the other.
    expect(a.inserted + b.inserted).toBe(6);
    const all = await dates(first.seriesId);
    expect(all).toHaveLength(17);
    expect(new Set(all).size).toBe(17);
    expect(all[all.length - 1]).toBe('2027-07-06');
    // Running again changes nothing.
    expect((await extendSeriesWindows(t.database.db, t.clock.now())).inserted).toBe(0);
  });

  it('stops extending the series of a removed team member', async () => {
    const w = await world();
    const first = (await create(w.as.manager, seriesBody(w.member.id, 'FREQ=WEEKLY'))).json();
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/team-members/${w.member.id}`,
      cookie: w.as.manager,
    });
    expect(removed.statusCode).toBe(200);
    await extendSeriesWindows(t.database.db, new Date('2027-06-01T09:00:00Z'));
    expect(await dates(first.seriesId)).toHaveLength(11);
  });

  it('never recreates a cancelled occurrence, even with the job running at the same moment', async () => {
    const w = await world();
    const first = (await create(w.as.manager, seriesBody(w.member.id, 'FREQ=WEEKLY'))).json();
    const rows = await occurrences(first.seriesId);
    const skipped = rows[5]!;
    t.clock.set(new Date('2027-04-12T09:00:00Z'));
    const cookie = await t.factory.signIn(w.manager);
    const [del] = await Promise.all([
      t.request({ method: 'DELETE', url: `/api/meetings/${skipped.id}`, cookie }),
      extendSeriesWindows(t.database.db, t.clock.now()),
    ]);
    expect(del.statusCode).toBe(200);
    await extendSeriesWindows(t.database.db, new Date('2027-06-01T09:00:00Z'));
    const after = await occurrences(first.seriesId);
    expect(after.map((r) => r.occurrenceDate)).not.toContain(skipped.occurrenceDate);
    expect(after.map((r) => r.occurrenceDate)).toContain('2027-08-24');
    const tombstones = await t.database.db
      .select()
      .from(seriesCancellations)
      .where(eq(seriesCancellations.seriesId, first.seriesId));
    expect(tombstones.map((x) => x.occurrenceDate)).toEqual([skipped.occurrenceDate]);
    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.meetingId, skipped.id), eq(emailOutbox.kind, 'meeting_cancelled')));
    expect(mail.map((m) => m.toAddress).sort()).toEqual([w.manager.email, w.member.email].sort());
  });

  it('"this and following" splits the series; earlier occurrences and their notes stay', async () => {
    const w = await world();
    const first = (
      await create(w.as.manager, seriesBody(w.member.id, 'FREQ=WEEKLY;COUNT=10'))
    ).json();
    const rows = await occurrences(first.seriesId);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${rows[3]!.id}`,
      cookie: w.as.manager,
      payload: { scope: 'following', startTime: '11:00', agenda: 'New agenda' },
    });
    expect(res.statusCode).toBe(200);
    const moved = res.json() as Meeting;
    expect(moved.seriesId).not.toBe(first.seriesId);
    expect(moved).toMatchObject({
      id: rows[3]!.id,
      startTime: '11:00',
      rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=7',
    });
    const old = await occurrences(first.seriesId);
    expect(old.map((r) => [r.date, r.startTime])).toEqual([
      ['2027-03-16', '10:00'],
      ['2027-03-23', '10:00'],
      ['2027-03-30', '10:00'],
    ]);
    expect(old[0]!.notes).toBe('<p>Start</p>');
    const [ended] = await t.database.db
      .select()
      .from(meetingSeries)
      .where(eq(meetingSeries.id, first.seriesId));
    expect(ended!.rrule).toBe('FREQ=WEEKLY;BYDAY=TU;UNTIL=20270405');
    const next = await occurrences(moved.seriesId!);
    expect(next.map((r) => r.date)).toEqual([
      '2027-04-06',
      '2027-04-13',
      '2027-04-20',
      '2027-04-27',
      '2027-05-04',
      '2027-05-11',
      '2027-05-18',
    ]);
    expect(next.every((r) => r.startTime === '11:00' && r.agenda === 'New agenda')).toBe(true);
    // A new rule from an occurrence on: the later slots are made anew.
    const monthly = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${next[2]!.id}`,
      cookie: w.as.manager,
      payload: { scope: 'following', recurrence: { rrule: 'FREQ=MONTHLY;COUNT=3' } },
    });
    expect(monthly.statusCode).toBe(200);
    expect(await dates(monthly.json().seriesId)).toEqual([
      '2027-04-20',
      '2027-05-18',
      '2027-06-15',
    ]);
    expect(await dates(moved.seriesId!)).toEqual(['2027-04-06', '2027-04-13']);
    const bad = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${next[0]!.id}`,
      cookie: w.as.manager,
      payload: { scope: 'following', recurrence: { rrule: 'FREQ=WEEKLY;UNTIL=20270101' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['recurrence']);
  });

  it('DELETE ?scope=following ends the series there; the job does not bring it back', async () => {
    const w = await world();
    const first = (await create(w.as.manager, seriesBody(w.member.id, 'FREQ=WEEKLY'))).json();
    const rows = await occurrences(first.seriesId);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/meetings/${rows[4]!.id}?scope=following`,
      cookie: w.as.manager,
    });
    expect(res.statusCode).toBe(200);
    await extendSeriesWindows(t.database.db, new Date('2027-07-01T09:00:00Z'));
    expect(await dates(first.seriesId)).toEqual([
      '2027-03-16',
      '2027-03-23',
      '2027-03-30',
      '2027-04-06',
    ]);
    const bad = await t.request({
      method: 'DELETE',
      url: `/api/meetings/${rows[0]!.id}?scope=everything`,
      cookie: w.as.manager,
    });
    expect(bad.statusCode).toBe(400);
    // Ending from the first slot removes the series; nothing is left of it.
    const all = await t.request({
      method: 'DELETE',
      url: `/api/meetings/${rows[0]!.id}?scope=following`,
      cookie: w.as.manager,
    });
    expect(all.statusCode).toBe(200);
    expect(await dates(first.seriesId)).toEqual([]);
  });

  it("answers the series' next occurrence and the pair's past 1:1s, scoped like the meeting", async () => {
    const w = await world();
    const first = (await create(w.as.manager, seriesBody(w.member.id, 'FREQ=WEEKLY'))).json();
    const rows = await occurrences(first.seriesId);
    t.clock.set(new Date('2027-04-01T09:00:00Z'));
    const as = {
      member: await t.factory.signIn(w.member),
      otherMember: await t.factory.signIn(w.otherMember),
    };
    const related = (
      await t.request({ url: `/api/meetings/${rows[4]!.id}/related`, cookie: as.member })
    ).json() as RelatedMeetings;
    expect(related.nextOccurrence?.date).toBe('2027-04-20');
    expect(related.pastMeetings.map((m) => m.date)).toEqual([
      '2027-03-30',
      '2027-03-23',
      '2027-03-16',
    ]);
    const old = (
      await t.request({ url: `/api/meetings/${rows[1]!.id}/related`, cookie: as.member })
    ).json() as RelatedMeetings;
    expect(old.nextOccurrence?.date).toBe('2027-04-06');
    const other = await t.request({
      url: `/api/meetings/${rows[4]!.id}/related`,
      cookie: as.otherMember,
    });
    expect(other.statusCode).toBe(404);
    const foreign = await signedInTeam(t);
    const res = await t.request({
      url: `/api/meetings/${rows[4]!.id}/related`,
      cookie: foreign.as.seniorManager,
    });
    expect(res.statusCode).toBe(404);
  });
});
