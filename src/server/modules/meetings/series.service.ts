/**
 * Series of 1:1s (docs/decisions/0011-series.md): creating one, cancelling an occurrence
 * (a tombstone keeps the slot from coming back), ending a series from an occurrence on, and
 * "this and following" edits, which split the series in two. Every function runs inside the
 * caller's transaction with the series row locked `FOR UPDATE` (`lockSeries`), the same lock
 * the window job takes, and raises the series' `version` (the SEQUENCE of its calendar event).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { addDays } from '@/shared/domain/dates';
import {
  continueRule,
  endRuleOn,
  lastOccurrenceDate,
  occurrenceDates,
  parseSeriesRule,
} from '@/shared/domain/recurrence';
import type { MeetingFormValues } from '@/shared/schemas/meeting';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import {
  meetingSeries,
  meetings,
  seriesCancellations,
  type MeetingRow,
  type MeetingSeriesRow,
  type UserRow,
} from '../../db/schema';
import { fieldError } from '../../http/errors';
import { materialiseLocked } from './series.materialise';
import { sanitizeAgenda } from './sanitize-notes';

/** A new calendar UID on APP_URL's host. */
export function newIcsUid(appUrl: string): string {
  return `${randomUUID()}@${new URL(appUrl).hostname}`;
}

/**
 * Stores the series of `values` (its `recurrence.rrule` already checked by the shared schema)
 * and materialises its window; the first occurrence gets the form's notes, status and is
 * returned (the caller adds its action items). With `templateId` stored on the series, every
 * occurrence materialised (now and by the window job) gets the template's talking points.
 * @throws 400 on `recurrence` when the rule is not valid for the start date.
 */
