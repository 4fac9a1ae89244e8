/**
 * GET /api/analytics/feedback (docs/decisions/0013-shared-1on1.md): the average rating of each
 * manager's 1:1s by month (the 1:1's local date), over the caller's team (`teamOf`, as the
 * other analytics). Only the team member's ratings count: a manager's rating of their own 1:1
 * says nothing about them. A month shows its average only from `FEEDBACK_MIN_RESPONSES` (3)
 * ratings on, so one person's answer cannot be read off the chart; below that `average` is
 * null and `enoughResponses` false ("Not enough responses").
 */
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { FEEDBACK_MIN_RESPONSES, type FeedbackTrend } from '@/shared/schemas/feedback';
import type { DbOrTx } from '../../db/client';
import { meetingFeedback, meetings, users } from '../../db/schema';
import type { Audience, AudienceAt } from '../../access/scope';
import { loadPeople } from '../meetings/meetings.rules';
import { fullName } from '../users/users.presenter';

/** The `n` months ending with the month of `today` (`yyyy-MM-dd`), oldest first, as `yyyy-MM`. */
export function lastMonths(today: string, n: number): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i -= 1) {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-01`;
};

/** The trend over `months` months ending in the viewer's current month. */
export async function feedbackTrend(
  db: DbOrTx,
  scope: AudienceAt<Audience>,
  months: number,
): Promise<FeedbackTrend> {
  const shown = lastMonths(scope.today, months);
  const monthOf = sql<string>`to_char(${meetings.date}, 'YYYY-MM')`;
  const rows = await db
    .select({
      managerId: meetings.managerId,
      month: monthOf,
      ratings: count(),
      average: sql<string>`avg(${meetingFeedback.rating})`,
    })
    .from(meetingFeedback)
    .innerJoin(meetings, eq(meetings.id, meetingFeedback.meetingId))
    .innerJoin(users, eq(users.id, meetings.teamMemberId))
    .where(
      and(
        scope.members,
        eq(meetings.organizationId, scope.actor.organizationId),
        eq(meetingFeedback.authorId, meetings.teamMemberId),
        gte(meetings.date, `${shown[0]}-01`),
        lt(meetings.date, nextMonth(shown[shown.length - 1]!)),
      ),
    )
    .groupBy(meetings.managerId, monthOf);
  const people = await loadPeople(
    db,
    scope.actor.organizationId,
    rows.map((r) => r.managerId),
  );
  const byManager = new Map<number, Map<string, { ratings: number; average: number }>>();
  for (const row of rows) {
    const months = byManager.get(row.managerId) ?? new Map();
    months.set(row.month, { ratings: Number(row.ratings), average: Number(row.average) });
    byManager.set(row.managerId, months);
  }
  const managers = [...byManager.entries()]
    .map(([managerId, byMonth]) => ({
      managerId,
      managerName: people.get(managerId) ? fullName(people.get(managerId)!) : 'Unknown Manager',
      months: shown.map((month) => {
        const cell = byMonth.get(month);
        const ratings = cell?.ratings ?? 0;
        const enoughResponses = ratings >= FEEDBACK_MIN_RESPONSES;
        return {
          month,
          ratings,
          average: enoughResponses ? Math.round(cell!.average * 10) / 10 : null,
          enoughResponses,
        };
      }),
    }))
    .sort((a, b) => a.managerName.localeCompare(b.managerName) || a.managerId - b.managerId);
  return { months: shown, minResponses: FEEDBACK_MIN_RESPONSES, managers };
}
