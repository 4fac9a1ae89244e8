/**
 * Action Items Overview (spec 2.14) and Behind Schedule Overview (spec 2.15): one page of
 * members sorted and paged in SQL with the totals over everyone (analytics.member-pages.ts),
 * then the capped lists of that page's members only (analytics.item-lists.ts). The "And N
 * more ..." counts are each member's SQL count minus what their list shows.
 */
import { daysOverdue, urgencyLevel } from '@/shared/domain/metrics';
import { itemFigures } from '@/shared/domain/figures';
import type { MemberPageQuery } from '@/shared/schemas/analytics-query';
import type {
  ActionItemsMemberGroup,
  ActionItemsOverviewResponse,
  BehindScheduleMember,
  BehindScheduleResponse,
} from '@/shared/schemas/analytics';
import type { DbOrTx } from '../../db/client';
import {
  overdueItemsByMember,
  overdueMeetingsByMember,
  pendingItemsByMember,
  recentCompletedItemsByMember,
} from './analytics.item-lists';
import { behindMembersPage, itemMembersPage, type PageRows } from './analytics.member-pages';
import { presentPerson } from './analytics.presenter';
import { narrowAudience, type AudienceAt } from '../../access/scope';
import { agendaLine } from '../meetings/agenda-line';

/** Count of a list's rows not shown (never negative, should a write land between two reads). */
const rest = (count: number, shown: number) => Math.max(0, count - shown);

/** What both overviews take: the database, the team audience at its clock, the page asked for. */
export interface OverviewInput {
  db: DbOrTx;
  scope: AudienceAt;
  page: MemberPageQuery;
}

type PerMember<T> = (db: DbOrTx, scope: AudienceAt) => Promise<Map<number, T[]>>;

/**
 * One page of members (`pageOf`, sorted and paged in SQL) with, for each member, their entries
 * of two capped per-member lists read for that page's members only (absent → `[]`), and the
 * page's first row (which carries the totals over every member).
 */
async function pageWithLists<R extends { id: number }, A, B>(
  { db, scope, page }: OverviewInput,
  pageOf: (db: DbOrTx, scope: AudienceAt, page: MemberPageQuery) => Promise<PageRows<R>>,
  listA: PerMember<A>,
  listB: PerMember<B>,
): Promise<{ first: R | undefined; rows: { row: R; a: A[]; b: B[] }[] }> {
  const { rows, first } = await pageOf(db, scope, page);
  const pageScope = narrowAudience(
    scope,
    rows.map((r) => r.id),
  );
  const [byA, byB] = [await listA(db, pageScope), await listB(db, pageScope)];
  return {
    first,
    rows: rows.map((row) => ({ row, a: byA.get(row.id) ?? [], b: byB.get(row.id) ?? [] })),
  };
}

/**
 * GET /api/analytics/action-items (spec 2.14): one page (`page.limit` from `page.offset`) of the
 * members with at least one item, most open items first then by name; totals over every member.
 * Item states of src/shared/domain/figures.ts; `pendingItems` lists the OPEN items (pending and
 * stuck, each with its status), `morePendingCount` the open ones left out (docs/glossary.md).
 */
export async function actionItemsOverview(
  input: OverviewInput,
): Promise<ActionItemsOverviewResponse> {
  const { scope } = input;
  const { rows, first } = await pageWithLists(
    input,
    itemMembersPage,
    pendingItemsByMember,
    recentCompletedItemsByMember,
  );
  const members: ActionItemsMemberGroup[] = rows.map(
    ({ row: r, a: pendingItems, b: completedItems }) => {
      return {
        ...presentPerson(r),
        ...itemFigures({
          total: r.total,
          completed: r.completed,
          stuck: r.stuck,
          pending: r.total - r.completed - r.stuck,
        }),
        pendingItems,
        morePendingCount: rest(r.total - r.completed, pendingItems.length),
        completedItems,
        moreCompletedCount: rest(r.completed, completedItems.length),
      };
    },
  );
  const total = first?.allItems ?? 0;
  const done = first?.allCompleted ?? 0;
  const stuck = first?.allStuck ?? 0;
  return {
    today: scope.today,
    timezone: scope.timezone,
    totals: { total, pending: total - done - stuck, completed: done, stuck },
    membersTotal: first?.membersTotal ?? 0,
    members,
  };
}

/**
 * GET /api/analytics/behind-schedule (spec 2.15): one page of the members with overdue meetings
 * or items, most behind first then by name, each with the urgency of their behind count;
 * totals over every member.
 */
export async function behindSchedule(input: OverviewInput): Promise<BehindScheduleResponse> {
  const { scope } = input;
  const { rows, first } = await pageWithLists(
    input,
    behindMembersPage,
    overdueMeetingsByMember,
    overdueItemsByMember,
  );
  const members: BehindScheduleMember[] = rows.map(({ row: r, a: lateMeetings, b: lateItems }) => {
    const behind = r.overdueMeetings + r.overdueItems;
    return {
      ...presentPerson(r),
      behindCount: behind,
      urgency: urgencyLevel(behind),
      overdueMeetings: lateMeetings.map(({ agenda, ...m }) => ({
        ...m,
        agendaPreview: agendaLine(agenda),
        daysOverdue: daysOverdue(m.date, scope.today),
      })),
      moreOverdueMeetings: rest(r.overdueMeetings, lateMeetings.length),
      overdueActionItems: lateItems.map((i) => ({
        id: i.id,
        description: i.description,
        status: i.status,
        meetingId: i.meetingId,
        meetingDate: i.meetingDate,
        meetingStatus: i.meetingStatus,
        // From its meeting's date (spec 2.15); an item due before a later meeting: at least 1.
        daysAgo: Math.max(1, daysOverdue(i.meetingDate, scope.today)),
      })),
      moreOverdueActionItems: rest(r.overdueItems, lateItems.length),
    };
  });
  const overdueMeetings = first?.allOverdueMeetings ?? 0;
  const overdueActionItems = first?.allOverdueItems ?? 0;
  const membersTotal = first?.membersTotal ?? 0;
  return {
    today: scope.today,
    timezone: scope.timezone,
    totals: {
      totalBehind: overdueMeetings + overdueActionItems,
      overdueActionItems,
      overdueMeetings,
      membersBehind: membersTotal,
    },
    membersTotal,
    members,
  };
}
