/**
 * Talking points of a 1:1 (docs/decisions/0013-shared-1on1.md): list, add, edit / tick /
 * reorder, delete. Every write runs in one transaction with the 1:1 row locked, so concurrent
 * adds and reorders of one 1:1 queue up; two edits of one point are two updates of its row
 * (the last one wins, no other point is touched). Text is plain text, tags removed.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TalkingPoint, updateTalkingPointSchema } from '@/shared/schemas/talking-point';
import { TALKING_POINT_TEXT_MESSAGE } from '@/shared/schemas/talking-point';
import type { AppContext, Actor } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { talkingPoints, type MeetingRow, type TalkingPointRow } from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import { scopeOf } from '../../access/scope';
import { findReadableMeeting } from '../meetings/meetings.queries';
import { sanitizePlainText } from '../meetings/sanitize-notes';
import {
  assertCanAddPoint,
  assertCanDeletePoint,
  assertCanUpdatePoint,
} from './talking-points.policy';
import { presentTalkingPoint } from './talking-points.presenter';
import { meetingPath, nameOf, notify } from '../notifications/notifications.service';
import { queueTalkingPointMail } from '../notifications/notice-mail';

export const POINT_NOT_FOUND = 'Talking point not found';

/** Plain text of a point, tags removed; @throws 400 on `text` when nothing is left. */
export function cleanPointText(text: string): string {
  const clean = sanitizePlainText(text);
  if (!clean) throw fieldError('text', TALKING_POINT_TEXT_MESSAGE);
  return clean;
}

/** The points of `meetingId` in order (position, then id). */
export async function pointsOf(db: DbOrTx, meetingId: number): Promise<TalkingPointRow[]> {
  return db
    .select()
    .from(talkingPoints)
    .where(eq(talkingPoints.meetingId, meetingId))
    .orderBy(asc(talkingPoints.position), asc(talkingPoints.id));
}

/**
 * Appends points `texts` (already clean) by `authorId` to `meetingId`, after its last point;
 * `now` stamps them (the database's clock when left out).
 * @returns the inserted rows.
 */
export async function appendPoints(
  tx: Tx,
  meetingId: number,
  authorId: number,
  texts: string[],
  now?: Date,
): Promise<TalkingPointRow[]> {
  if (texts.length === 0) return [];
  const [last] = await tx
    .select({ max: sql<number | null>`max(${talkingPoints.position})` })
    .from(talkingPoints)
    .where(eq(talkingPoints.meetingId, meetingId));
  const start = last?.max == null ? 0 : Number(last.max) + 1;
  return tx
    .insert(talkingPoints)
    .values(
      texts.map((text, i) => ({
        meetingId,
        authorId,
        text,
        position: start + i,
        ...(now ? { createdAt: now, updatedAt: now } : {}),
      })),
    )
    .returning();
}

/** GET /api/meetings/{id}/talking-points. @throws 404 when the 1:1 may not be read. */
export async function listTalkingPoints(input: {
  db: DbOrTx;
  actor: Actor;
  meetingId: number;
}): Promise<TalkingPoint[]> {
  const scope = await scopeOf(input.db, input.actor);
  const meeting = await findReadableMeeting(input.db, scope, input.meetingId);
  return (await pointsOf(input.db, meeting.id)).map(presentTalkingPoint);
}

async function lockMeeting(tx: Tx, actor: Actor, meetingId: number): Promise<MeetingRow> {
  const scope = await scopeOf(tx, actor);
  return findReadableMeeting(tx, scope, meetingId, { forUpdate: true });
}

/**
 * POST /api/meetings/{id}/talking-points: a participant adds a point at the end; the other
 * participant is notified in the same transaction (decision 17), in the bell and by e-mail
 * (decision 19; unless they turned `talkingPoints` e-mail off).
 * @throws 404 unreadable; 403 not a participant; 409 completed; 400 on `text`.
 */