export async function createSeries(
  tx: Tx,
  ctx: AppContext,
  input: {
    actor: UserRow;
    manager: UserRow;
    values: MeetingFormValues;
    timezone: string;
    notes: string | null;
    /** Template (already checked usable) whose points every occurrence gets; null: none. */
    templateId: number | null;
  },
): Promise<{ series: MeetingSeriesRow; first: MeetingRow }> {
  const { values, now } = { values: input.values, now: ctx.now() };
  const parsed = parseSeriesRule(values.recurrence?.rrule ?? '', values.date);
  if (!parsed.ok) throw fieldError('recurrence', parsed.message);
  const [series] = await tx
    .insert(meetingSeries)
    .values({
      organizationId: input.actor.organizationId,
      managerId: input.manager.id,
      teamMemberId: values.teamMemberId,
      rrule: parsed.rrule,
      startDate: values.date,
      startTime: values.startTime,
      duration: values.duration,
      timezone: input.timezone,
      title: values.title,
      agenda: sanitizeAgenda(values.agenda),
      isZoomMeeting: values.isZoomMeeting,
      zoomLink: values.isZoomMeeting ? values.zoomLink : null,
      templateId: input.templateId,
      icsUid: newIcsUid(ctx.config.appUrl),
      version: 1,
      lastDate: lastOccurrenceDate(parsed.rrule, values.date),
      materialisedThrough: addDays(values.date, -1),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await materialiseLocked(tx, [series!], now);
  const [first] = await tx
    .update(meetings)
    .set({ notes: input.notes, status: values.status })
    .where(and(eq(meetings.seriesId, series!.id), eq(meetings.occurrenceDate, values.date)))
    .returning();
  const [fresh] = await tx.select().from(meetingSeries).where(eq(meetingSeries.id, series!.id));
  return { series: fresh!, first: first! };
}

/** Raises the series' version (SEQUENCE) and returns the row as it is now. */
export async function bumpSeries(tx: Tx, series: MeetingSeriesRow, now: Date) {
  const [row] = await tx
    .update(meetingSeries)
    .set({ version: series.version + 1, updatedAt: now })
    .where(eq(meetingSeries.id, series.id))
    .returning();
  return row!;
}

/**
 * Cancels the occurrence `row` of the locked `series`: a tombstone for its slot, then the row
 * (and its action items) go. The window job never recreates the slot.
 */
export async function cancelOccurrence(
  tx: Tx,
  series: MeetingSeriesRow,
  row: MeetingRow,
  now: Date,
): Promise<MeetingSeriesRow> {
  await tx
    .insert(seriesCancellations)
    .values({ seriesId: series.id, occurrenceDate: row.occurrenceDate ?? row.date, createdAt: now })
    .onConflictDoNothing();
  await tx.delete(meetings).where(eq(meetings.id, row.id));
  return bumpSeries(tx, series, now);
}

/**
 * Removes the occurrences of `series` from slot `from` on: scheduled ones are deleted, the
 * others (started or completed, with their notes) stay as one-off meetings with a UID of their
 * own. `keepId` (the occurrence being edited) is left alone.
 */
async function releaseFollowing(
  tx: Tx,
  appUrl: string,
  series: MeetingSeriesRow,
  from: string,
  keepId: number | null,
) {
  const inSeries = and(
    eq(meetings.seriesId, series.id),
    gte(meetings.occurrenceDate, from),
    keepId !== null ? ne(meetings.id, keepId) : undefined,
  );
  await tx.delete(meetings).where(and(inSeries, eq(meetings.status, 'scheduled')));
  const rest = await tx.select({ id: meetings.id }).from(meetings).where(inSeries);
  for (const { id } of rest) {
    await tx
      .update(meetings)
      .set({ seriesId: null, occurrenceDate: null, icsUid: newIcsUid(appUrl) })
      .where(eq(meetings.id, id));
  }
  await tx
    .delete(seriesCancellations)
    .where(
      and(
        eq(seriesCancellations.seriesId, series.id),
        gte(seriesCancellations.occurrenceDate, from),
      ),
    );
}

/**
 * Ends the locked `series` before slot `from` (DELETE …?scope=following): later occurrences go
 * (`releaseFollowing`), earlier ones and their notes stay. Ending from the first slot removes
 * the series itself.
 * @returns the series as ended, or null when it was removed.
 */
export async function endSeriesFrom(
  tx: Tx,
  ctx: AppContext,
  series: MeetingSeriesRow,
  from: string,
): Promise<MeetingSeriesRow | null> {
  const now = ctx.now();
  await releaseFollowing(tx, ctx.config.appUrl, series, from, null);
  if (from <= series.startDate) {
    await tx.delete(meetingSeries).where(eq(meetingSeries.id, series.id));
    return null;
  }
  return endBefore(tx, series, from, now);
}

async function endBefore(tx: Tx, series: MeetingSeriesRow, from: string, now: Date) {
  const lastDate = addDays(from, -1);
  const [ended] = await tx
    .update(meetingSeries)
    .set({
      rrule: endRuleOn(series.rrule, series.startDate, lastDate),
      lastDate,
      materialisedThrough:
        series.materialisedThrough < lastDate ? series.materialisedThrough : lastDate,
      version: series.version + 1,
      updatedAt: now,
    })
    .where(eq(meetingSeries.id, series.id))
    .returning();
  return ended!;
}

/** What a "this and following" edit may change on the series (undefined: unchanged). */
export interface FollowingChanges {
  teamMemberId?: number;
  title?: string | null;
  date?: string;
  startTime?: string;
  duration?: number;
  timezone?: string;
  isZoomMeeting?: boolean;
  zoomLink?: string | null;
  agenda?: string | null;
  rrule?: string;
}

/**
 * "This and following" on occurrence `row` of the locked `series`: from its slot on, a series
 * with the changed values (the same series, when `row` is the first slot; else the old one
 * ends the day before and a new one with its own UID continues). When the slots stay the same
 * the existing occurrences (and their notes) move to it with the changes; otherwise `row`
 * becomes its first occurrence and the later ones are made anew.
 * @returns the series the occurrence belongs to now, and the old series when it was split.
 * @throws 400 on `recurrence` when the new rule is not valid for the new start.
 */
export async function editFollowing(
  tx: Tx,
  ctx: AppContext,
  input: { series: MeetingSeriesRow; row: MeetingRow; changes: FollowingChanges },
): Promise<{ target: MeetingSeriesRow; ended: MeetingSeriesRow | null }> {
  const { series, row, changes } = input;
  const now = ctx.now();
  const split = row.occurrenceDate ?? row.date;
  const start = changes.date ?? split;
  let rrule: string;
  if (changes.rrule !== undefined) {
    const parsed = parseSeriesRule(changes.rrule, start);
    if (!parsed.ok) throw fieldError('recurrence', parsed.message);
    rrule = parsed.rrule;
  } else {
    rrule = continueRule(series.rrule, series.startDate, split, start);
  }
  const template = {
    teamMemberId: changes.teamMemberId ?? series.teamMemberId,
    title: changes.title !== undefined ? changes.title : series.title,
    startTime: changes.startTime ?? series.startTime,
    duration: changes.duration ?? series.duration,
    timezone: changes.timezone ?? series.timezone,
    isZoomMeeting: changes.isZoomMeeting ?? series.isZoomMeeting,
    zoomLink: changes.zoomLink !== undefined ? changes.zoomLink : series.zoomLink,
    agenda: changes.agenda !== undefined ? sanitizeAgenda(changes.agenda) : series.agenda,
  };
  if (!template.isZoomMeeting) template.zoomLink = null;
  const seriesValues = {
    ...template,
    rrule,
    startDate: start,
    lastDate: lastOccurrenceDate(rrule, start),
    updatedAt: now,
  };
  const sameSlots =
    start === split &&
    occurrenceDates(series.rrule, series.startDate, {
      from: split,
      to: series.materialisedThrough,
    }).join() === occurrenceDates(rrule, start, { to: series.materialisedThrough }).join();
  let target: MeetingSeriesRow;
  let ended: MeetingSeriesRow | null = null;
  const through = sameSlots ? series.materialisedThrough : addDays(start, -1);
  if (split <= series.startDate) {
    [target] = (await tx
      .update(meetingSeries)
      .set({ ...seriesValues, materialisedThrough: through, version: series.version + 1 })
      .where(eq(meetingSeries.id, series.id))
      .returning()) as [MeetingSeriesRow];
  } else {
    ended = await endBefore(tx, series, split, now);
    [target] = (await tx
      .insert(meetingSeries)
      .values({
        ...seriesValues,
        organizationId: series.organizationId,
        managerId: series.managerId,
        // The new series keeps the template: its new occurrences get the points too.
        templateId: series.templateId,
        icsUid: newIcsUid(ctx.config.appUrl),
        version: 1,
        materialisedThrough: through,
        previousSeriesId: series.id,
        createdAt: now,
      })
      .returning()) as [MeetingSeriesRow];
  }
  const rowChanges = { ...template, icsUid: target.icsUid, seriesId: target.id, updatedAt: now };
  const given = Object.fromEntries(
    Object.entries(template).filter(([k]) => (changes as Record<string, unknown>)[k] !== undefined),
  );
  if (sameSlots) {
    await tx
      .update(meetings)
      .set({
        ...given,
        ...(given.isZoomMeeting === false ? { zoomLink: null } : {}),
        icsUid: target.icsUid,
        seriesId: target.id,
        version: sql`${meetings.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(meetings.seriesId, series.id), gte(meetings.occurrenceDate, split)));
    await tx
      .update(seriesCancellations)
      .set({ seriesId: target.id })
      .where(
        and(
          eq(seriesCancellations.seriesId, series.id),
          gte(seriesCancellations.occurrenceDate, split),
        ),
      );
  } else {
    await releaseFollowing(tx, ctx.config.appUrl, series, split, row.id);
    await tx
      .update(meetings)
      .set({
        ...rowChanges,
        date: start,
        occurrenceDate: start,
        version: row.version + 1,
      })
      .where(eq(meetings.id, row.id));
    await materialiseLocked(tx, [target], now);
  }
  const [fresh] = await tx
    .select()
    .from(meetingSeries)
    .where(inArray(meetingSeries.id, [target.id]));
  return { target: fresh!, ended };
}
