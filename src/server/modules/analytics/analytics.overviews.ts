/**
 * Action Items Overview (spec 2.14) and Behind Schedule Overview (spec 2.15): counts from the
 * per-member SQL aggregates, the items and meetings each page lists from one query per list.
 */
import { completionRate, daysOverdue, urgencyLevel } from '@/shared/domain/metrics';
import type {
  ActionItemsMemberGroup,
  ActionItemsOverviewResponse,
  BehindScheduleMember,
  BehindScheduleResponse,
} from '@/shared/schemas/analytics';
import type { DbOrTx } from '../../db/client';
import { memberItemStats, memberMeetingStats, NO_ITEMS } from './analytics.aggregates';
import {
  overdueItemsByMember,
  overdueMeetingsByMember,
  pendingItemsByMember,
  recentCompletedItemsByMember,
} from './analytics.item-lists';
import { byName, presentPerson } from './analytics.presenter';
import type { AnalyticsScope } from './analytics.scope';

/**
 * GET /api/analytics/action-items (spec 2.14): members with at least one item, most pending
 * first then by name. Completed = completed meeting or completed item (spec 4 analytics rule).
 */
export async function actionItemsOverview({
  db,
  scope,
}: {
  db: DbOrTx;
  scope: AnalyticsScope;
}): Promise<ActionItemsOverviewResponse> {
  const people = await memberMeetingStats(db, scope);
  const counts = await memberItemStats(db, scope);
  const pending = await pendingItemsByMember(db, scope);
  const completed = await recentCompletedItemsByMember(db, scope);
  const members: ActionItemsMemberGroup[] = people
    .filter((p) => (counts.get(p.id)?.total ?? 0) > 0)
    .sort(byName)
    .map((p) => {
      const c = counts.get(p.id) ?? NO_ITEMS;
      const completedItems = completed.get(p.id) ?? [];
      const pendingItems = pending.get(p.id) ?? [];
      return {
        ...presentPerson(p),
        total: c.total,
        completed: c.completed,
        pending: c.total - c.completed,
        completionRate: completionRate(c.completed, c.total),
        pendingItems,
        morePendingCount: c.total - c.completed - pendingItems.length,
        completedItems,
        moreCompletedCount: c.completed - completedItems.length,
      };
    })
    .sort((a, b) => b.pending - a.pending);
  const total = members.reduce((acc, m) => acc + m.total, 0);
  const done = members.reduce((acc, m) => acc + m.completed, 0);
  return {
    today: scope.today,
    timezone: scope.timezone,
    totals: { total, pending: total - done, completed: done },
    membersTotal: members.length,
    members,
  };
}

/**
 * GET /api/analytics/behind-schedule (spec 2.15): members with overdue meetings or items, most
 * behind first then by name, each with the urgency of their behind count.
 */
export async function behindSchedule({
  db,
  scope,
}: {
  db: DbOrTx;
  scope: AnalyticsScope;
}): Promise<BehindScheduleResponse> {
  const people = await memberMeetingStats(db, scope);
  const counts = await memberItemStats(db, scope);
  const meetingsLate = await overdueMeetingsByMember(db, scope);
  const itemsLate = await overdueItemsByMember(db, scope);
  const members: BehindScheduleMember[] = people
    .map((p) => ({ p, behind: p.overdue + (counts.get(p.id)?.overdue ?? 0) }))
    .filter(({ behind }) => behind > 0)
    .sort((a, b) => b.behind - a.behind || byName(a.p, b.p))
    .map(({ p, behind }) => {
      const lateMeetings = meetingsLate.get(p.id) ?? [];
      const lateItems = itemsLate.get(p.id) ?? [];
      return {
        ...presentPerson(p),
        behindCount: behind,
        urgency: urgencyLevel(behind),
        overdueMeetings: lateMeetings.map((m) => ({
          ...m,
          daysOverdue: daysOverdue(m.date, scope.today),
        })),
        moreOverdueMeetings: p.overdue - lateMeetings.length,
        overdueActionItems: lateItems.map((i) => ({
          id: i.id,
          description: i.description,
          status: i.status,
          meetingId: i.meetingId,
          meetingDate: i.meetingDate,
          meetingStatus: i.meetingStatus,
          daysAgo: daysOverdue(i.meetingDate, scope.today),
        })),
        moreOverdueActionItems: (counts.get(p.id)?.overdue ?? 0) - lateItems.length,
      };
    });
  const overdueMeetings = people.reduce((acc, p) => acc + p.overdue, 0);
  const overdueActionItems = [...counts.values()].reduce((acc, c) => acc + c.overdue, 0);
  return {
    today: scope.today,
    timezone: scope.timezone,
    totals: {
      totalBehind: overdueMeetings + overdueActionItems,
      overdueActionItems,
      overdueMeetings,
      membersBehind: members.length,
    },
    membersTotal: members.length,
    members,
  };
}
