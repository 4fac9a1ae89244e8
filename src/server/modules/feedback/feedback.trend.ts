/**
 * GET /api/analytics/feedback (docs/decisions/0013-shared-1on1.md): the average
 * rating of each manager's 1:1s by month, for the managers of the caller's team. Only the team
 * member's ratings count: a manager's rating of their own 1:1 says nothing about them.
 *
 * The figures are aggregates that cannot be differenced (red team 2, finding 2: a fourth rating
 * turned {3, 4.7} into {4, 3.8}, and 4 × 3.8 − 3 × 4.7 = 1 was the fourth person's rating). The
 * release rule, `releasedAverage` with `closedMonths` below, is the one place that decides what
 * the trend may show:
 * - a rating belongs to the month it was GIVEN in (`ratingMonth`, UTC), and only closed months
 *   are shown (never the current one), so no rating can join a month already shown;
 * - a rating counted in a closed month can no longer be changed (`assertRatingOpen`, used by
 *   PUT /api/meetings/{id}/feedback), so no value can move in a month already shown;
 * - a manager's figure counts every rating of their 1:1s, whoever the viewer and whoever is
 *   still in the team, so moving or deactivating a person does not change a month shown;
 * - a month's average is shown only from `FEEDBACK_MIN_RESPONSES` ratings given by at least
 *   `FEEDBACK_MIN_PEOPLE` different people; below that `average` is null and
 *   `enoughResponses` false ("Not enough responses").
 * Erasing a person (decision 16) still deletes their ratings: the right to erasure wins.
 */
import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { FeedbackTrend } from '@/shared/schemas/feedback';
import { isSeniorManager } from '@/shared/permissions';
import type { DbOrTx } from '../../db/client';
import { meetingFeedback, meetings, users } from '../../db/schema';
import type { Audience } from '../../access/scope';
import { conflict } from '../../http/errors';
import { fullName } from '../users/users.presenter';

/** Fewest ratings a month needs before its average is shown ("Not enough responses"). */
export const FEEDBACK_MIN_RESPONSES = 3;
/** Fewest different people those ratings must come from (one person rating 3 1:1s is one). */
export const FEEDBACK_MIN_PEOPLE = 3;

export const RATING_CLOSED_MESSAGE =
  'This rating is already counted in a closed month of the feedback trend and can no longer be changed';

/** `yyyy-MM` of the instant `at` in UTC: the month a rating given at `at` belongs to. */
export function ratingMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** First instant (UTC) of the month `yyyy-MM` shifted by `delta` months. */
function monthStart(month: string, delta = 0): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + delta, 1));
}

/**
 * The `n` closed months before the month of `now` (UTC), oldest first, as `yyyy-MM`: the
 * months the trend may show. The current month is never among them.
 */
export function closedMonths(now: Date, n: number): string[] {
  const current = ratingMonth(now);
  return Array.from({ length: n }, (_, i) => ratingMonth(monthStart(current, i - n)));
}

/**
 * THE release rule of the feedback trend: the average (1 decimal) a closed month may show for
 * `ratings` ratings given by `people` different people with mean `mean`, or null when they are
 * too few (fewer than `FEEDBACK_MIN_RESPONSES` ratings or `FEEDBACK_MIN_PEOPLE` people). Only
 * called for `closedMonths`.
 */
export function releasedAverage(cell: {
  ratings: number;
  people: number;
  mean: number;
}): number | null {
  if (cell.ratings < FEEDBACK_MIN_RESPONSES || cell.people < FEEDBACK_MIN_PEOPLE) return null;
  return Math.round(cell.mean * 10) / 10;
}

/**
 * Refuses to change the value of a rating given at `givenAt` once its month is closed at `now`
 * (its figure may have been shown). Giving the same value again (to change the comment) is
 * allowed.
 * @throws 409 `RATING_CLOSED_MESSAGE`.
 */
export function assertRatingOpen(
  existing: { rating: number; createdAt: Date } | undefined,
  rating: number,
  now: Date,
): void {
  if (!existing || existing.rating === rating) return;
  if (ratingMonth(existing.createdAt) < ratingMonth(now)) throw conflict(RATING_CLOSED_MESSAGE);
}

