/**
 * The SQL aggregates equal the pure rules of metrics.ts applied item by item to the same seeded
 * data (a pseudo-random organisation), for every analytics page and two viewers in different
 * timezones, with member_figures' pivot day (figures-pivot.ts) after, before and among the
 * meetings.
 */
import { describe, expect, it } from 'vitest';
import {
  averageDuration,
  completionRate,
  followThrough,
  meetingEfficiency,
  participationColour,
  performanceScore,
  ratioOneDecimal,
  splitMinutes,
  teamPerformanceLabel,
  urgencyLevel,
} from '@/shared/domain/metrics';
import { todayIn } from '@/shared/domain/dates';
import { LIST_LIMITS } from '@/shared/domain/constants';
import type {
  ActionItemsOverviewResponse,
  BehindScheduleResponse,
  MemberPerformanceResponse,
  TeamAnalyticsResponse,
  TeamProgressResponse,
} from '@/shared/schemas/analytics';
import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../../db/schema';
import { databaseKinds, useTestApp, type TestApp } from '../../test/harness';
import { getJson } from '../../test/support/analytics-fixtures';
import {
  prng,
  referenceFor,
  seedRandomMeetings,
  type GenMeeting,
} from '../../test/support/analytics-reference';
import { rebuildFiguresPivot } from './figures-pivot';

const NOW = new Date('2026-03-31T20:00:00Z'); // 31 March in UTC, 1 April in Tokyo

async function randomOrganisation(t: TestApp, seed: number) {
  const rand = prng(seed);
  const f = t.factory;
  const senior = await f.user({ role: 'Senior Manager', timezone: 'UTC' });
  const org = senior.organizationId;
  const manager = await f.user({
    organizationId: org,
    role: 'Manager',
    managerId: senior.id,
    timezone: 'Asia/Tokyo',
  });
  const peer = await f.user({ organizationId: org, role: 'Manager', managerId: senior.id });
  const supervisor = await f.user({
    organizationId: org,
    role: 'Supervisor',
    managerId: manager.id,
  });
  const members: UserRow[] = [];
  for (let i = 0; i < 6; i++) {
    const boss = [manager, supervisor, peer][i % 3]!;
    members.push(await f.user({ organizationId: org, managerId: boss.id }));
  }
  const people = [manager, peer, supervisor, ...members];
  const meetings = await seedRandomMeetings(t, rand, people, senior, 45);
  // People with items outside every viewer's team: another Senior Manager as a team member
  // and a deactivated member (the organisation's figures hold them; the pages leave them out).
  const otherSenior = await f.user({ organizationId: org, role: 'Senior Manager' });
  const gone = await f.user({ organizationId: org, managerId: manager.id });
  for (const [boss, person] of [
    [senior, otherSenior],
    [manager, gone],
  ] as const) {
    await f.meeting({ managerId: boss.id, teamMemberId: person.id, date: '2026-02-02' }, [
      'open',
      { description: 'done', status: 'completed' },
      { description: 'stuck', status: 'stuck' },
    ]);
  }
  await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
  const line = [
    supervisor,
    ...members.filter((m) => m.managerId === manager.id || m.managerId === supervisor.id),
  ];
  return { senior, manager, people, line, meetings };
}

/** A capped list: at most 10 of the reference ids, none twice, and `more` counting the rest. */
function expectListed(
  listed: { id: number }[],
  more: number,
  ids: number[],
  limit: number,
  label: string,
) {
  const shown = listed.map((x) => x.id);
  expect(shown.length, label).toBe(Math.min(limit, ids.length));
  expect(new Set(shown).size).toBe(shown.length);
  for (const id of shown) expect(ids, label).toContain(id);
  expect(more, label).toBe(ids.length - shown.length);
}

/**
 * Top Performer, Needs Support and the completion chart of Team Analytics against the pure
 * rules: the same scores and rates in the same order (ties by name are not re-derived here),
 * capped at LIST_LIMITS, with exact counts, and each listed member's figures.
 */
