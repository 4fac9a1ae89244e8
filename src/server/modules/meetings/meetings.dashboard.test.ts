import { describe, expect, it } from 'vitest';
import type { Meeting } from '@/shared/schemas/meeting';
import type { MeetingCount } from '@/shared/schemas/counts';
import { databaseKinds, useTestApp } from '../../test/harness';
import { signedInTeam } from '../../test/support/meetings-test-helpers';

/**
 * The dashboards' calls (spec 2.3, 2.4; docs/archive/performance-log.md, Scale "Dashboards"): the counts per status
 * of GET /api/meetings/count?byStatus=true, and the `from` / `to` date range of the list and the
 * count (This Week: `upcoming=true&to=<Sunday>&limit=3`), with their 400s.
 */
describe.each(databaseKinds())('dashboard meeting calls on %s', (kind) => {
  const t = useTestApp(kind);
  const get = (url: string, cookie: string) => t.request({ method: 'GET', url, cookie });

  async function setup() {
    // Wednesday 2030-05-08, 10:00 UTC: the week is Monday 05-06 to Sunday 05-12.
    t.clock.set(new Date('2030-05-08T10:00:00Z'));
    const w = await signedInTeam(t);
    const mk = (
      date: string,
      status = 'scheduled',
      startTime = '14:00',
      managerId = w.manager.id,
    ) => t.factory.meeting({ managerId, teamMemberId: w.member.id, date, status, startTime });
    const m = {
      lastWeek: await mk('2030-05-01', 'completed'),
      monday: await mk('2030-05-06', 'scheduled'),
      today: await mk('2030-05-08', 'scheduled', '16:00'),
      todayEarly: await mk('2030-05-08', 'scheduled', '09:00'),
      friday: await mk('2030-05-10', 'in_progress'),
      sunday: await mk('2030-05-12', 'scheduled'),
      nextWeek: await mk('2030-05-13', 'scheduled'),
    };
    // Another organisation's meeting in the same week is never counted.
    const foreign = await t.factory.team();
    await t.factory.meeting({
      managerId: foreign.manager.id,
      teamMemberId: foreign.member.id,
      date: '2030-05-08',
    });
    return { w, m };
  }

  it('counts per status in one call, equal to the list for each status', async () => {
    const { w } = await setup();
    const readers = { manager: w.as.manager, senior: w.as.seniorManager, member: w.as.member };
    for (const [who, cookie] of Object.entries(readers)) {
      const res = await get('/api/meetings/count?byStatus=true', cookie);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toEqual({
        matching: 7,
        total: 7,
        byStatus: { scheduled: 5, in_progress: 1, completed: 1 },
      });
    }
    // With filters, byStatus counts the matching meetings; without the flag the shape is as before.
    const filtered = (
      await get('/api/meetings/count?byStatus=true&from=2030-05-08', w.as.manager)
    ).json() as MeetingCount;
    expect(filtered).toEqual({
      matching: 5,
      total: 7,
      byStatus: { scheduled: 4, in_progress: 1, completed: 0 },
    });
    expect((await get('/api/meetings/count', w.as.manager)).json()).toEqual({
      matching: 7,
      total: 7,
    });
    // Another team member sees none of them.
    expect((await get('/api/meetings/count?byStatus=true', w.as.otherMember)).json()).toEqual({
      matching: 0,
      total: 0,
      byStatus: { scheduled: 0, in_progress: 0, completed: 0 },
    });
  });

  it('counts the same meetings as the list, those with someone outside the line included', async () => {
    const { w } = await setup();
    // The manager organises a 1:1 with their own Senior Manager (outside their line), and is
    // the participant of one of the Senior Manager's.
    await t.factory.meeting({
      managerId: w.manager.id,
      teamMemberId: w.seniorManager.id,
      date: '2030-05-09',
      status: 'completed',
    });
    await t.factory.meeting({
      managerId: w.seniorManager.id,
      teamMemberId: w.manager.id,
      date: '2030-05-09',
      status: 'in_progress',
    });
    for (const [who, cookie] of Object.entries(w.as)) {
      const list = (await get('/api/meetings', cookie)).json() as Meeting[];
      const per = (status: string) => list.filter((m) => m.status === status).length;
      expect((await get('/api/meetings/count?byStatus=true', cookie)).json(), who).toEqual({
        matching: list.length,
        total: list.length,
        byStatus: {
          scheduled: per('scheduled'),
          in_progress: per('in_progress'),
          completed: per('completed'),
        },
      });
      // The Scheduled view's count (status the only filter) from the same figures.
      for (const status of ['scheduled', 'in_progress', 'completed']) {
        expect((await get(`/api/meetings/count?status=${status}`, cookie)).json()).toEqual({
          matching: per(status),
          total: list.length,
        });
      }
    }
  });

  it('counts the action items of the matching meetings with actionItems=true (spec 2.13 footer)', async () => {
    const { w } = await setup();
    const mk = (date: string, status: string, items: string[]) =>
      t.factory.meeting(
        { managerId: w.manager.id, teamMemberId: w.member.id, date, status },
        items,
      );
    await mk('2030-04-01', 'completed', ['a', 'b']);
    await mk('2030-04-02', 'scheduled', ['c']);
    const other = await t.factory.meeting(
      { managerId: w.manager.id, teamMemberId: w.otherMember.id, date: '2030-04-03' },
      ['not this member'],
    );
    expect(other.id).toBeGreaterThan(0);
    const q = `teamMember=${w.member.id}`;
    expect(
      (await get(`/api/meetings/count?${q}&byStatus=true&actionItems=true`, w.as.manager)).json(),
    ).toEqual({
      matching: 9,
      total: 10,
      byStatus: { scheduled: 6, in_progress: 1, completed: 2 },
      actionItems: 3,
    });
    expect(
      (
        await get(`/api/meetings/count?${q}&status=completed&actionItems=true`, w.as.manager)
      ).json(),
    ).toEqual({ matching: 2, total: 10, actionItems: 2 });
    // Nobody else's items: the member sees their own, another member none.
    expect((await get('/api/meetings/count?actionItems=true', w.as.member)).json()).toMatchObject({
      actionItems: 3,
    });
    expect(
      (await get('/api/meetings/count?actionItems=true', w.as.otherMember)).json(),
    ).toMatchObject({ actionItems: 1 });
    expect((await get('/api/meetings/count?actionItems=maybe', w.as.manager)).statusCode).toBe(400);
  });

  it('bounds the list by from / to, and This Week is the upcoming meetings to Sunday', async () => {
    const { w, m } = await setup();
    const ids = async (query: string) => {
      const res = await get(`/api/meetings${query}`, w.as.manager);
      expect(res.statusCode, query).toBe(200);
      return (res.json() as Meeting[]).map((x) => x.id);
    };
    // Newest first, inclusive bounds.
    expect(await ids('?from=2030-05-06&to=2030-05-12')).toEqual([
      m.sunday.id,
      m.friday.id,
      m.today.id,
      m.todayEarly.id,
      m.monday.id,
    ]);
    expect(await ids('?to=2030-05-01')).toEqual([m.lastWeek.id]);
    expect(await ids('?from=2030-05-13')).toEqual([m.nextWeek.id]);
    // This Week (spec 2.4: first 3 scheduled): from today on, earliest first, to Sunday.
    expect(await ids('?upcoming=true&to=2030-05-12&limit=3')).toEqual([
      m.todayEarly.id,
      m.today.id,
      m.sunday.id,
    ]);
    // Recent (spec 2.4: first 5): the list's first 5, newest first.
    expect(await ids('?limit=5')).toEqual([
      m.nextWeek.id,
      m.sunday.id,
      m.friday.id,
      m.today.id,
      m.todayEarly.id,
    ]);
    // The count of the same range.
    const counted = (
      await get('/api/meetings/count?from=2030-05-06&to=2030-05-12', w.as.manager)
    ).json() as MeetingCount;
    expect(counted).toEqual({ matching: 5, total: 7 });
    // Pages take the range too.
    const page = await get('/api/meetings?cursor=&from=2030-05-10&limit=2', w.as.manager);
    expect(page.json().items.map((x: Meeting) => x.id)).toEqual([m.nextWeek.id, m.sunday.id]);
  });

  it('answers 400 with the field’s message for a bad from / to / byStatus, on list and count', async () => {
    const { w } = await setup();
    const cases: [string, string, string][] = [
      ['from=2030-02-31', 'from', 'From must be a real calendar date'],
      ['to=2030-13-01', 'to', 'To must be a real calendar date'],
      ['from=08-05-2030', 'from', 'From must be in yyyy-MM-dd format'],
      ['to=tomorrow', 'to', 'To must be in yyyy-MM-dd format'],
      ['from=2030-05-08&to=2030-05-07', 'to', 'To must be on or after from'],
    ];
    for (const path of ['/api/meetings', '/api/meetings/count']) {
      for (const [query, field, message] of cases) {
        const res = await get(`${path}?${query}`, w.as.manager);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().fieldErrors[field], `${path}?${query}`).toEqual([message]);
      }
      const flag = await get(`${path}?byStatus=yes`, w.as.manager);
      expect(flag.statusCode).toBe(400);
      expect(flag.json().fieldErrors.byStatus).toBeDefined();
    }
    // The same day for both bounds is one day.
    expect(
      (await get('/api/meetings?from=2030-05-08&to=2030-05-08', w.as.manager)).json(),
    ).toHaveLength(2);
  });
});
