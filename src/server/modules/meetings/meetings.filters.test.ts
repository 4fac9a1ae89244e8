import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Meeting } from '@/shared/schemas/meeting';
import { databaseKinds, useTestApp } from '../../test/harness';
import { users } from '../../db/schema';
import { escapeLike } from './meetings.filters';
import { signedInTeam } from '../../test/support/meetings-test-helpers';

describe('escapeLike', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});

describe.each(databaseKinds())('meeting list filters on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => t.clock.reset());

  async function list(cookie: string, query: string) {
    const res = await t.request({ method: 'GET', url: `/api/meetings${query}`, cookie });
    expect(res.statusCode, query).toBe(200);
    return res.json() as Meeting[];
  }

  it('searches title, agenda and notes with the search engine: words, word forms, prefixes (decision 33)', async () => {
    const w = await signedInTeam(t);
    const mk = (values: { title?: string; agenda?: string; notes?: string }) =>
      t.factory.meeting({ managerId: w.manager.id, teamMemberId: w.member.id, ...values });
    const a = await mk({ title: 'Quarterly GOALS' });
    const b = await mk({ agenda: 'review goals and 100% of budget' });
    const c = await mk({ notes: '<p>Career_path goals</p>' });
    const d = await mk({ agenda: 'Budget 1000 done', notes: 'careerXpath' });
    const ids = async (q: string) => (await list(w.as.manager, q)).map((m) => m.id).sort();
    expect(await ids('?search=goals')).toEqual([a.id, b.id, c.id].sort());
    expect(await ids('?search=goal')).toEqual([a.id, b.id, c.id].sort());
    expect(await ids('?search=budgeting')).toEqual([b.id, d.id].sort());
    expect(await ids('?search=100%25')).toEqual([b.id]);
    expect(await ids('?search=career_path')).toEqual([c.id]);
    expect(await ids('?search=careerx')).toEqual([d.id]);
    expect(await ids('?search=%25')).toEqual([]);
    expect(await ids('?search=1000')).toEqual([d.id]);
    expect(await ids('?search=')).toHaveLength(4);
    expect(await ids("?search=' or 1=1 --")).toEqual([]);
    // The member reads only their own, search or not.
    expect((await list(w.as.otherMember, '?search=goals')).length).toBe(0);
  });

  it('filters by team member, manager and status, sorted by date then start time, newest first', async () => {
    const w = await signedInTeam(t);
    const m1 = await t.factory.meeting({
      managerId: w.manager.id,
      teamMemberId: w.member.id,
      date: '2030-05-01',
      startTime: '09:00',
      status: 'completed',
    });
    const m2 = await t.factory.meeting({
      managerId: w.manager.id,
      teamMemberId: w.member.id,
      date: '2030-05-01',
      startTime: '15:30',
    });
    const m3 = await t.factory.meeting({
      managerId: w.supervisor.id,
      teamMemberId: w.otherMember.id,
      date: '2030-04-01',
      status: 'in_progress',
    });
    const m4 = await t.factory.meeting({
      managerId: w.manager.id,
      teamMemberId: w.otherMember.id,
      date: '2030-06-01',
    });
    const ids = async (q: string, cookie = w.as.manager) =>
      (await list(cookie, q)).map((m) => m.id);
    expect(await ids('')).toEqual([m4.id, m2.id, m1.id, m3.id]);
    expect(await ids(`?teamMember=${w.member.id}`)).toEqual([m2.id, m1.id]);
    expect(await ids(`?teamMember=${w.otherMember.id}`)).toEqual([m4.id, m3.id]);
    expect(await ids(`?manager=${w.supervisor.id}`)).toEqual([m3.id]);
    expect(await ids('?status=completed')).toEqual([m1.id]);
    expect(await ids('?status=in_progress')).toEqual([m3.id]);
    expect(await ids('?status=all')).toHaveLength(4);
    expect(await ids('?status=')).toHaveLength(4);
    expect(await ids('?teamMember=abc')).toHaveLength(4);
    expect(await ids('?teamMember=99999999999')).toEqual([]);
    expect(await ids(`?teamMember=${w.member.id}&status=scheduled`)).toEqual([m2.id]);
    expect(await ids('?limit=2')).toEqual([m4.id, m2.id]);
    expect(await ids('?limit=2&offset=2')).toEqual([m1.id, m3.id]);
    // Filters never widen the scope.
    expect(await ids(`?teamMember=${w.otherMember.id}`, w.as.member)).toEqual([]);
    // The supervisor sees Omar's meetings, whoever runs them.
    expect(await ids('', w.as.supervisor)).toEqual([m4.id, m3.id]);
    const bad = await t.request({
      method: 'GET',
      url: '/api/meetings?status=cancelled',
      cookie: w.as.manager,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('filters by exact date and rejects impossible dates with 400', async () => {
    const w = await signedInTeam(t);
    const a = await t.factory.meeting({
      managerId: w.manager.id,
      teamMemberId: w.member.id,
      date: '2030-02-28',
    });
    await t.factory.meeting({
      managerId: w.manager.id,
      teamMemberId: w.member.id,
      date: '2030-03-01',
    });
    expect((await list(w.as.manager, '?date=2030-02-28')).map((m) => m.id)).toEqual([a.id]);
    expect(await list(w.as.manager, '?date=all')).toHaveLength(2);
    expect(await list(w.as.manager, '?date=')).toHaveLength(2);
    for (const date of ['2030-02-31', '2030-13-01', 'yesterday', '28/02/2030']) {
      const res = await t.request({
        method: 'GET',
        url: `/api/meetings?date=${date}`,
        cookie: w.as.manager,
      });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().fieldErrors.date).toBeDefined();
    }
  });

  it("computes today, week and month in the caller's timezone, edges included", async () => {
    // 2030-03-31 20:00 UTC: already 2030-04-01 in Tokyo, still 2030-03-31 in Los Angeles.
    t.clock.set(new Date('2030-03-31T20:00:00Z'));
    const w = await signedInTeam(t);
    await t.database.db
      .update(users)
      .set({ timezone: 'Asia/Tokyo' })
      .where(eq(users.id, w.seniorManager.id));
    const la = await t.factory.user({
      organizationId: w.seniorManager.organizationId,
      role: 'Senior Manager',
      timezone: 'America/Los_Angeles',
    });
    const tokyo = await t.factory.signIn(w.seniorManager);
    const losAngeles = await t.factory.signIn(la);
    const dates = [
      '2030-02-27',
      '2030-02-28',
      '2030-03-01',
      '2030-03-24',
      '2030-03-25',
      '2030-03-26',
      '2030-03-31',
      '2030-04-01',
      '2030-04-02',
    ];
    for (const date of dates) {
      await t.factory.meeting({ managerId: w.manager.id, teamMemberId: w.member.id, date });
    }
    const datesOf = async (cookie: string, window: string) =>
      (await list(cookie, `?date=${window}`)).map((m) => m.date).sort();
    expect(await datesOf(tokyo, 'today')).toEqual(['2030-04-01']);
    expect(await datesOf(losAngeles, 'today')).toEqual(['2030-03-31']);
    // week = the last 7 days including today.
    expect(await datesOf(tokyo, 'week')).toEqual(['2030-03-26', '2030-03-31', '2030-04-01']);
    expect(await datesOf(losAngeles, 'week')).toEqual(['2030-03-25', '2030-03-26', '2030-03-31']);
    // month = since the same day one month earlier (31 March - 1 month = 28 February).
    expect(await datesOf(tokyo, 'month')).toEqual([
      '2030-03-01',
      '2030-03-24',
      '2030-03-25',
      '2030-03-26',
      '2030-03-31',
      '2030-04-01',
    ]);
    expect(await datesOf(losAngeles, 'month')).toEqual([
      '2030-02-28',
      '2030-03-01',
      '2030-03-24',
      '2030-03-25',
      '2030-03-26',
      '2030-03-31',
    ]);
    expect(await datesOf(tokyo, 'all')).toHaveLength(dates.length);
  });
});
