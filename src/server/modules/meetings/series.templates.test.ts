/**
 * A series scheduled with a 1:1 template (decision 13): the series keeps the template and every
 * occurrence it materialises (at creation, by the window job, and for the new series of a
 * "this and following" split) gets the template's talking points once, authored by the
 * series' manager; a deleted template adds nothing to later occurrences.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Meeting } from '@/shared/schemas/meeting';
import type { MeetingTemplate } from '@/shared/schemas/meeting-template';
import { databaseKinds, useTestApp } from '../../test/harness';
import { meetingSeries, meetings, talkingPoints } from '../../db/schema';
import { formBody, signedInTeam } from '../../test/support/meetings-test-helpers';
import { extendSeriesWindows } from './series.materialise';

/** Tuesday 16 March 2027; today is 1 March, so the window reaches 30 May (11 Tuesdays). */
const START = '2027-03-16';
const TODAY = new Date('2027-03-01T09:00:00Z');
const POINTS = ['Wins this week', 'Blockers', 'Next steps'];

describe.each(databaseKinds())('series with a 1:1 template on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => t.clock.reset());

  async function world() {
    t.clock.set(TODAY);
    const w = await signedInTeam(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/meeting-templates',
      cookie: w.as.manager,
      payload: { name: 'Weekly', talkingPoints: POINTS },
    });
    expect(res.statusCode).toBe(201);
    return { ...w, template: res.json() as MeetingTemplate };
  }
  /** Scheduled by the senior manager for the manager: the points are the manager's. */
  const schedule = async (
    w: Awaited<ReturnType<typeof world>>,
    rrule: string,
    templateId?: number,
  ) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.seniorManager,
      payload: {
        meeting: {
          ...formBody(w.member.id, {
            date: START,
            startTime: '10:00',
            timezone: 'Europe/Berlin',
            recurrence: { rrule },
          }),
          managerId: w.manager.id,
          ...(templateId !== undefined ? { templateId } : {}),
        },
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as Meeting;
  };
  /** Occurrence date → its talking points' texts (by position), for every occurrence. */
  async function pointsBySlot(seriesId: number) {
    const rows = await t.database.db
      .select({ id: meetings.id, slot: meetings.occurrenceDate })
      .from(meetings)
      .where(eq(meetings.seriesId, seriesId))
      .orderBy(asc(meetings.occurrenceDate));
    const points = rows.length
      ? await t.database.db
          .select()
          .from(talkingPoints)
          .where(
            inArray(
              talkingPoints.meetingId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(talkingPoints.meetingId), asc(talkingPoints.position))
      : [];
    return {
      slots: rows.map((r) => r.slot!),
      texts: Object.fromEntries(
        rows.map((r) => [r.slot!, points.filter((p) => p.meetingId === r.id).map((p) => p.text)]),
      ),
      points,
    };
  }
  const occurrenceAt = async (seriesId: number, slot: string) =>
    (
      await t.database.db
        .select()
        .from(meetings)
        .where(and(eq(meetings.seriesId, seriesId), eq(meetings.occurrenceDate, slot)))
    )[0]!;
  const seriesRow = async (id: number) =>
    (await t.database.db.select().from(meetingSeries).where(eq(meetingSeries.id, id)))[0]!;

  it('adds the points to every occurrence, once, also when the job runs twice at the same time', async () => {
    const w = await world();
    const first = await schedule(w, 'FREQ=WEEKLY', w.template.id);
    expect((await seriesRow(first.seriesId!)).templateId).toBe(w.template.id);
    let got = await pointsBySlot(first.seriesId!);
    expect(got.slots).toHaveLength(11);
    expect(Object.values(got.texts).every((x) => x.join('|') === POINTS.join('|'))).toBe(true);
    expect(new Set(got.points.map((p) => p.authorId))).toEqual(new Set([w.manager.id]));
    expect(got.points.every((p) => p.createdAt.getTime() === TODAY.getTime())).toBe(true);
    // The first occurrence keeps the form's notes and action items beside the points.
    expect(first).toMatchObject({
      notes: '<p>Start</p>',
      actionItems: ['Write plan', 'Review PR'],
    });
    // A series scheduled without a template gets none.
    const plain = await schedule(w, 'FREQ=WEEKLY;INTERVAL=2');
    expect((await seriesRow(plain.seriesId!)).templateId).toBeNull();

    t.clock.set(new Date('2027-04-12T09:00:00Z'));
    const [a, b] = await Promise.all([
      extendSeriesWindows(t.database.db, t.clock.now()),
      extendSeriesWindows(t.database.db, t.clock.now()),
    ]);
    // 12 April + 90 days = 11 July: six more Tuesdays, and one for the fortnightly series.
    expect(a.inserted + b.inserted).toBe(7);
    expect((await extendSeriesWindows(t.database.db, t.clock.now())).inserted).toBe(0);
    got = await pointsBySlot(first.seriesId!);
    expect(got.slots).toHaveLength(17);
    expect(got.slots[16]).toBe('2027-07-06');
    expect(Object.values(got.texts).every((x) => x.join('|') === POINTS.join('|'))).toBe(true);
    expect(got.points).toHaveLength(17 * POINTS.length);
    expect(new Set(got.points.map((p) => p.authorId))).toEqual(new Set([w.manager.id]));
    await extendSeriesWindows(t.database.db, new Date('2027-06-01T09:00:00Z'));
    expect((await pointsBySlot(plain.seriesId!)).points).toHaveLength(0);
  });

  it('a deleted template adds nothing to later occurrences; earlier ones keep their points', async () => {
    const w = await world();
    const first = await schedule(w, 'FREQ=WEEKLY', w.template.id);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/meeting-templates/${w.template.id}`,
      cookie: w.as.manager,
    });
    expect(del.statusCode).toBe(200);
    expect((await seriesRow(first.seriesId!)).templateId).toBeNull();
    t.clock.set(new Date('2027-04-12T09:00:00Z'));
    expect((await extendSeriesWindows(t.database.db, t.clock.now())).inserted).toBe(6);
    const got = await pointsBySlot(first.seriesId!);
    expect(got.slots).toHaveLength(17);
    expect(got.slots.filter((s) => got.texts[s]!.length === POINTS.length)).toHaveLength(11);
    expect(got.slots.filter((s) => s > '2027-05-25').map((s) => got.texts[s])).toEqual(
      Array(6).fill([]),
    );
  });

  it('a "this and following" split keeps the template for the new series', async () => {
    const w = await world();
    const first = await schedule(w, 'FREQ=WEEKLY', w.template.id);
    const rows = (await pointsBySlot(first.seriesId!)).slots;
    const row = await occurrenceAt(first.seriesId!, rows[3]!);
    // A new rule: the later slots are made anew, each with the points once.
    const res = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${row.id}`,
      cookie: w.as.manager,
      payload: { scope: 'following', recurrence: { rrule: 'FREQ=WEEKLY;INTERVAL=2' } },
    });
    expect(res.statusCode).toBe(200);
    const moved = res.json() as Meeting;
    expect(moved.seriesId).not.toBe(first.seriesId);
    expect((await seriesRow(moved.seriesId!)).templateId).toBe(w.template.id);
    let got = await pointsBySlot(moved.seriesId!);
    // The window: the 8th slot (13 July) is further than today + 90 days.
    expect(got.slots).toEqual([
      '2027-04-06',
      '2027-04-20',
      '2027-05-04',
      '2027-05-18',
      '2027-06-01',
      '2027-06-15',
      '2027-06-29',
      '2027-07-13',
    ]);
    expect(Object.values(got.texts).every((x) => x.join('|') === POINTS.join('|'))).toBe(true);
    expect(new Set(got.points.map((p) => p.authorId))).toEqual(new Set([w.manager.id]));
    // Later, the job extends the new series with the points too.
    t.clock.set(new Date('2027-05-12T09:00:00Z'));
    await extendSeriesWindows(t.database.db, t.clock.now());
    got = await pointsBySlot(moved.seriesId!);
    expect(got.slots.at(-2)).toBe('2027-07-27');
    expect(got.slots.at(-1)).toBe('2027-08-10');
    expect(Object.values(got.texts).every((x) => x.join('|') === POINTS.join('|'))).toBe(true);
    // The same slots (a new time only): occurrences move with their points, none added.
    const timeOnly = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${(await occurrenceAt(moved.seriesId!, '2027-05-18')).id}`,
      cookie: await t.factory.signIn(w.manager),
      payload: { scope: 'following', startTime: '11:00' },
    });
    expect(timeOnly.statusCode).toBe(200);
    const third = timeOnly.json() as Meeting;
    expect((await seriesRow(third.seriesId!)).templateId).toBe(w.template.id);
    t.clock.set(new Date('2027-06-10T09:00:00Z'));
    await extendSeriesWindows(t.database.db, t.clock.now());
    got = await pointsBySlot(third.seriesId!);
    expect(got.slots[0]).toBe('2027-05-18');
    expect(got.slots.at(-1)).toBe('2027-09-07');
    expect(Object.values(got.texts).every((x) => x.join('|') === POINTS.join('|'))).toBe(true);
  });

  it("refuses another organisation's template for a series, nothing written", async () => {
    const w = await world();
    const foreign = await signedInTeam(t);
    const theirs = (
      await t.request({
        method: 'POST',
        url: '/api/meeting-templates',
        cookie: foreign.as.manager,
        payload: { name: 'Theirs', talkingPoints: ['X'] },
      })
    ).json() as MeetingTemplate;
    const res = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.manager,
      payload: {
        meeting: {
          ...formBody(w.member.id, { date: START, recurrence: { rrule: 'FREQ=WEEKLY' } }),
          templateId: theirs.id,
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.templateId).toEqual(['Template not found']);
    const [n] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(meetingSeries)
      .where(eq(meetingSeries.organizationId, w.manager.organizationId));
    expect(n!.n).toBe(0);
  });
});
