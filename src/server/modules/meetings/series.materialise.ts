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
import { WINDOW_DAYS, windowSlots } from '@/shared/domain/recurrence';
import type { DbOrTx, Tx } from '../../db/client';
import {
  meetingSeries,
  meetings,
  seriesCancellations,
  type MeetingSeriesRow,
} from '../../db/schema';

/** Slots per INSERT statement. */
const INSERT_CHUNK = 5000;

/** `todayIn` remembered per zone for one instant: a run looks at thousands of series. */
const todayMemo = { at: 0, byZone: new Map<string, string>() };
function todayInZone(zone: string, now: Date): string {
  if (todayMemo.at !== now.getTime()) {
    todayMemo.at = now.getTime();
    todayMemo.byZone.clear();
  }
  let today = todayMemo.byZone.get(zone);
  if (today === undefined) {
    today = todayIn(zone, now);
    todayMemo.byZone.set(zone, today);
  }
  return today;
}

/**
 * The window of `series` at instant `now`: the local date up to which it should be
 * materialised (`through`) and its slots after `materialised_through` up to there.
 */
export function seriesWindow(series: MeetingSeriesRow, now: Date) {
  const { end, dates } = windowSlots(
    series.rrule,
    series.startDate,
    todayInZone(series.timezone, now),
    series.materialisedThrough,
  );
  const through = end < series.lastDate ? end : series.lastDate;
  return { through, dates: dates.filter((d) => d <= through) };
}

/**
 * Cheap test, without expanding the rule, that `series` may have slots to add at `now`: its
 * window reaches today + 90 days in its zone (the 8th-slot part of the window is materialised
 * when a series is created or split).
 */
function mayBeDue(series: MeetingSeriesRow, now: Date): boolean {
  const ahead = addDays(todayInZone(series.timezone, now), WINDOW_DAYS);
  const through = ahead < series.lastDate ? ahead : series.lastDate;
  return through > series.materialisedThrough;
}

/**
 * The `meetings` row of the slot `date` of `series` (scheduled, version 1, the series' UID);
 * `insertSlots` writes the same values in SQL.
 */
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
    .map((s) => ({ s, ...seriesWindow(s, now) }))
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
  const slots = due.flatMap(({ s, dates }) =>
    dates.filter((date) => !skipped.has(`${s.id}/${date}`)).map((date) => [s.id, date] as const),
  );
  let inserted = 0;
  for (let i = 0; i < slots.length; i += INSERT_CHUNK) {
    const chunk = slots.slice(i, i + INSERT_CHUNK);
    inserted += await insertSlots(
      tx,
      chunk.map(([id]) => id),
      chunk.map(([, date]) => date),
      now,
    );
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

/**
 * Inserts the occurrences (series id, slot date) pairs with the series' values, in one
 * statement: two array parameters, the rest read from `meeting_series` (see
 * `occurrenceValues`). Every row actually inserted (RETURNING, so a slot that already existed
 * gets nothing) receives, in the same statement, the talking points of the series' template
 * (`meeting_series.template_id`, decision 13) at positions 0…n-1, authored by the series'
 * manager and stamped `now`; a series without a template (none chosen, or deleted: the column
 * is then null) adds none. Returns how many occurrences were new.
 */
async function insertSlots(tx: Tx, ids: number[], dates: string[], now: Date): Promise<number> {
  const result = (await tx.execute(sql`
    WITH inserted AS (
      INSERT INTO meetings (organization_id, team_member_id, manager_id, title, date, start_time,
        duration, timezone, is_zoom_meeting, zoom_link, agenda, notes, status, version, ics_uid,
        series_id, occurrence_date, created_at, updated_at)
      SELECT s.organization_id, s.team_member_id, s.manager_id, s.title, v.slot, s.start_time,
        s.duration, s.timezone, s.is_zoom_meeting, s.zoom_link, s.agenda, NULL, 'scheduled', 1,
        s.ics_uid, s.id, v.slot, ${now}, ${now}
      FROM unnest(${sql.param(ids)}::int[], ${sql.param(dates)}::date[]) AS v(series_id, slot)
      JOIN meeting_series s ON s.id = v.series_id
      ON CONFLICT (series_id, occurrence_date) DO NOTHING
      RETURNING id, series_id
    ), points AS (
      INSERT INTO talking_points (meeting_id, author_id, text, position, created_at, updated_at)
      SELECT i.id, s.manager_id, p.text, p.ord - 1, ${now}, ${now}
      FROM inserted i
      JOIN meeting_series s ON s.id = i.series_id
      JOIN meeting_templates t ON t.id = s.template_id
        AND (t.organization_id IS NULL OR t.organization_id = s.organization_id)
      CROSS JOIN LATERAL unnest(t.talking_points) WITH ORDINALITY AS p(text, ord)
    )
    SELECT count(*)::int AS n FROM inserted`)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
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
 * once (the unique slot key and the lock). Series of a deactivated participant are left as they
 * are. Returns the series looked at and rows inserted.
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
          // A series stops growing once either participant is deactivated (removed).
          sql`exists (select 1 from users m where m.id = ${meetingSeries.managerId} and m.is_active)`,
          sql`exists (select 1 from users t where t.id = ${meetingSeries.teamMemberId} and t.is_active)`,
        ),
      )
      .orderBy(asc(meetingSeries.id))
      .limit(batchSize);
    if (candidates.length === 0) break;
    afterId = candidates[candidates.length - 1]!.id;
    seen += candidates.length;
    const due = candidates.filter((s) => mayBeDue(s, now));
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
