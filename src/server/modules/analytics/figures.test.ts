/**
 * Cross-screen figures (docs/glossary.md): one organisation with a reporting line and meetings
 * and action items in every state; every call that shows a figure about the same person or team
 * must show the same value, equal to the value counted here from the rows this test created
 * (the rules are written out below, not imported, so a drift of src/shared/domain/figures.ts
 * shows up here). Items with a due date are overdue by it (decision 32).
 */
import { describe, expect, it } from 'vitest';
import type { MeetingCount, OrganizationSummary } from '@/shared/schemas/counts';
import type { OwnActionItemsResponse } from '@/shared/schemas/action-item';
import type {
  MemberPerformanceResponse,
  TeamAnalyticsResponse,
  TeamProgressResponse,
} from '@/shared/schemas/analytics';
import type {
  ActionItemsOverviewResponse,
  BehindScheduleResponse,
} from '@/shared/schemas/analytics-overviews';
import { databaseKinds, useTestApp, type TestApp } from '../../test/harness';
import { signedInTeam } from '../../test/support/meetings-test-helpers';
import { getJson, NOW, TODAY } from '../../test/support/analytics-fixtures';

interface Item {
  description: string;
  status: string;
  stuckReason?: string | null;
  /** `yyyy-MM-dd` or null (decision 32). */
  dueDate?: string | null;
}
interface Row {
  who: 'member' | 'otherMember';
  status: string;
  date: string;
  items: Item[];
}

const item = (
  description: string,
  status: string,
  stuckReason: string | null = null,
  dueDate: string | null = null,
): Item => ({ description, status, stuckReason, dueDate });

/** Every state: completed, overdue, upcoming and in-progress meetings; pending, completed, stuck items. */
const ROWS: Row[] = [
  {
    who: 'member',
    status: 'completed',
    date: '2026-03-02',
    items: [
      item('a', 'completed'),
      item('b', 'pending'),
      item('c', 'pending', 'waiting'),
      // Decision 32: due before today, overdue although the meeting is completed; done: not.
      item('l', 'pending', null, '2026-03-14'),
      item('o', 'completed', null, '2026-03-01'),
    ],
  },
  {
    who: 'member',
    status: 'scheduled', // overdue
    date: '2026-03-10',
    items: [
      item('d', 'pending'),
      item('e', 'stuck'),
      item('f', 'completed'),
      // Due after today: not overdue, although its meeting is.
      item('m', 'pending', null, '2026-03-20'),
    ],
  },
  {
    who: 'member',
    status: 'scheduled',
    date: '2026-03-20',
    // Due before today: overdue, although its meeting is ahead.
    items: [item('g', 'pending'), item('n', 'stuck', null, '2026-03-12')],
  },
  { who: 'member', status: 'in_progress', date: '2026-03-12', items: [item('h', 'completed')] },
  { who: 'member', status: 'completed', date: '2026-02-10', items: [] },
  { who: 'otherMember', status: 'completed', date: '2026-03-05', items: [item('i', 'completed')] },
  { who: 'otherMember', status: 'scheduled', date: '2026-03-16', items: [item('j', 'pending')] },
  { who: 'otherMember', status: 'scheduled', date: '2026-03-01', items: [item('k', 'stuck')] },
];

/** The figures of `rows`, counted item by item with the glossary's words. */
function expected(rows: Row[]) {
  const items = rows.flatMap((r) => r.items.map((i) => ({ ...i, meeting: r })));
  const stuck = (i: Item) => i.status === 'stuck' || Boolean(i.stuckReason?.trim());
  const completed = items.filter((i) => !stuck(i) && i.status === 'completed').length;
  const stuckCount = items.filter(stuck).length;
  return {
    meetings: rows.length,
    completedMeetings: rows.filter((r) => r.status === 'completed').length,
    upcoming: rows.filter((r) => r.status === 'scheduled' && r.date >= TODAY).length,
    overdueMeetings: rows.filter((r) => r.status === 'scheduled' && r.date < TODAY).length,
    // Open, and due before today; without a due date, of a past meeting not completed.
    overdueItems: items.filter(
      (i) =>
        (stuck(i) || i.status !== 'completed') &&
        (i.dueDate
          ? i.dueDate < TODAY
          : i.meeting.status !== 'completed' && i.meeting.date < TODAY),
    ).length,
    items: { total: items.length, completed, stuck: stuckCount },
    pending: items.length - completed - stuckCount,
  };
}

async function seed(t: TestApp) {
  t.clock.set(NOW);
  const team = await signedInTeam(t);
  for (const row of ROWS) {
    const person = team[row.who];
    await t.factory.meeting(
      {
        managerId: person.managerId!,
        teamMemberId: person.id,
        status: row.status,
        date: row.date,
      },
      row.items,
    );
  }
  return team;
}