export async function addTalkingPoint(input: {
  ctx: AppContext;
  actor: Actor;
  meetingId: number;
  text: string;
}): Promise<TalkingPoint> {
  const { ctx, actor } = input;
  return ctx.db.transaction(async (tx) => {
    const meeting = await lockMeeting(tx, actor, input.meetingId);
    assertCanAddPoint(actor, meeting);
    const [row] = await appendPoints(
      tx,
      meeting.id,
      actor.id,
      [cleanPointText(input.text)],
      ctx.now(),
    );
    await notify(
      tx,
      [meeting.managerId, meeting.teamMemberId],
      actor.id,
      {
        kind: 'talking_point_added',
        message: `${nameOf(actor)} added the talking point “${row!.text.slice(0, 200)}” to the 1:1 “${meeting.title}”`,
        link: meetingPath(meeting.id),
        dedupeKey: `talking-point:${row!.id}`,
      },
      ctx.now(),
    );
    // Its e-mail twin (kind `talkingPoints`), in the same transaction, as the preferences allow.
    await queueTalkingPointMail(tx, ctx.config, {
      recipientIds: [meeting.managerId, meeting.teamMemberId],
      actor,
      meeting,
      pointId: row!.id,
      text: row!.text,
      now: ctx.now(),
    });
    return presentTalkingPoint(row!);
  });
}

async function findPoint(tx: Tx, meetingId: number, pointId: number): Promise<TalkingPointRow> {
  const [row] = await tx
    .select()
    .from(talkingPoints)
    .where(and(eq(talkingPoints.id, pointId), eq(talkingPoints.meetingId, meetingId)))
    .for('update');
  if (!row) throw notFound(POINT_NOT_FOUND);
  return row;
}

/** Moves `pointId` to place `position` (0-based, clamped) and renumbers the 1:1's points 0…n-1. */
async function movePoint(tx: Tx, meetingId: number, pointId: number, position: number, now: Date) {
  const ordered = (await pointsOf(tx, meetingId)).filter((p) => p.id !== pointId);
  const place = Math.min(position, ordered.length);
  const ids = [
    ...ordered.slice(0, place).map((p) => p.id),
    pointId,
    ...ordered.slice(place).map((p) => p.id),
  ];
  for (const [index, id] of ids.entries()) {
    await tx
      .update(talkingPoints)
      .set({ position: index, ...(id === pointId ? { updatedAt: now } : {}) })
      .where(eq(talkingPoints.id, id));
  }
}

/**
 * PATCH /api/meetings/{id}/talking-points/{pointId}: `{ text?, discussed?, position? }`.
 * @throws 404 unreadable 1:1 or a point of another 1:1; 403 / 409 by the policy; 400 on `text`.
 */
export async function updateTalkingPoint(input: {
  ctx: AppContext;
  actor: Actor;
  meetingId: number;
  pointId: number;
  values: z.output<typeof updateTalkingPointSchema>;
}): Promise<TalkingPoint> {
  const { ctx, actor, values } = input;
  return ctx.db.transaction(async (tx) => {
    const meeting = await lockMeeting(tx, actor, input.meetingId);
    const point = await findPoint(tx, meeting.id, input.pointId);
    assertCanUpdatePoint(actor, meeting, point, values);
    const now = ctx.now();
    const set: Partial<TalkingPointRow> = {};
    if (values.text !== undefined) set.text = cleanPointText(values.text);
    if (values.discussed !== undefined) set.discussed = values.discussed;
    if (Object.keys(set).length > 0) {
      await tx
        .update(talkingPoints)
        .set({ ...set, updatedAt: now })
        .where(eq(talkingPoints.id, point.id));
    }
    if (values.position !== undefined)
      await movePoint(tx, meeting.id, point.id, values.position, now);
    const [row] = await tx.select().from(talkingPoints).where(eq(talkingPoints.id, point.id));
    return presentTalkingPoint(row!);
  });
}

/**
 * DELETE /api/meetings/{id}/talking-points/{pointId}: the author removes their point.
 * @throws 404 unreadable 1:1 or unknown point; 403 not the author; 409 completed.
 */
export async function deleteTalkingPoint(input: {
  ctx: AppContext;
  actor: Actor;
  meetingId: number;
  pointId: number;
}): Promise<void> {
  const { ctx, actor } = input;
  await ctx.db.transaction(async (tx) => {
    const meeting = await lockMeeting(tx, actor, input.meetingId);
    const point = await findPoint(tx, meeting.id, input.pointId);
    assertCanDeletePoint(actor, meeting, point);
    await tx.delete(talkingPoints).where(eq(talkingPoints.id, point.id));
  });
}
