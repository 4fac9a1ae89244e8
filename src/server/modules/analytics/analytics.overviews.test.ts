import { describe, expect, it } from 'vitest';
import type {
  ActionItemsOverviewResponse,
  BehindScheduleResponse,
  TeamAnalyticsResponse,
  TeamProgressResponse,
} from '@/shared/schemas/analytics';
import { databaseKinds, useTestApp } from '../../test/harness';
import { getJson, NOW, seedKnownOrganisation } from '../../test/support/analytics-fixtures';

describe.each(databaseKinds())('overview pages (2.14, 2.15) on %s', (kind) => {
  const t = useTestApp(kind);

  async function seeded() {
    t.clock.set(NOW);
    return seedKnownOrganisation(t);
  }

  it('Action Items Overview: totals and per-member groups with the analytics rule', async () => {
    const o = await seeded();
    const body = await getJson<ActionItemsOverviewResponse>(
      t,
      '/api/analytics/action-items',
      o.as.manager,
    );
    expect(body.totals).toEqual({ total: 9, pending: 5, completed: 2, stuck: 2 });
    expect(body.members.map((m) => m.id)).toEqual([o.member.id, o.otherMember.id]); // most pending first; Sol has no items
    const [tia, omar] = body.members;
    expect(tia).toMatchObject({
      username: o.member.username,
      email: o.member.email,
      role: 'Team Member',
      total: 8,
      completed: 2,
      pending: 4,
      stuck: 2,
      completionRate: 25,
      // 6 open items, the first LIST_LIMITS.overviewPendingPerMember (5) listed.
      morePendingCount: 1,
      moreCompletedCount: 0,
    });
    expect(
      tia!.pendingItems.map((i) => [i.description, i.meetingDate, i.meetingStatus, i.status]),
    ).toEqual([
      ['h', '2026-02-27', 'in_progress', 'pending'],
      ['a', '2026-03-02', 'completed', 'pending'],
      ['b', '2026-03-02', 'completed', 'stuck'],
      ['c', '2026-03-10', 'scheduled', 'pending'],
      ['e', '2026-03-10', 'scheduled', 'stuck'],
    ]);
    expect(tia!.pendingItems[4]!.stuckReason).toBe('blocked');
    expect(tia!.completedItems.map((i) => i.description)).toEqual(['d', 'g']);
    expect(omar).toMatchObject({ total: 1, completed: 0, pending: 1, stuck: 0, completionRate: 0 });
  });

  it('Action Items Overview keeps 5 completed items per member and counts the rest', async () => {
    t.clock.set(NOW);
    const manager = await t.factory.user({ role: 'Manager' });
    const member = await t.factory.user({
      organizationId: manager.organizationId,
      managerId: manager.id,
    });
    const pair = { managerId: manager.id, teamMemberId: member.id };
    await t.factory.meeting(
      { ...pair, status: 'completed', date: '2026-03-01' },
      ['1', '2', '3', '4'].map((description) => ({ description, status: 'completed' })),
    );
    await t.factory.meeting({ ...pair, status: 'scheduled', date: '2026-03-02' }, [
      { description: '5', status: 'completed' },
      { description: '6', status: 'completed' },
      { description: '7', status: 'completed' },
      '8',
    ]);
    const body = await getJson<ActionItemsOverviewResponse>(
      t,
      '/api/analytics/action-items',
      await t.factory.signIn(manager),
    );
    const [group] = body.members;
    expect(group!.completedItems.map((i) => i.description)).toEqual(['5', '6', '7', '1', '2']);
    expect(group).toMatchObject({ completed: 7, pending: 1, moreCompletedCount: 2 });
    expect(body.totals).toEqual({ total: 8, pending: 1, completed: 7, stuck: 0 });
  });

  it('Behind Schedule Overview: overdue meetings and items, urgency, most behind first', async () => {
    const o = await seeded();
    const mine = await getJson<BehindScheduleResponse>(
      t,
      '/api/analytics/behind-schedule',
      o.as.manager,
    );
    expect(mine.totals).toEqual({
      totalBehind: 4,
      overdueActionItems: 3,
      overdueMeetings: 1,
      membersBehind: 1,
    });
    const [tia] = mine.members;
    expect(tia).toMatchObject({ id: o.member.id, behindCount: 4, urgency: 'medium' });
    expect(tia!.overdueMeetings.map((m) => [m.title, m.daysOverdue])).toEqual([['M2', 5]]);
    expect(tia!.overdueActionItems.map((i) => [i.description, i.daysAgo, i.status])).toEqual([
      ['h', 16, 'pending'],
      ['c', 5, 'pending'],
      ['e', 5, 'stuck'],
    ]);

    const all = await getJson<BehindScheduleResponse>(
      t,
      '/api/analytics/behind-schedule',
      o.as.seniorManager,
    );
    expect(all.members.map((m) => [m.id, m.behindCount, m.urgency])).toEqual([
      [o.member.id, 4, 'medium'],
      [o.uma.id, 3, 'medium'],
    ]);
    expect(all.totals).toEqual({
      totalBehind: 7,
      overdueActionItems: 5,
      overdueMeetings: 2,
      membersBehind: 2,
    });
    const sol = await getJson<BehindScheduleResponse>(
      t,
      '/api/analytics/behind-schedule',
      o.as.supervisor,
    );
    expect(sol.members).toEqual([]); // All Caught Up!
    expect(sol.totals.totalBehind).toBe(0);
  });

  it('urgency climbs from low to high with the behind count', async () => {
    t.clock.set(NOW);
    const manager = await t.factory.user({ role: 'Manager' });
    const cookie = await t.factory.signIn(manager);
    const member = await t.factory.user({
      organizationId: manager.organizationId,
      managerId: manager.id,
    });
    const pair = { managerId: manager.id, teamMemberId: member.id, date: '2026-03-01' };
    await t.factory.meeting(pair, ['1']); // overdue meeting + 1 item = 2
    const read = async () =>
      (await getJson<BehindScheduleResponse>(t, '/api/analytics/behind-schedule', cookie))
        .members[0]!;
    expect(await read()).toMatchObject({ behindCount: 2, urgency: 'low' });
    await t.factory.meeting({ ...pair, status: 'in_progress' }, ['2', '3', '4']); // +3 = 5
    expect(await read()).toMatchObject({ behindCount: 5, urgency: 'medium' });
    await t.factory.meeting({ ...pair, status: 'completed' }, ['done anyway']); // +0
    expect(await read()).toMatchObject({ behindCount: 5, urgency: 'medium' });
    await t.factory.meeting({ ...pair, date: '2026-03-15' }, ['today is not late']); // +0
    expect(await read()).toMatchObject({ behindCount: 5, urgency: 'medium' });
    await t.factory.meeting({ ...pair, date: '2026-03-14', status: 'in_progress' }, ['6']); // +1
    expect(await read()).toMatchObject({ behindCount: 6, urgency: 'high' });
  });

  it('"today" of overdue and "this month" follow the viewer timezone', async () => {
    // 02:00 UTC on 1 April: 31 March in New York, 1 April in UTC.
    t.clock.set(new Date('2026-04-01T02:00:00Z'));
    const nyManager = await t.factory.user({ role: 'Manager', timezone: 'America/New_York' });
    const org = nyManager.organizationId;
    const senior = await t.factory.user({
      organizationId: org,
      role: 'Senior Manager',
      timezone: 'UTC',
    });
    const member = await t.factory.user({ organizationId: org, managerId: nyManager.id });
    await t.factory.meeting(
      { managerId: nyManager.id, teamMemberId: member.id, date: '2026-03-31' },
      ['item'],
    );
    const ny = await t.factory.signIn(nyManager);
    const utc = await t.factory.signIn(senior);
    const behindNy = await getJson<BehindScheduleResponse>(t, '/api/analytics/behind-schedule', ny);
    const behindUtc = await getJson<BehindScheduleResponse>(
      t,
      '/api/analytics/behind-schedule',
      utc,
    );
    expect(behindNy.totals.totalBehind).toBe(0);
    expect(behindUtc.totals).toMatchObject({ overdueMeetings: 1, overdueActionItems: 1 });
    expect(behindUtc.members[0]!.overdueMeetings[0]!.daysOverdue).toBe(1);
    const teamNy = await getJson<TeamAnalyticsResponse>(t, '/api/analytics/team', ny);
    const teamUtc = await getJson<TeamAnalyticsResponse>(t, '/api/analytics/team', utc);
    expect(teamNy.meetingsThisMonth).toBe(1);
    expect(teamUtc.meetingsThisMonth).toBe(0);
  });

  it('never lists another organisation or a peer line', async () => {
    const o = await seeded();
    const overview = await getJson<ActionItemsOverviewResponse>(
      t,
      '/api/analytics/action-items',
      o.as.manager,
    );
    const text = JSON.stringify(overview);
    expect(text).not.toContain('foreign item');
    expect(overview.members.some((m) => m.id === o.uma.id)).toBe(false);
    const all = await getJson<ActionItemsOverviewResponse>(
      t,
      '/api/analytics/action-items',
      o.as.seniorManager,
    );
    expect(JSON.stringify(all)).not.toContain('foreign item');
    expect(all.totals).toEqual({ total: 11, pending: 7, completed: 2, stuck: 2 });
  });
  it("sends each listed meeting's agenda as the first 50 characters of its text, not the agenda", async () => {
    t.clock.set(NOW); // today 2026-03-15
    const manager = await t.factory.user({ role: 'Manager' });
    const member = await t.factory.user({
      organizationId: manager.organizationId,
      managerId: manager.id,
    });
    const agenda = `<h2>Plan</h2><p>Caf&eacute; &amp; <strong>growth</strong></p><ul><li>${'x'.repeat(80)}</li></ul>`;
    await t.factory.meeting({
      managerId: manager.id,
      teamMemberId: member.id,
      date: '2026-03-01',
      agenda,
    });
    const preview = `Plan Café & growth ${'x'.repeat(31)}`; // 50 characters
    expect([...preview]).toHaveLength(50);
    const cookie = await t.factory.signIn(manager);
    const behind = await getJson<BehindScheduleResponse>(
      t,
      '/api/analytics/behind-schedule',
      cookie,
    );
    const overdue = behind.members[0]!.overdueMeetings[0]!;
    expect(overdue.agendaPreview).toBe(preview);
    expect(overdue).not.toHaveProperty('agenda');
    const progress = await getJson<TeamProgressResponse>(t, '/api/analytics/progress', cookie);
    const activity = progress.members[0]!.recentActivity[0]!;
    expect(activity.agendaPreview).toBe(preview);
    expect(activity).not.toHaveProperty('agenda');
  });
});
