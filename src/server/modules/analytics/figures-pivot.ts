/**
 * The pivot day of member_figures (docs/decisions/0021-member-figures.md, amendment "Pivot
 * day"; migrations 0025–0026). `member_figures.scheduled_before_pivot` and
 * `.open_items_before_pivot` hold the scheduled meetings and the open items of meetings not
 * completed (meeting_open_items) dated before `figures_pivot.day`; a read of the overdue
 * figures at its own today T corrects them by the rows dated between the pivot and T
 * ({@link pivotWindowSign}), so the fewer days between them, the less it reads. Correct for any
 * pivot (T before or after it); the job below only keeps the window short.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { todayIn } from '@/shared/domain/dates';
import type { Db } from '../../db/client';
import { figuresPivot } from '../../db/schema';

/** The pivot day as a scalar subquery (`date`), read in the statement's own snapshot. */
export const pivotDaySql: SQL = sql`(select ${figuresPivot.day} from ${figuresPivot})`;

/**
 * The correction of a "before the pivot" figure to "before `today`": rows dated in
 * [pivot, today) count +1, rows in [today, pivot) −1, others are outside the window
 * (`pivotWindowSql`). `date`: a `date` column.
 */
export function pivotWindowSign(date: SQLWrapper, today: string): SQL {
  return sql`(case when ${date} < ${today}::date then 1 else -1 end)`;
}

/** `date` between the pivot and `today` (either first; empty when they are equal). */
export function pivotWindowSql(date: SQLWrapper, today: string): SQL {
  return sql`(${date} >= least(${pivotDaySql}, ${today}::date) and ${date} < greatest(${pivotDaySql}, ${today}::date))`;
}

/** What one run of {@link advanceFiguresPivot} did. */
export interface PivotAdvance {
  /** The pivot before the run (`yyyy-MM-dd`). */
  from: string;
  /** The pivot after the run; equal to `from` when it did not move. */
  to: string;
}

/**
 * Moves the pivot day forward to the earliest "today" (at `now`) of the timezones of the
 * people (`users.timezone`; UTC when there is nobody), never backwards, and adds the scheduled
 * meetings and the open items (meeting_open_items) dated in [old pivot, new pivot) to
 * member_figures' "before the pivot" columns, all in one transaction.
 *
 * Safe with several instances and at any moment: the pivot row is locked `FOR UPDATE` and
 * only moved when the new day is later than the one read under the lock (a second instance,
 * waiting for the lock, then finds it moved and does nothing), and the write triggers take
 * the row `FOR SHARE` before any figure (migration 0026), so a meeting written concurrently is
 * counted exactly once, by its trigger or by this run. `lock_timeout` of 500 ms: should a
 * write hold figure rows without the pivot lock (none does), the run gives way and the next
 * clean-up retries. Runs in the clean-up job (src/server/jobs.ts), every 10 minutes.
 */
export async function advanceFiguresPivot(db: Db, now: Date): Promise<PivotAdvance> {
  const zones = (await db.execute(sql`select distinct timezone from users`)) as unknown as {
    rows: { timezone: string }[];
  };
  const target = zones.rows
    .map((z) => todayIn(z.timezone, now))
    .reduce((a, b) => (b < a ? b : a), todayIn('UTC', now));
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local lock_timeout = '500ms'`);
    const [pivot] = await tx.select({ day: figuresPivot.day }).from(figuresPivot).for('update');
    const from = pivot!.day;
    if (target <= from) return { from, to: from };
    await tx.update(figuresPivot).set({ day: target });
    await tx.execute(sql`
      insert into member_figures as f (team_member_id, organization_id, scheduled_before_pivot)
      select team_member_id, organization_id, count(*) from meetings
      where status = 'scheduled' and date >= ${from}::date and date < ${target}::date
      group by 1, 2 order by 1, 2
      on conflict (team_member_id, organization_id) do update
        set scheduled_before_pivot = f.scheduled_before_pivot + excluded.scheduled_before_pivot`);
    await tx.execute(sql`
      insert into member_figures as f (team_member_id, organization_id, open_items_before_pivot)
      select team_member_id, organization_id, sum(open_items) from meeting_open_items
      where date >= ${from}::date and date < ${target}::date
      group by 1, 2 order by 1, 2
      on conflict (team_member_id, organization_id) do update
        set open_items_before_pivot = f.open_items_before_pivot + excluded.open_items_before_pivot`);
    return { from, to: target };
  });
}

/**
 * Sets the pivot day to `day` (`yyyy-MM-dd`, earlier or later) and recounts member_figures'
 * "before the pivot" columns from `meetings` and `meeting_open_items`, in one transaction with
 * the pivot row locked: the repair after a write that bypassed the triggers (decision 0021,
 * "Consequences"), and the tests' way to place the pivot anywhere.
 */
export async function rebuildFiguresPivot(db: Db, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ day: figuresPivot.day }).from(figuresPivot).for('update');
    await tx.update(figuresPivot).set({ day });
    await tx.execute(sql`
      update member_figures f set
        scheduled_before_pivot = coalesce((select count(*) from meetings m
          where m.team_member_id = f.team_member_id and m.organization_id = f.organization_id
            and m.status = 'scheduled' and m.date < ${day}::date), 0),
        open_items_before_pivot = coalesce((select sum(o.open_items) from meeting_open_items o
          where o.team_member_id = f.team_member_id and o.organization_id = f.organization_id
            and o.date < ${day}::date), 0)`);
  });
}
