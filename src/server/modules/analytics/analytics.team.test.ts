import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { TeamAnalyticsResponse, TeamProgressResponse } from '@/shared/schemas/analytics';
import { databaseKinds, useTestApp } from '../../test/harness';
import { getJson, NOW, seedKnownOrganisation, TODAY } from '../../test/support/analytics-fixtures';

describe.each(databaseKinds())('team progress and team analytics on %s', (kind) => {
  const t = useTestApp(kind);

  async function seeded() {
    t.clock.set(NOW);
    return seedKnownOrganisation(t);
  }

  it('Team Member Progress (2.10): a Manager sees their line with the progress-page rule', async () => {
    const o = await seeded();
    const body = await getJson<TeamProgressResponse>(t, '/api/analytics/progress', o.as.manager);
    expect(body.today).toBe(TODAY);
    expect(body.members.map((m) => m.firstName)).toEqual(['Omar', 'Sol', 'Tia']);
    expect(body.totals).toEqual({
      members: 3,
      actionItems: 9,
      pendingActionItems: 5,
      stuckActionItems: 2,
      membersWithPending: 2,
    });
    const tia = body.members.find((m) => m.id === o.member.id)!;
    expect(tia).toMatchObject({
      username: o.member.username,
      email: o.member.email,
      role: 'Team Member',
      totalMeetings: 4,
      completedMeetings: 1,
      completionRate: 25,
      upcomingMeetings: 1,
      totalActionItems: 8,
      completedActionItems: 2, // items whose own status is completed (figures.ts)
      pendingActionItems: 4,
      stuckActionItems: 2,
    });
    expect(tia.recentActivity.map((a) => a.title)).toEqual(['M1', 'M3', 'M2']);
    expect(tia.recentActivity[0]).toMatchObject({ date: '2026-03-02', status: 'completed' });
    const omar = body.members.find((m) => m.id === o.otherMember.id)!;
    expect(omar).toMatchObject({
      totalMeetings: 2,
      completionRate: 100,
      pendingActionItems: 1,
      upcomingMeetings: 0,
    });
    const sol = body.members.find((m) => m.id === o.supervisor.id)!;
    expect(sol).toMatchObject({
      totalMeetings: 0,
      completionRate: 0,
      totalActionItems: 0,
      recentActivity: [],
    });
  });

  it('Team Analytics (2.11): team figures of a Manager line', async () => {
    const o = await seeded();
    const body = await getJson<TeamAnalyticsResponse>(t, '/api/analytics/team', o.as.manager);
    expect(body).toMatchObject({
      teamPerformance: 39, // 60 % of 50 + 40 % of 22
      teamPerformanceLabel: 'Needs Improvement',
      activeMembers: 2,
      totalMembers: 3,
      meetingsThisMonth: 4,
      totalMeetings: 6,
      statusDistribution: {
        completed: 3,
        inProgress: 1,
        scheduled: 2,
        total: 6,
        completedPercent: 50,
      },
      actionItems: { total: 9, completed: 2, pending: 5, stuck: 2, completionRate: 22 },
      time: {
        totalMinutes: 225,
        hours: 3,
        minutes: 45,
        roundedHours: 4,
        averageDuration: 38,
        meetingsPerMember: 2,
        actionItemsPerMeeting: 1.5,
      },
      engagement: {
        participationPercent: 67,
        participationColour: 'amber',
        meetingEfficiency: 'Too Long',
        followThroughPercent: 22,
        followThroughColour: 'red',
      },
    });
    expect(body.topPerformer).toMatchObject({ id: o.otherMember.id, performanceScore: 60 });
    expect(body.needsSupport.map((m) => [m.id, m.performanceScore])).toEqual([[o.member.id, 25]]);
    expect(body).toMatchObject({ needsSupportTotal: 1, membersTotal: 3 });
    // The chart: members with meetings first, lowest completion rate first (Tia 25 %, Omar 100 %, Sol none).
    expect(body.members.map((m) => m.id)).toEqual([o.member.id, o.otherMember.id, o.supervisor.id]);
    const tia = body.members.find((m) => m.id === o.member.id)!;
    expect(tia).toMatchObject({
      completionRate: 25,
      totalActionItems: 8,
      completedActionItems: 2,
      actionItemRate: 25,
    });
  });

  it('a Supervisor counts only their own line', async () => {
    const o = await seeded();
    const body = await getJson<TeamAnalyticsResponse>(t, '/api/analytics/team', o.as.supervisor);
    expect(body.members.map((m) => m.id)).toEqual([o.otherMember.id]);
    expect(body).toMatchObject({
      totalMeetings: 2,
      totalMembers: 1,
      teamPerformance: 60, // meetings 100 %, items 0 of 1 (pending in a completed meeting)
      teamPerformanceLabel: 'Fair',
    });
    expect(body.needsSupport).toEqual([]); // fewer than 2 members with meetings
  });

  it('a Senior Manager counts every non-senior active person of the organisation, never another one', async () => {
    const o = await seeded();
    const body = await getJson<TeamAnalyticsResponse>(t, '/api/analytics/team', o.as.seniorManager);
    const ids = body.members.map((m) => m.id).sort((a, b) => a - b);
    const expected = [o.manager, o.supervisor, o.member, o.otherMember, o.olga, o.uma].map(
      (u) => u.id,
    );
    expect(ids).toEqual(expected.sort((a, b) => a - b));
    expect(body).toMatchObject({ totalMeetings: 7, actionItems: { total: 11, completed: 2 } });
    const progress = await getJson<TeamProgressResponse>(
      t,
      '/api/analytics/progress',
      o.as.seniorManager,
    );
    expect(progress.totals).toMatchObject({ members: 6, actionItems: 11, pendingActionItems: 7 });
    const foreignIds = [o.foreign.member.id, o.foreign.manager.id];
    expect(progress.members.some((m) => foreignIds.includes(m.id))).toBe(false);
  });

  it('a Manager never counts people outside their line; a deactivated member drops out', async () => {
    const o = await seeded();
    const body = await getJson<TeamProgressResponse>(t, '/api/analytics/progress', o.as.manager);
    expect(body.members.some((m) => m.id === o.uma.id || m.id === o.olga.id)).toBe(false);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/team-members/${o.member.id}`,
      cookie: o.as.manager,
      headers: { origin: 'http://cadence.test' },
    });
    expect(res.statusCode).toBe(200);
    const after = await getJson<TeamProgressResponse>(t, '/api/analytics/progress', o.as.manager);
    expect(after.members.map((m) => m.firstName)).toEqual(['Omar', 'Sol']);
  });

  it('ties are listed by first name, then last name, then id, for a line and an organisation', async () => {
    t.clock.set(NOW);
    const manager = await t.factory.user({ role: 'Manager' });
    const org = manager.organizationId;
    const senior = await t.factory.user({ organizationId: org, role: 'Senior Manager' });
    // Created so that neither the ids nor the last names give the first-name order; every one
    // has the same single overdue 1:1 (score 0: all need support, all tie on the chart).
    const names: [string, string][] = [
      ['Cleo', 'Adams'],
      ['Abe', 'Zorn'],
      ['Bea', 'Young'],
      ['abe', 'Baker'],
    ];
    const ids: Record<string, number> = {};
    for (const [firstName, lastName] of names) {
      const member = await t.factory.user({
        organizationId: org,
        managerId: manager.id,
        firstName,
        lastName,
      });
      ids[`${firstName} ${lastName}`] = member.id;
      await t.factory.meeting({
        managerId: manager.id,
        teamMemberId: member.id,
        date: '2026-03-01',
      });
    }
    // Case-insensitive first names: "abe Baker" before "Abe Zorn".
    const order = ['abe Baker', 'Abe Zorn', 'Bea Young', 'Cleo Adams'].map((n) => ids[n]);
    for (const who of [manager, senior]) {
      const cookie = await t.factory.signIn(who);
      const body = await getJson<TeamAnalyticsResponse>(t, '/api/analytics/team', cookie);
      // The organisation also holds the Manager, who has no 1:1 as a member: listed last.
      const chart = who === senior ? [...order, manager.id] : order;
      expect(body.members.map((m) => m.id)).toEqual(chart);
      // The first by name is the Top Performer; the others need support, by name.
      expect(body.topPerformer?.id).toBe(order[0]);
      expect(body.needsSupport.map((m) => m.id)).toEqual(order.slice(1));
    }
  });

  it("an organisation's figures are its people's: the same as their Manager's line, the outside people's 1:1s left out", async () => {
    t.clock.set(NOW);
    const manager = await t.factory.user({ role: 'Manager' });
    const org = manager.organizationId;
    const senior = await t.factory.user({ organizationId: org, role: 'Senior Manager' });
    const otherSenior = await t.factory.user({ organizationId: org, role: 'Senior Manager' });
    const member = (firstName: string) =>
      t.factory.user({ organizationId: org, managerId: manager.id, firstName });
    const [ann, ben, cai, dee] = await Promise.all(['Ann', 'Ben', 'Cai', 'Dee'].map(member));
    const meeting = (
      managerId: number,
      teamMemberId: number,
      date: string,
      status = 'scheduled',
      items: { description: string; status?: string }[] = [],
    ) => t.factory.meeting({ managerId, teamMemberId, date, status, duration: 45 }, items);
    // This month (NOW is 2026-03-15): Ann twice; Dee (deactivated below) and the other Senior
    // Manager, both outside the organisation's team, once each, with items.
    await meeting(manager.id, ann!.id, '2026-03-02', 'completed', [
      { description: 'done', status: 'completed' },
    ]);
    await meeting(manager.id, ann!.id, '2026-03-20');
    await meeting(manager.id, ben!.id, '2026-02-10', 'scheduled', [{ description: 'open' }]);
    await meeting(manager.id, dee!.id, '2026-03-03', 'completed', [{ description: 'a' }]);
    await meeting(senior.id, otherSenior.id, '2026-03-04', 'completed', [
      { description: 'b', status: 'completed' },
    ]);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, dee!.id));
    const line = await getJson<TeamAnalyticsResponse>(
      t,
      '/api/analytics/team',
      await t.factory.signIn(manager),
    );
    const whole = await getJson<TeamAnalyticsResponse>(
      t,
      '/api/analytics/team',
      await t.factory.signIn(senior),
    );
    expect(line).toMatchObject({
      totalMembers: 3,
      activeMembers: 2,
      meetingsThisMonth: 2,
      totalMeetings: 3,
      statusDistribution: { completed: 1, inProgress: 0, scheduled: 2 },
      actionItems: { total: 2, completed: 1 },
      time: { totalMinutes: 135 },
    });
    expect(line.topPerformer?.id).toBe(ann!.id);
    expect(line.needsSupport.map((m) => m.id)).toEqual([ben!.id]);
    expect(line.members.map((m) => m.id)).toEqual([ben!.id, ann!.id, cai!.id]);
    // The organisation's team is the line and the Manager (no 1:1 as a member, listed last).
    const { totalMembers, membersTotal, members, engagement, time, ...sameFigures } = whole;
    const { engagement: lineEngagement, ...lineFigures } = line;
    expect([totalMembers, membersTotal, time.meetingsPerMember]).toEqual([4, 4, 0.8]);
    expect(members.map((m) => m.id)).toEqual([...line.members.map((m) => m.id), manager.id]);
    expect({
      ...sameFigures,
      members: line.members,
      totalMembers: 3,
      membersTotal: 3,
      time: { ...time, meetingsPerMember: line.time.meetingsPerMember },
    }).toEqual(lineFigures);
    expect({ ...engagement, participationPercent: 0, participationColour: '' }).toEqual({
      ...lineEngagement,
      participationPercent: 0,
      participationColour: '',
    });
  });

  it('a Manager with nobody below sees empty figures, not an error', async () => {
    t.clock.set(NOW);
    const lone = await t.factory.user({ role: 'Manager' });
    const cookie = await t.factory.signIn(lone);
    const body = await getJson<TeamAnalyticsResponse>(t, '/api/analytics/team', cookie);
    expect(body).toMatchObject({
      totalMembers: 0,
      totalMeetings: 0,
      teamPerformance: 0,
      topPerformer: null,
      needsSupport: [],
      needsSupportTotal: 0,
      members: [],
      membersTotal: 0,
    });
    expect(body.engagement).toMatchObject({
      followThroughPercent: null,
      followThroughColour: null,
      participationPercent: 0,
    });
  });

  it('a Team Member gets 403 on every team-wide call; no session gets 401', async () => {
    const o = await seeded();
    for (const url of ['progress', 'team', 'action-items', 'behind-schedule']) {
      const res = await t.request({
        method: 'GET',
        url: `/api/analytics/${url}`,
        cookie: o.as.member,
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      const anonymous = await t.request({ method: 'GET', url: `/api/analytics/${url}` });
      expect(anonymous.statusCode, url).toBe(401);
    }
  });
});
