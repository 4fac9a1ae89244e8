import { describe, expect, it } from 'vitest';
import type { MemberPerformanceResponse } from '@/shared/schemas/analytics';
import { databaseKinds, useTestApp } from '../../test/harness';
import { getJson, NOW, seedKnownOrganisation, TODAY } from '../../test/support/analytics-fixtures';

describe.each(databaseKinds())('team member performance (2.12) on %s', (kind) => {
  const t = useTestApp(kind);

  async function seeded() {
    t.clock.set(NOW);
    return seedKnownOrganisation(t);
  }

  it('shows the person, totals, distribution, time, items and the first 5 meetings', async () => {
    const o = await seeded();
    const body = await getJson<MemberPerformanceResponse>(
      t,
      `/api/analytics/members/${o.member.id}`,
      o.as.manager,
    );
    expect(body.today).toBe(TODAY);
    expect(body.person).toMatchObject({
      id: o.member.id,
      username: o.member.username,
      email: o.member.email,
      jobTitle: 'Engineer',
      department: 'Engineering',
      role: 'Team Member',
    });
    expect(body.person).not.toHaveProperty('passwordHash');
    expect(body.totals).toEqual({
      totalMeetings: 4,
      completedMeetings: 1,
      thisMonth: 3,
      completionRate: 25,
    });
    expect(body.statusDistribution).toMatchObject({ completed: 1, inProgress: 1, scheduled: 2 });
    expect(body.time).toEqual({
      totalMinutes: 165,
      hours: 2,
      minutes: 45,
      roundedHours: 3,
      averageDuration: 41,
    });
    expect(body.actionItems).toEqual({
      total: 8,
      completed: 2,
      pending: 4,
      stuck: 2,
      completionRate: 25,
    });
    expect(body.performanceScore).toBe(25);
    expect(body.totalMeetingCount).toBe(4);
    expect(body.recentMeetings.map((m) => [m.title, m.date, m.actionItemCount])).toEqual([
      ['M3', '2026-03-20', 1],
      ['M2', '2026-03-10', 3],
      ['M1', '2026-03-02', 2],
      ['M4', '2026-02-27', 2],
    ]);
  });

  it('keeps 5 meetings, a 50-character agenda preview and the total count', async () => {
    t.clock.set(NOW);
    const manager = await t.factory.user({ role: 'Manager' });
    const member = await t.factory.user({
      organizationId: manager.organizationId,
      managerId: manager.id,
    });
    const agenda = 'x'.repeat(49) + 'yz and more text';
    for (let day = 1; day <= 7; day++) {
      await t.factory.meeting(
        {
          managerId: manager.id,
          teamMemberId: member.id,
          date: `2026-03-0${day}`,
          agenda,
          status: 'completed',
        },
        [{ description: 'done', status: 'completed' }],
      );
    }
    const body = await getJson<MemberPerformanceResponse>(
      t,
      `/api/analytics/members/${member.id}`,
      await t.factory.signIn(manager),
    );
    expect(body.recentMeetings).toHaveLength(5);
    expect(body.recentMeetings[0]!.date).toBe('2026-03-07');
    expect(body.recentMeetings[0]!.agendaPreview).toBe('x'.repeat(49) + 'y');
    expect(body.totalMeetingCount).toBe(7);
    expect(body.totals).toMatchObject({ totalMeetings: 7, completionRate: 100 });
  });

  it('previews a rich-text agenda by its text, tags removed (decision 14)', async () => {
    t.clock.set(NOW);
    const manager = await t.factory.user({ role: 'Manager' });
    const member = await t.factory.user({
      organizationId: manager.organizationId,
      managerId: manager.id,
    });
    await t.factory.meeting({
      managerId: manager.id,
      teamMemberId: member.id,
      date: '2026-03-01',
      agenda: '<p>Talk about <strong>growth</strong></p><ul><li>Goals</li></ul>',
      status: 'completed',
    });
    const body = await getJson<MemberPerformanceResponse>(
      t,
      `/api/analytics/members/${member.id}`,
      await t.factory.signIn(manager),
    );
    expect(body.recentMeetings[0]!.agendaPreview).toBe('Talk about growth Goals');
  });

  it('is readable by the member themselves, their line and the Senior Manager; 404 for anyone else', async () => {
    const o = await seeded();
    const url = (id: number | string) => `/api/analytics/members/${id}`;
    const status = async (id: number | string, cookie: string) =>
      (await t.request({ method: 'GET', url: url(id), cookie })).statusCode;
    expect(await status(o.member.id, o.as.member)).toBe(200);
    expect(await status(o.otherMember.id, o.as.member)).toBe(404);
    expect(await status(o.manager.id, o.as.member)).toBe(404);
    expect(await status(o.otherMember.id, o.as.manager)).toBe(200); // transitively in line
    expect(await status(o.uma.id, o.as.manager)).toBe(404); // a peer's report
    expect(await status(o.member.id, o.as.supervisor)).toBe(404); // not in Sol's line
    expect(await status(o.uma.id, o.as.seniorManager)).toBe(200);
    expect(await status(o.foreign.member.id, o.as.seniorManager)).toBe(404);
    expect(await status(o.member.id, o.foreign.as.seniorManager)).toBe(404);
    for (const bad of ['abc', '0', '-1', '99999999999', '1.5']) {
      const res = await t.request({ method: 'GET', url: url(bad), cookie: o.as.seniorManager });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Team member not found' });
    }
  });

  it('"this month" follows the viewer timezone at a month edge', async () => {
    // 02:00 UTC on 1 April is still 31 March in New York (UTC−4).
    t.clock.set(new Date('2026-04-01T02:00:00Z'));
    const manager = await t.factory.user({ role: 'Manager', timezone: 'America/New_York' });
    const member = await t.factory.user({
      organizationId: manager.organizationId,
      managerId: manager.id,
      timezone: 'UTC',
    });
    const pair = { managerId: manager.id, teamMemberId: member.id };
    await t.factory.meeting({ ...pair, date: '2026-03-31' });
    await t.factory.meeting({ ...pair, date: '2026-04-01' });
    await t.factory.meeting({ ...pair, date: '2026-04-02' });
    const url = `/api/analytics/members/${member.id}`;
    const asManager = await getJson<MemberPerformanceResponse>(
      t,
      url,
      await t.factory.signIn(manager),
    );
    const asMember = await getJson<MemberPerformanceResponse>(
      t,
      url,
      await t.factory.signIn(member),
    );
    expect(asManager).toMatchObject({ today: '2026-03-31', timezone: 'America/New_York' });
    expect(asManager.totals.thisMonth).toBe(1);
    expect(asMember).toMatchObject({ today: '2026-04-01', timezone: 'UTC' });
    expect(asMember.totals.thisMonth).toBe(2);
  });
});
