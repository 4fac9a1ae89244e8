/**
 * Materialising the occurrences of series (docs/decisions/0011-series.md): every slot of a
 * series up to its window end (src/shared/domain/recurrence.ts `windowEnd`) is a real row of
 * `meetings`, inserted with `ON CONFLICT (series_id, occurrence_date) DO NOTHING` so two app
 * instances never create one slot twice, and never for a slot with a tombstone
 * (`series_cancellations`). Callers hold the series row `FOR UPDATE`, as cancelling and editing
 * do, so a slot cancelled meanwhile is never recreated.
 */
import { and, asc, inArray, lt, sql } from 'drizzle-orm';
import { addDays, todayIn } from '@/shared/domain/dates';
import { occurrenceDates, windowEnd } from '@/shared/domain/recurrence';
import type { DbOrTx, Tx } from '../../db/client';
import {
  meetingSeries,
  meetings,
  seriesCancellations,
  type MeetingSeriesRow,
} from '../../db/schema';

/** Rows per INSERT (20 columns each, well under PostgreSQL's 65,535 parameters). */
const INSERT_CHUNK = 1000;

/** The local date up to which `series` should be materialised at instant `now`. */
export function seriesHorizon(series: MeetingSeriesRow, now: Date): string {
  const end = windowEnd(series.rrule, series.startDate, todayIn(series.timezone, now));
  return end < series.lastDate ? end : series.lastDate;
}

/** The `meetings` row of the slot `date` of `series` (scheduled, version 1, the series' UID). */
export function occurrenceValues(series: MeetingSeriesRow, date: string, now: Date) {
  return {
    organizationId: series.organizationId,
    teamMemberId: series.teamMemberId,
    managerId: series.managerId,
    title: series.title,
    date,
    startTime: series.startTime,
    duration: series.duration,
    timezone: series.timezone,
    isZoomMeeting: series.isZoomMeeting,
    zoomLink: series.zoomLink,
    agenda: series.agenda,
    notes: null,
    status: 'scheduled',
    version: 1,
    icsUid: series.icsUid,
    seriesId: series.id,
    occurrenceDate: date,
    createdAt: now,
    updatedAt: now,
  } satisfies typeof meetings.$inferInsert;
}

/**
 * Inserts the missing occurrences of the locked `series` (all in one transaction `tx`) from the
 * day after `materialisedThrough` up to each series' horizon, skipping tombstoned slots, and
 * moves `materialised_through`. Idempotent. Returns how many rows were inserted.
 */
export async function materialiseLocked(
  tx: Tx,
  series: MeetingSeriesRow[],
  now: Date,
): Promise<number> {
  const due = series
    .map((s) => ({ s, through: seriesHorizon(s, now) }))
    .filter(({ s, through }) => through > s.materialisedThrough);
  if (due.length === 0) return 0;
  const tombstones = await tx
    .select()
    .from(seriesCancellations)
    .where(
      inArray(
        seriesCancellations.seriesId,
        due.map(({ s }) => s.id),
      ),
    );
  const skipped = new Set(tombstones.map((t) => `${t.seriesId}/${t.occurrenceDate}`));
  const rows = due.flatMap(({ s, through }) =>
    occurrenceDates(s.rrule, s.startDate, {
      from: addDays(s.materialisedThrough, 1),
      to: through,
    })
      .filter((date) => !skipped.has(`${s.id}/${date}`))
      .map((date) => occurrenceValues(s, date, now)),
  );
  let inserted = 0;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const done = await tx
      .insert(meetings)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing({ target: [meetings.seriesId, meetings.occurrenceDate] })
      .returning({ id: meetings.id });
    inserted += done.length;
  }
  const ids = sql.join(
    due.map(({ s }) => sql`${s.id}`),
    sql`, `,
  );
  const dates = sql.join(
    due.map(({ through }) => sql`${through}`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE meeting_series AS s SET materialised_through = v.through::date
    FROM (SELECT unnest(ARRAY[${ids}]::int[]) AS id, unnest(ARRAY[${dates}]::text[]) AS through) AS v
    WHERE s.id = v.id AND s.materialised_through < v.through::date`);
  return inserted;
}

/** Locks the series `ids` `FOR UPDATE` (in id order, so lockers never deadlock) and returns them. */
export async function lockSeries(tx: Tx, ids: number[]): Promise<MeetingSeriesRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(meetingSeries)
    .where(inArray(meetingSeries.id, ids))
    .orderBy(asc(meetingSeries.id))
    .for('update');
}

/**
 * The window job (src/server/jobs.ts): extends every series whose window has moved at `now`,
 * `batchSize` series per transaction. Candidates are read without a lock, then locked
 * `FOR UPDATE` and re-read before anything is written. Safe to run in several instances at
 * once (the unique slot key and the lock). Returns the series looked at and rows inserted.
 */
export async function extendSeriesWindows(
  db: DbOrTx,
  now: Date,
  options: { batchSize?: number } = {},
): Promise<{ series: number; inserted: number }> {
  const batchSize = options.batchSize ?? 500;
  // Every zone's "today + 90 days" is at most one day past UTC's.
  const reach = addDays(todayIn('UTC', now), 91);
  let afterId = 0;
  let seen = 0;
  let inserted = 0;
  for (;;) {
    const candidates = await db
      .select()
      .from(meetingSeries)
      .where(
        and(
          lt(meetingSeries.materialisedThrough, reach),
          lt(meetingSeries.materialisedThrough, meetingSeries.lastDate),
          sql`${meetingSeries.id} > ${afterId}`,
        ),
      )
      .orderBy(asc(meetingSeries.id))
      .limit(batchSize);
    if (candidates.length === 0) break;
    afterId = candidates[candidates.length - 1]!.id;
    seen += candidates.length;
    const due = candidates.filter((s) => seriesHorizon(s, now) > s.materialisedThrough);
    if (due.length === 0) continue;
    inserted += await db.transaction(async (tx) =>
      materialiseLocked(
        tx,
        await lockSeries(
          tx,
          due.map((s) => s.id),
        ),
        now,
      ),
    );
  }
  return { series: seen, inserted };
}
