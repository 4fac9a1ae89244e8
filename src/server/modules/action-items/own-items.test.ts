import { afterEach, describe, expect, it } from 'vitest';
import type { OwnActionItemsResponse } from '@/shared/domain/action-item-filters';
import { databaseKinds, useTestApp } from '../../test/harness';
import { signedInTeam } from '../../test/support/meetings-test-helpers';

describe.each(databaseKinds())('GET /api/action-items on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => t.clock.reset());

  const list = async (cookie: string, query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/action-items${query}`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OwnActionItemsResponse;
  };
  const descriptions = (body: OwnActionItemsResponse) => body.items.map((i) => i.description);

  it('returns the caller own items with their meeting, index and counts', async () => {
    const w = await signedInTeam(t);
    const m = await t.factory.meeting(
      {
        managerId: w.manager.id,
        teamMemberId: w.member.id,
        date: '2030-05-10',
        startTime: '09:30',
        duration: 45,
        title: 'Growth',
        agenda: 'Career path',
        status: 'in_progress',
      },
      ['Read the book', { description: 'Ship it', status: 'completed' }, 'Ask for help'],
    );
    const body = await list(w.as.member);
    expect(descriptions(body)).toEqual(['Read the book', 'Ship it', 'Ask for help']);
    expect(body.items[2]).toEqual({
      id: expect.any(Number),
      meetingId: m.id,
      index: 2,
      description: 'Ask for help',
      status: 'pending',
      stuckReason: null,
      completedAt: null,
      stuckAt: null,
      ownerId: expect.any(Number),
      dueDate: null,
      overdue: expect.any(Boolean),
      otherPersonName: expect.any(String),
      meeting: {
        id: m.id,
        date: '2030-05-10',
        startTime: '09:30',
        duration: 45,
        agenda: 'Career path',
        title: 'Growth',
        status: 'in_progress',
        managerName: `${w.manager.firstName} ${w.manager.lastName}`,
      },
    });
    expect(body.items[1]!.completedAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(body.counts).toEqual({ pending: 2, completed: 1, stuck: 0, meetings: 1 });
    expect(body.totals).toEqual({ pending: 2, completed: 1, stuck: 0 });
    // Nothing leaks that the pages do not need.
    expect(JSON.stringify(body)).not.toMatch(/notes|passwordHash|organizationId/);
  });

  it('answers 401 without a session and 400 on bad filters; empty values mean "all"', async () => {
    const w = await signedInTeam(t);
    expect((await t.request({ method: 'GET', url: '/api/action-items' })).statusCode).toBe(401);
    const bad = await t.request({
      method: 'GET',
      url: '/api/action-items?status=done',
      cookie: w.as.member,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be pending, completed, stuck, open or all');
    const badDate = await t.request({
      method: 'GET',
      url: '/api/action-items?date=2030-01-01',
      cookie: w.as.member,
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe('Date must be all, today, week or month');
    for (const query of ['?search=a&search=b', '?status=stuck&status=pending']) {
      const odd = await t.request({
        method: 'GET',
        url: `/api/action-items${query}`,
        cookie: w.as.member,
      });
      expect(odd.statusCode, query).toBe(400);
    }
    // NUL is refused app-wide (src/server/http/nul-guard.ts) before the route runs.
    const nul = await t.request({
      method: 'GET',
      url: '/api/action-items?search=%00',
      cookie: w.as.member,
    });
    expect(nul.statusCode).toBe(400);
    for (const search of ['%5C', '%27%3B--', '%F0%9F%98%80', '%E2%80%AE']) {
      const odd = await t.request({
        method: 'GET',
        url: `/api/action-items?search=${search}`,
        cookie: w.as.member,
      });
      expect(odd.statusCode, search).toBe(200);
    }
    const long = await t.request({
      method: 'GET',
      url: `/api/action-items?search=${'x'.repeat(201)}`,
      cookie: w.as.member,
    });
    expect(long.statusCode).toBe(400);
    await t.factory.meeting({ managerId: w.manager.id, teamMemberId: w.member.id }, [
      { description: 'Blocked', status: 'stuck' },
    ]);
    expect(descriptions(await list(w.as.member, '?status=stuck&search=&date='))).toEqual([
      'Blocked',
    ]);
  });

  it('counts an item with a reason as stuck, never pending (spec 4)', async () => {
    const w = await signedInTeam(t);
    const m = await t.factory.meeting({ managerId: w.manager.id, teamMemberId: w.member.id }, [
      'Plain pending',
      { description: 'Pending with reason', status: 'pending', stuckReason: 'No access' },
      { description: 'Stuck without reason', status: 'stuck' },
      { description: 'Completed with reason', status: 'completed', stuckReason: 'Old note' },
      { description: 'Blank reason', status: 'pending', stuckReason: '   ' },
      { description: 'Done', status: 'completed' },
    ]);
    const stuck = await list(w.as.member, '?status=stuck');
    expect(descriptions(stuck)).toEqual([
      'Pending with reason',
      'Stuck without reason',
      'Completed with reason',
    ]);
    expect(stuck.items.map((i) => i.index)).toEqual([1, 2, 3]);
    expect(stuck.items[0]).toMatchObject({ status: 'pending', stuckReason: 'No access' });
    expect(descriptions(await list(w.as.member, '?status=pending'))).toEqual([
      'Plain pending',
      'Blank reason',
    ]);
    expect(descriptions(await list(w.as.member, '?status=completed'))).toEqual(['Done']);
    expect(stuck.counts).toEqual({ pending: 2, completed: 1, stuck: 3, meetings: 1 });

    // The index is the one the single-item routes use: Reset moves it back to pending.
    const reset = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${m.id}/action-items/${stuck.items[0]!.index}`,
      payload: { status: 'pending' },
      cookie: w.as.member,
    });
    expect(reset.statusCode).toBe(200);
    expect(descriptions(await list(w.as.member, '?status=pending'))).toEqual([
      'Plain pending',
      'Pending with reason',
      'Blank reason',
    ]);
    const status = await t.request({
      method: 'GET',
      url: `/api/meetings/${m.id}/action-items/1/status`,
      cookie: w.as.member,
    });
    expect(status.json()).toMatchObject({ status: 'pending', stuckReason: null });
  });

  it('searches item descriptions, agendas and notes, case-insensitively and literally', async () => {
    const w = await signedInTeam(t);
    const base = { managerId: w.manager.id, teamMemberId: w.member.id };
    await t.factory.meeting({ ...base, date: '2030-01-03', agenda: 'Budget REVIEW' }, ['One']);
    await t.factory.meeting({ ...base, date: '2030-01-02', notes: '<p>quarterly review</p>' }, [
      'Two',
    ]);
    await t.factory.meeting({ ...base, date: '2030-01-01' }, ['Review the 100% plan', 'Other']);
    await t.factory.meeting({ ...base, date: '2029-12-31', agenda: 'a_b' }, ['Underscore']);
    await t.factory.meeting(
      { managerId: w.manager.id, teamMemberId: w.otherMember.id, agenda: 'review' },
      ['Not mine'],
    );
    const found = await list(w.as.member, '?search=%20review%20');
    expect(descriptions(found)).toEqual(['One', 'Two', 'Review the 100% plan']);
    expect(found.counts).toEqual({ pending: 3, completed: 0, stuck: 0, meetings: 3 });
    expect(found.totals).toEqual({ pending: 5, completed: 0, stuck: 0 });
    expect(descriptions(await list(w.as.member, '?search=100%25'))).toEqual([
      'Review the 100% plan',
    ]);
    expect(descriptions(await list(w.as.member, '?search=%25'))).toEqual(['Review the 100% plan']);
    expect(descriptions(await list(w.as.member, '?search=_'))).toEqual(['Underscore']);
    expect(descriptions(await list(w.as.member, '?search=nothing-like-this'))).toEqual([]);
  });

  it('shows only the caller own items: not a report, not another organisation', async () => {
    const w = await signedInTeam(t);
    await t.factory.meeting({ managerId: w.manager.id, teamMemberId: w.member.id }, [
      'Member item',
    ]);
    await t.factory.meeting({ managerId: w.supervisor.id, teamMemberId: w.otherMember.id }, [
      'Other member item',
    ]);
    await t.factory.meeting({ managerId: w.seniorManager.id, teamMemberId: w.manager.id }, [
      'Manager own item',
    ]);
    // A row that (wrongly) names the member in another organisation is never returned.
    const foreign = await t.factory.organization();
    await t.factory.meeting(
      { managerId: w.manager.id, teamMemberId: w.member.id, organizationId: foreign.id },
      ['Foreign item'],
    );
    expect(descriptions(await list(w.as.member))).toEqual(['Member item']);
    expect(descriptions(await list(w.as.otherMember))).toEqual(['Other member item']);
    // A manager gets their own items as a participant only, not those of meetings they run.
    expect(descriptions(await list(w.as.manager))).toEqual(['Manager own item']);
    expect(descriptions(await list(w.as.supervisor))).toEqual([]);
    expect(descriptions(await list(w.as.seniorManager))).toEqual([]);
  });

  describe('date windows in the caller timezone, on the meeting date (spec 5)', () => {
    const dates = [
      '2030-04-02', // tomorrow in Tokyo: in no window
      '2030-04-01', // today in Tokyo
      '2030-03-31', // today in UTC, yesterday in Tokyo
      '2030-03-26', // 6 days ago: last day of the week window
      '2030-03-25', // 7 days ago: out of the week
      '2030-03-03', // 29 days ago: first day of the 30-day window (stuck page)
      '2030-03-02', // 30 days ago: out of the 30-day window
      '2030-03-01', // same day one month earlier: first day of the month window
      '2030-02-28', // out of the month window
    ];

    async function worldAt(instant: string, timezone: string) {
      const w = await signedInTeam(t);
      const me = await t.factory.user({
        organizationId: w.manager.organizationId,
        managerId: w.manager.id,
        timezone,
      });
      for (const date of dates) {
        await t.factory.meeting({ managerId: w.manager.id, teamMemberId: me.id, date }, [
          `P ${date}`,
          { description: `C ${date}`, status: 'completed' },
          { description: `S ${date}`, status: 'stuck', stuckReason: 'Waiting' },
        ]);
      }
      t.clock.set(new Date(instant));
      const cookie = await t.factory.signIn(me);
      return async (status: string, date: string) => {
        const body = await list(cookie, `?status=${status}&date=${date}`);
        return body.items.map((i) => i.meeting.date);
      };
    }

    it('today, week and month in Asia/Tokyo just after local midnight', async () => {
      // 2030-03-31T15:30Z is 2030-04-01 00:30 in Tokyo.
      const dated = await worldAt('2030-03-31T15:30:00Z', 'Asia/Tokyo');
      expect(await dated('pending', 'today')).toEqual(['2030-04-01']);
      expect(await dated('completed', 'today')).toEqual(['2030-04-01']);
      expect(await dated('stuck', 'today')).toEqual(['2030-04-01']);
      const week = ['2030-04-01', '2030-03-31', '2030-03-26'];
      expect(await dated('pending', 'week')).toEqual(week);
      expect(await dated('stuck', 'week')).toEqual(week);
      const month = [...week, '2030-03-25', '2030-03-03', '2030-03-02', '2030-03-01'];
      expect(await dated('pending', 'month')).toEqual(month);
      expect(await dated('completed', 'month')).toEqual(month);
      // The stuck page's month is the last 30 days.
      expect(await dated('stuck', 'month')).toEqual([...week, '2030-03-25', '2030-03-03']);
      expect(await dated('stuck', 'all')).toEqual(dates);
      expect(await dated('all', 'today')).toEqual(['2030-04-01', '2030-04-01', '2030-04-01']);
    });

    it('the same instant in UTC is still 31 March', async () => {
      const dated = await worldAt('2030-03-31T15:30:00Z', 'UTC');
      expect(await dated('pending', 'today')).toEqual(['2030-03-31']);
      expect(await dated('pending', 'week')).toEqual(['2030-03-31', '2030-03-26', '2030-03-25']);
      // 31 March minus one month is clamped to 28 February.
      expect(await dated('completed', 'month')).toEqual(dates.slice(2));
      // The last 30 days from 31 March start on 2 March.
      expect(await dated('stuck', 'month')).toEqual(dates.slice(2, 7));
    });

    it('counts follow the same window; totals do not', async () => {
      const w = await signedInTeam(t);
      const me = await t.factory.user({
        organizationId: w.manager.organizationId,
        managerId: w.manager.id,
        timezone: 'Asia/Tokyo',
      });
      const base = { managerId: w.manager.id, teamMemberId: me.id };
      await t.factory.meeting({ ...base, date: '2030-04-01' }, ['a', 'b']);
      await t.factory.meeting({ ...base, date: '2030-03-20' }, ['c']);
      t.clock.set(new Date('2030-03-31T15:30:00Z'));
      const cookie = await t.factory.signIn(me);
      const body = await list(cookie, '?status=pending&date=today');
      expect(body.counts).toEqual({ pending: 2, completed: 0, stuck: 0, meetings: 1 });
      expect(body.totals).toEqual({ pending: 3, completed: 0, stuck: 0 });
    });
  });
});