function checkTeamLists(
  label: string,
  refs: Map<number, ReturnType<typeof referenceFor>>,
  team: TeamAnalyticsResponse,
) {
  const scored = [...refs].map(([id, r]) => ({
    id,
    r,
    score: performanceScore(r.completionRate, completionRate(r.itemsCompleted, r.itemTotal)),
  }));
  const active = scored.filter((s) => s.r.total > 0);
  if (active.length === 0) expect(team.topPerformer, label).toBeNull();
  else expect(team.topPerformer?.performanceScore).toBe(Math.max(...active.map((s) => s.score)));
  const needing =
    active.length < 2 ? [] : active.filter((s) => s.id !== team.topPerformer?.id && s.score < 60);
  expect(team.needsSupportTotal, label).toBe(needing.length);
  expect(team.needsSupport.map((m) => m.performanceScore)).toEqual(
    needing
      .map((s) => s.score)
      .sort((a, b) => a - b)
      .slice(0, LIST_LIMITS.needsSupport),
  );
  for (const m of team.needsSupport) expect(needing.map((s) => s.id)).toContain(m.id);
  const chartKey = (total: number, rate: number) => (total === 0 ? 1000 : 0) + rate;
  expect(team.membersTotal, label).toBe(refs.size);
  expect(team.members.map((m) => chartKey(m.totalMeetings, m.completionRate))).toEqual(
    scored
      .map((s) => chartKey(s.r.total, s.r.completionRate))
      .sort((a, b) => a - b)
      .slice(0, LIST_LIMITS.completionChartMembers),
  );
  const listed = [...team.members, ...team.needsSupport];
  if (team.topPerformer) listed.push(team.topPerformer);
  for (const m of listed) {
    const s = scored.find((x) => x.id === m.id)!;
    expect(m, `${label} team ${m.id}`).toMatchObject({
      totalMeetings: s.r.total,
      completedMeetings: s.r.completed,
      completionRate: s.r.completionRate,
      totalActionItems: s.r.itemTotal,
      completedActionItems: s.r.itemsCompleted,
      performanceScore: s.score,
    });
  }
}

function checkViewer(
  label: string,
  viewerMembers: UserRow[],
  meetings: GenMeeting[],
  today: string,
  pages: {
    progress: TeamProgressResponse;
    team: TeamAnalyticsResponse;
    items: ActionItemsOverviewResponse;
    behind: BehindScheduleResponse;
  },
) {
  const refs = new Map(viewerMembers.map((m) => [m.id, referenceFor(m.id, meetings, today)]));
  expect(pages.progress.today, label).toBe(today);
  expect(pages.progress.members.map((m) => m.id).sort(), label).toEqual([...refs.keys()].sort());
  for (const row of pages.progress.members) {
    const r = refs.get(row.id)!;
    expect(row, `${label} progress ${row.id}`).toMatchObject({
      totalMeetings: r.total,
      completedMeetings: r.completed,
      completionRate: r.completionRate,
      upcomingMeetings: r.upcoming,
      totalActionItems: r.itemTotal,
      completedActionItems: r.itemsCompleted,
      pendingActionItems: r.itemsPending,
      stuckActionItems: r.itemsStuck,
    });
    expect(row.recentActivity.map((a) => a.meetingId)).toEqual(r.recentActivityIds);
  }
  // The summary cards: for a whole organisation read from organization_figures less the
  // people outside the scope (the deactivated member and the other Senior Manager above).
  const refList = [...refs.values()];
  const sumOf = (pick: (r: (typeof refList)[number]) => number) =>
    refList.reduce((a, r) => a + pick(r), 0);
  expect(pages.progress.totals, `${label} progress totals`).toEqual({
    members: refs.size,
    actionItems: sumOf((r) => r.itemTotal),
    pendingActionItems: sumOf((r) => r.itemsPending),
    stuckActionItems: sumOf((r) => r.itemsStuck),
    membersWithPending: refList.filter((r) => r.itemsPending > 0).length,
  });

  const all = [...refs.values()];
  const sum = (pick: (r: (typeof all)[number]) => number) => all.reduce((a, r) => a + pick(r), 0);
  const meetingsTotal = sum((r) => r.total);
  const items = sum((r) => r.itemTotal);
  const done = sum((r) => r.itemsCompleted);
  const stuck = sum((r) => r.itemsStuck);
  const minutes = sum((r) => r.minutes);
  const active = all.filter((r) => r.total > 0).length;
  const score = performanceScore(
    completionRate(
      sum((r) => r.completed),
      meetingsTotal,
    ),
    completionRate(done, items),
  );
  const follow = followThrough(done, items);
  expect(pages.team, label).toMatchObject({
    teamPerformance: score,
    teamPerformanceLabel: teamPerformanceLabel(score),
    activeMembers: active,
    totalMembers: refs.size,
    meetingsThisMonth: sum((r) => r.thisMonth),
    totalMeetings: meetingsTotal,
    statusDistribution: {
      completed: sum((r) => r.completed),
      inProgress: sum((r) => r.inProgress),
      scheduled: sum((r) => r.scheduled),
    },
    actionItems: {
      total: items,
      completed: done,
      pending: items - done - stuck,
      stuck,
      completionRate: completionRate(done, items),
    },
    time: {
      ...splitMinutes(minutes),
      averageDuration: averageDuration(minutes, meetingsTotal),
      meetingsPerMember: ratioOneDecimal(meetingsTotal, refs.size),
      actionItemsPerMeeting: ratioOneDecimal(items, meetingsTotal),
    },
    engagement: {
      participationPercent: completionRate(active, refs.size),
      participationColour: participationColour(completionRate(active, refs.size)),
      meetingEfficiency: meetingEfficiency(averageDuration(minutes, meetingsTotal)),
      followThroughPercent: follow.percent,
      followThroughColour: follow.colour,
    },
  });

  checkTeamLists(label, refs, pages.team);

  expect(pages.items.totals, label).toEqual({
    total: items,
    pending: items - done - stuck,
    completed: done,
    stuck,
  });
  for (const group of pages.items.members) {
    const r = refs.get(group.id)!;
    expectListed(
      group.pendingItems,
      group.morePendingCount,
      r.pendingItemIds,
      LIST_LIMITS.overviewPendingPerMember,
      label,
    );
    expect(group.completed).toBe(r.itemsCompleted);
    expect(group.completedItems.length + group.moreCompletedCount).toBe(r.itemsCompleted);
  }
  expect(pages.items.members.length).toBe(all.filter((r) => r.itemTotal > 0).length);

  const behind = all.map((r) => r.overdueMeetingIds.length + r.overdueItemIds.length);
  expect(pages.behind.totals.totalBehind, label).toBe(behind.reduce((a, b) => a + b, 0));
  expect(pages.behind.members.length).toBe(behind.filter((b) => b > 0).length);
  for (const m of pages.behind.members) {
    const r = refs.get(m.id)!;
    expectListed(
      m.overdueMeetings,
      m.moreOverdueMeetings,
      r.overdueMeetingIds,
      LIST_LIMITS.overdueMeetingsPerMember,
      label,
    );
    expectListed(
      m.overdueActionItems,
      m.moreOverdueActionItems,
      r.overdueItemIds,
      LIST_LIMITS.overdueActionItemsPerMember,
      label,
    );
    expect(m.behindCount).toBe(r.overdueMeetingIds.length + r.overdueItemIds.length);
    expect(m.urgency).toBe(urgencyLevel(m.behindCount));
  }
  const counts = pages.behind.members.map((m) => m.behindCount);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
}