/**
 * The managers (as `users` rows) whose figures the viewer of `scope` reads: a Senior Manager,
 * everyone of the organisation; a line manager, themselves and the active people of their line.
 */
function visibleManagers(scope: Audience): SQL {
  const { actor } = scope;
  if (isSeniorManager(actor.role)) return eq(users.organizationId, actor.organizationId);
  return or(eq(users.id, actor.id), scope.members)!;
}

/**
 * The trend over the `months` closed months before the month of `now`.
 * @param scope - the caller's team (`teamOf`; 403 for whoever manages nobody is its own).
 */
export async function feedbackTrend(
  db: DbOrTx,
  scope: Audience,
  months: number,
  now: Date,
): Promise<FeedbackTrend> {
  const shown = closedMonths(now, months);
  const from = monthStart(shown[0]!);
  const until = monthStart(ratingMonth(now));
  const orgId = scope.actor.organizationId;
  const monthOf = sql<
    string | null
  >`to_char(${meetingFeedback.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const manager = {
    managerId: meetings.managerId,
    firstName: users.firstName,
    lastName: users.lastName,
    username: users.username,
  };
  // One statement: the figures of the shown months, and (with a null month) the managers who
  // held a completed 1:1 since the first shown month, so a manager's row does not wait for a
  // rating; which rows appear says nothing about the ratings of the current month.
  const figures = db
    .select({
      ...manager,
      month: monthOf,
      ratings: sql<number>`count(*)::int`,
      people: sql<number>`count(distinct ${meetingFeedback.authorId})::int`,
      mean: sql<string | null>`avg(${meetingFeedback.rating})`,
    })
    .from(meetingFeedback)
    .innerJoin(meetings, eq(meetings.id, meetingFeedback.meetingId))
    .innerJoin(users, eq(users.id, meetings.managerId))
    .where(
      and(
        eq(meetings.organizationId, orgId),
        visibleManagers(scope),
        eq(meetingFeedback.authorId, meetings.teamMemberId),
        gte(meetingFeedback.createdAt, from),
        lt(meetingFeedback.createdAt, until),
      ),
    )
    .groupBy(meetings.managerId, users.firstName, users.lastName, users.username, monthOf);
  const held = db
    .selectDistinct({
      ...manager,
      month: sql<string | null>`null::text`,
      ratings: sql<number>`0`,
      people: sql<number>`0`,
      mean: sql<string | null>`null::numeric`,
    })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.managerId))
    .where(
      and(
        eq(meetings.organizationId, orgId),
        visibleManagers(scope),
        eq(meetings.status, 'completed'),
        gte(meetings.date, `${shown[0]}-01`),
      ),
    );
  const rows = await unionAll(figures, held);
  const names = new Map<number, string>();
  const byManager = new Map<
    number,
    Map<string, { ratings: number; people: number; mean: number }>
  >();
  for (const row of rows) {
    names.set(row.managerId, fullName(row));
    const cells = byManager.get(row.managerId) ?? new Map();
    if (row.month !== null) {
      cells.set(row.month, {
        ratings: Number(row.ratings),
        people: Number(row.people),
        mean: Number(row.mean),
      });
    }
    byManager.set(row.managerId, cells);
  }
  const managers = [...byManager.entries()]
    .map(([managerId, byMonth]) => ({
      managerId,
      managerName: names.get(managerId)!,
      months: shown.map((month) => {
        const cell = byMonth.get(month) ?? { ratings: 0, people: 0, mean: 0 };
        const average = releasedAverage(cell);
        return { month, ratings: cell.ratings, average, enoughResponses: average !== null };
      }),
    }))
    .sort((a, b) => a.managerName.localeCompare(b.managerName) || a.managerId - b.managerId);
  return {
    months: shown,
    minResponses: FEEDBACK_MIN_RESPONSES,
    minPeople: FEEDBACK_MIN_PEOPLE,
    managers,
  };
}
