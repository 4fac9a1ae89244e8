/**
 * Carry-over of talking points (decision 13; promise 19): on completion and by the background
 * step once a 1:1 has ended (moved clock), exactly once even when both run at the same time;
 * and the open action items of the pair's earlier 1:1s on GET /api/meetings/{id}.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { TalkingPoint } from '@/shared/schemas/talking-point';
import type { MeetingDetail } from '@/shared/schemas/meeting';
import { databaseKinds, useTestApp } from '../../test/harness';
import { meetings, talkingPoints } from '../../db/schema';
import { signedInTeam } from '../../test/support/meetings-test-helpers';
import { carryOverDue, carryOverTalkingPoints } from './carry-over';

describe.each(databaseKinds())('talking-point carry-over on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => t.clock.reset());

  async function world() {
    const w = await signedInTeam(t);
    const pair = { managerId: w.manager.id, teamMemberId: w.member.id };
    const first = await t.factory.meeting({ ...pair, date: '2030-01-15', startTime: '14:00' });
    const later = await t.factory.meeting({ ...pair, date: '2030-02-15', startTime: '09:00' });
    const next = await t.factory.meeting({ ...pair, date: '2030-01-22', startTime: '14:00' });
    // Another pair's 1:1 in between takes nothing.
    await t.factory.meeting({
      managerId: w.supervisor.id,
      teamMemberId: w.otherMember.id,
      date: '2030-01-16',
    });
    return { ...w, first, next, later };
  }
  const add = async (cookie: string, id: number, text: string) =>
    (
      await t.request({
        method: 'POST',
        url: `/api/meetings/${id}/talking-points`,
        cookie,
        payload: { text },
      })
    ).json() as TalkingPoint;
  const tick = (cookie: string, id: number, pointId: number) =>
    t.request({
      method: 'PATCH',
      url: `/api/meetings/${id}/talking-points/${pointId}`,
      cookie,
      payload: { discussed: true },
    });
  const complete = (cookie: string, id: number) =>
    t.request({
      method: 'PATCH',
      url: `/api/meetings/${id}`,
      cookie,
      payload: { status: 'completed' },
    });
  const pointsOf = (meetingId: number) =>
    t.database.db
      .select()
      .from(talkingPoints)
      .where(eq(talkingPoints.meetingId, meetingId))
      .orderBy(asc(talkingPoints.position), asc(talkingPoints.id));
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(meetings).where(eq(meetings.id, id)))[0]!;

  it('completing a 1:1 copies its points not discussed to the pair’s next 1:1, once', async () => {
    const w = await world();
    const a = await add(w.as.member, w.first.id, 'Promotion');
    const b = await add(w.as.manager, w.first.id, 'Roadmap');
    await add(w.as.member, w.first.id, 'Holidays');
    await add(w.as.manager, w.next.id, 'Already there');
    expect((await tick(w.as.member, w.first.id, b.id)).statusCode).toBe(200);
    expect((await complete(w.as.manager, w.first.id)).statusCode).toBe(200);

    const copied = await pointsOf(w.next.id);
    expect(copied.map((p) => [p.text, p.position, p.authorId])).toEqual([
      ['Already there', 0, w.manager.id],
      ['Promotion', 1, w.member.id],
      ['Holidays', 2, w.member.id],
    ]);
    const res = await t.request({
      method: 'GET',
      url: `/api/meetings/${w.next.id}/talking-points`,
      cookie: w.as.member,
    });
    expect((res.json() as TalkingPoint[])[1]).toMatchObject({
      text: 'Promotion',
      discussed: false,
      carriedFromMeetingId: w.first.id,
      carriedFromDate: '2030-01-15',
    });
    // They stay on the completed 1:1, not discussed.
    expect((await pointsOf(w.first.id)).map((p) => [p.text, p.discussed])).toEqual([
      ['Promotion', false],
      ['Roadmap', true],
      ['Holidays', false],
    ]);
    expect(await pointsOf(w.later.id)).toHaveLength(0);
    // Again (a job run, reopening and completing, a deleted copy): nothing more.
    expect(
      await carryOverTalkingPoints(t.database.db, await rowOf(w.first.id), t.clock.now()),
    ).toBe(0);
    await t.request({
      method: 'PATCH',
      url: `/api/meetings/${w.first.id}`,
      cookie: w.as.manager,
      payload: { status: 'in_progress' },
    });
    const copy = copied.find((p) => p.text === 'Promotion')!;
    await t.request({
      method: 'DELETE',
      url: `/api/meetings/${w.next.id}/talking-points/${copy.id}`,
      cookie: w.as.member,
    });
    expect((await complete(w.as.manager, w.first.id)).statusCode).toBe(200);
    await carryOverDue(t.database.db, new Date('2031-01-01T00:00:00Z'));
    expect((await pointsOf(w.next.id)).map((p) => p.text)).toEqual(['Already there', 'Holidays']);
    void a;
  });

  it('two concurrent carry-overs (a job and a click) copy once', async () => {
    const w = await world();
    for (const text of ['One', 'Two', 'Three']) await add(w.as.member, w.first.id, text);
    const row = await rowOf(w.first.id);
    const now = new Date('2030-01-15T15:00:00Z');
    const results = await Promise.all([
      carryOverTalkingPoints(t.database.db, row, now),
      t.database.db.transaction((tx) => carryOverTalkingPoints(tx, row, now)),
      complete(w.as.manager, w.first.id),
      carryOverDue(t.database.db, now),
    ]);
    expect(results[2]).toMatchObject({ statusCode: 200 });
    expect((await pointsOf(w.next.id)).map((p) => p.text)).toEqual(['One', 'Two', 'Three']);
    expect(new Set((await pointsOf(w.next.id)).map((p) => p.carriedFromPointId)).size).toBe(3);
  });

  it('the background step carries the points of a 1:1 once its end has passed (moved clock)', async () => {
    const w = await world();
    await add(w.as.member, w.first.id, 'Open question');
    // 14:00 + 30 min in Europe/Paris is 13:30 UTC in January.
    await t.database.db
      .update(meetings)
      .set({ timezone: 'Europe/Paris' })
      .where(eq(meetings.id, w.first.id));
    // Other tests' 1:1s share this database, so the counts are checked on this pair's rows.
    t.clock.set(new Date('2030-01-15T13:29:00Z'));
    const app = t.app;
    await carryOverDue(app.ctx.db, app.ctx.now());
    expect(await pointsOf(w.next.id)).toHaveLength(0);
    t.clock.advance(60_000);
    expect(await carryOverDue(app.ctx.db, app.ctx.now())).toBeGreaterThanOrEqual(1);
    await carryOverDue(app.ctx.db, app.ctx.now());
    expect((await pointsOf(w.next.id)).map((p) => [p.text, p.carriedFromMeetingId])).toEqual([
      ['Open question', w.first.id],
    ]);
    // Not discussed on the next 1:1 either: it travels on to the one after, once that has ended.
    t.clock.set(new Date('2030-01-22T16:00:00Z'));
    await carryOverDue(app.ctx.db, app.ctx.now());
    expect(
      (await pointsOf(w.later.id)).map((p) => [p.text, p.carriedFromMeetingId, p.carriedFromDate]),
    ).toEqual([['Open question', w.next.id, '2030-01-22']]);
  });

  it('a 1:1 without a next one keeps its points until one is scheduled', async () => {
    const w = await signedInTeam(t);
    const only = await t.factory.meeting({
      managerId: w.manager.id,
      teamMemberId: w.member.id,
      date: '2030-03-01',
    });
    await add(w.as.member, only.id, 'Wait for it');
    expect((await complete(w.as.manager, only.id)).statusCode).toBe(200);
    const next = await t.factory.meeting({
      managerId: w.manager.id,
      teamMemberId: w.member.id,
      date: '2030-03-08',
    });
    expect(await pointsOf(next.id)).toHaveLength(0);
    expect(
      await carryOverDue(t.database.db, new Date('2030-03-02T00:00:00Z')),
    ).toBeGreaterThanOrEqual(1);
    expect((await pointsOf(next.id)).map((p) => p.text)).toEqual(['Wait for it']);
  });

  it('GET /api/meetings/{id} carries the pair’s open action items of earlier 1:1s', async () => {
    const w = await signedInTeam(t);
    const pair = { managerId: w.manager.id, teamMemberId: w.member.id };
    const old = await t.factory.meeting({ ...pair, date: '2030-01-01' }, [
      'Done thing',
      { description: 'Stuck thing', status: 'stuck', stuckReason: 'Waiting on legal' },
      'Pending thing',
    ]);
    await t.factory.meeting({ ...pair, date: '2030-01-01' }, []);
    const current = await t.factory.meeting({ ...pair, date: '2030-01-08' }, ['Current item']);
    await t.factory.meeting({ ...pair, date: '2030-01-15' }, ['Future item']);
    await t.factory.meeting(
      { managerId: w.supervisor.id, teamMemberId: w.otherMember.id, date: '2029-12-01' },
      ['Other pair'],
    );
    await t.request({
      method: 'PATCH',
      url: `/api/meetings/${old.id}/action-items/0`,
      cookie: w.as.member,
      payload: { status: 'completed' },
    });
    const res = await t.request({
      method: 'GET',
      url: `/api/meetings/${current.id}`,
      cookie: w.as.member,
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as MeetingDetail;
    expect(detail.openActionItems).toEqual([
      {
        meetingId: old.id,
        meetingDate: '2030-01-01',
        index: 1,
        description: 'Stuck thing',
        status: 'stuck',
        stuckReason: 'Waiting on legal',
        ownerId: w.member.id,
        ownerName: expect.any(String),
        dueDate: null,
      },
      {
        meetingId: old.id,
        meetingDate: '2030-01-01',
        index: 2,
        description: 'Pending thing',
        status: 'pending',
        stuckReason: null,
        ownerId: w.member.id,
        ownerName: expect.any(String),
        dueDate: null,
      },
    ]);
    // Its status changes through the existing route, at that index.
    await t.request({
      method: 'PATCH',
      url: `/api/meetings/${old.id}/action-items/2`,
      cookie: w.as.member,
      payload: { status: 'completed' },
    });
    const again = (
      await t.request({ method: 'GET', url: `/api/meetings/${current.id}`, cookie: w.as.manager })
    ).json() as MeetingDetail;
    expect(again.openActionItems.map((i) => i.description)).toEqual(['Stuck thing']);
  });
});