describe.each(databaseKinds())('figures agree across screens on %s', (kind) => {
  const t = useTestApp(kind);

  it('one person: progress, performance, overviews, own items and meeting counts', async () => {
    const team = await seed(t);
    for (const who of ['member', 'otherMember'] as const) {
      const person = team[who];
      const want = expected(ROWS.filter((r) => r.who === who));
      const asManager = team.as.manager;
      const get = <T>(url: string, cookie = asManager) => getJson<T>(t, url, cookie);

      const progress = await get<TeamProgressResponse>('/api/analytics/progress');
      const card = progress.members.find((m) => m.id === person.id)!;
      expect(card, who).toMatchObject({
        totalMeetings: want.meetings,
        completedMeetings: want.completedMeetings,
        upcomingMeetings: want.upcoming,
        totalActionItems: want.items.total,
        completedActionItems: want.items.completed,
        pendingActionItems: want.pending,
        stuckActionItems: want.items.stuck,
      });

      const page = await get<MemberPerformanceResponse>(`/api/analytics/members/${person.id}`);
      expect(page.totals, who).toMatchObject({
        totalMeetings: want.meetings,
        completedMeetings: want.completedMeetings,
        completionRate: card.completionRate,
      });
      expect(page.actionItems, who).toMatchObject({ ...want.items, pending: want.pending });

      const overview = await get<ActionItemsOverviewResponse>('/api/analytics/action-items');
      const group = overview.members.find((m) => m.id === person.id)!;
      expect(group, who).toMatchObject({
        ...want.items,
        pending: want.pending,
        completionRate: page.actionItems.completionRate,
      });
      expect(group.pendingItems.length + group.morePendingCount).toBe(
        want.pending + want.items.stuck,
      );

      const behind = await get<BehindScheduleResponse>('/api/analytics/behind-schedule');
      const late = behind.members.find((m) => m.id === person.id)!;
      expect(late.overdueMeetings.length + late.moreOverdueMeetings, who).toBe(
        want.overdueMeetings,
      );
      expect(late.overdueActionItems.length + late.moreOverdueActionItems, who).toBe(
        want.overdueItems,
      );

      const own = await get<OwnActionItemsResponse>('/api/action-items', team.as[who]);
      expect(own.totals, who).toEqual({
        pending: want.pending,
        completed: want.items.completed,
        stuck: want.items.stuck,
      });

      // The own pages' due filter counts the same overdue items (decision 32).
      const late2 = await get<OwnActionItemsResponse>(
        '/api/action-items?due=overdue',
        team.as[who],
      );
      expect(late2.counts.pending + late2.counts.stuck, who).toBe(want.overdueItems);
      expect(late2.items.every((i) => i.overdue)).toBe(true);

      const count = (query: string) =>
        get<MeetingCount>(`/api/meetings/count?teamMember=${person.id}${query}`);
      expect((await count('')).matching, who).toBe(want.meetings);
      expect((await count('&status=completed')).matching, who).toBe(want.completedMeetings);
      expect((await count('&upcoming=true')).matching, who).toBe(want.upcoming);
      const mine = await get<MeetingCount>('/api/meetings/count', team.as[who]);
      expect(mine.total, who).toBe(want.meetings);
    }
  });

  it('one team: progress totals, analytics, overviews, organisation summary and counts', async () => {
    const team = await seed(t);
    const want = expected(ROWS);
    for (const cookie of [team.as.manager, team.as.seniorManager]) {
      const get = <T>(url: string) => getJson<T>(t, url, cookie);
      const progress = await get<TeamProgressResponse>('/api/analytics/progress');
      expect(progress.totals).toMatchObject({
        actionItems: want.items.total,
        pendingActionItems: want.pending,
        stuckActionItems: want.items.stuck,
        membersWithPending: 2,
      });
      const analytics = await get<TeamAnalyticsResponse>('/api/analytics/team');
      expect(analytics.actionItems).toMatchObject({ ...want.items, pending: want.pending });
      expect(analytics.totalMeetings).toBe(want.meetings);
      expect(analytics.statusDistribution.completed).toBe(want.completedMeetings);
      const overview = await get<ActionItemsOverviewResponse>('/api/analytics/action-items');
      expect(overview.totals).toEqual({ ...want.items, pending: want.pending });
      const behind = await get<BehindScheduleResponse>('/api/analytics/behind-schedule');
      expect(behind.totals).toMatchObject({
        overdueMeetings: want.overdueMeetings,
        overdueActionItems: want.overdueItems,
      });
    }
    // The Senior Manager's dashboards count the whole organisation: the same meetings.
    const asSenior = <T>(url: string) => getJson<T>(t, url, team.as.seniorManager);
    const summary = await asSenior<OrganizationSummary>(
      `/api/organizations/${team.manager.organizationId}/summary`,
    );
    expect(summary.meetings).toEqual({
      total: want.meetings,
      completed: want.completedMeetings,
    });
    const counted = await asSenior<MeetingCount>('/api/meetings/count?status=completed');
    expect(counted).toEqual({ matching: want.completedMeetings, total: want.meetings });
    const analytics = await asSenior<TeamAnalyticsResponse>('/api/analytics/team');
    expect(summary.completionRate).toBe(analytics.statusDistribution.completedPercent);
  });
});