describe.each(databaseKinds())('analytics SQL equals the pure rules on %s', (kind) => {
  const t = useTestApp(kind);

  // The pivot day of member_figures (figures-pivot.ts): the migration's (after every meeting
  // and both viewers' today), before every meeting, among them, and on the UTC viewer's today
  // (the day before the Tokyo viewer's).
  const pivots = [null, '2025-12-01', '2026-02-15', '2026-03-31'];
  it.each([1, 2])('random organisation, seed %i', async (seed) => {
    t.clock.set(NOW);
    const o = await randomOrganisation(t, seed);
    const viewers = [
      [o.senior, o.people],
      [o.manager, o.line],
    ] as const;
    for (const [pivot, [viewer, members]] of pivots.flatMap((p) =>
      viewers.map((v) => [p, v] as const),
    )) {
      if (pivot) await rebuildFiguresPivot(t.database.db, pivot);
      const cookie = await t.factory.signIn(viewer);
      const today = todayIn(viewer.timezone, NOW);
      const pages = {
        progress: await getJson<TeamProgressResponse>(t, '/api/analytics/progress', cookie),
        team: await getJson<TeamAnalyticsResponse>(t, '/api/analytics/team', cookie),
        items: await getJson<ActionItemsOverviewResponse>(t, '/api/analytics/action-items', cookie),
        behind: await getJson<BehindScheduleResponse>(t, '/api/analytics/behind-schedule', cookie),
      };
      checkViewer(`${viewer.role}, pivot ${pivot}`, members, o.meetings, today, pages);
      for (const member of members) {
        const page = await getJson<MemberPerformanceResponse>(
          t,
          `/api/analytics/members/${member.id}`,
          cookie,
        );
        const r = referenceFor(member.id, o.meetings, today);
        expect(page.totals).toEqual({
          totalMeetings: r.total,
          completedMeetings: r.completed,
          thisMonth: r.thisMonth,
          completionRate: r.completionRate,
        });
        expect(page.actionItems).toMatchObject({ total: r.itemTotal, completed: r.itemsCompleted });
        expect(page.time).toMatchObject({
          totalMinutes: r.minutes,
          averageDuration: averageDuration(r.minutes, r.total),
        });
        expect(page.recentMeetings.map((m) => m.id)).toEqual(r.recentMeetingIds);
      }
    }
  });
});
