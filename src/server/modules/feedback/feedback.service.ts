/**
 * "Was this 1:1 useful?" (docs/decisions/0013-shared-1on1.md): each participant rates a
 * completed 1:1 from 1 to 5 with an optional comment, and reads back only their own rating:
 * the other participant never sees it, and no list or mail carries it. Readers of the 1:1 who
 * are not participants get 403; a 1:1 outside the scope 404.
 */
import { and, eq } from 'drizzle-orm';
import type { OwnFeedback, feedbackInputSchema } from '@/shared/schemas/feedback';
import type { z } from 'zod';
import type { AppContext, Actor } from '../../context';
import type { DbOrTx } from '../../db/client';
import { meetingFeedback, type MeetingRow } from '../../db/schema';
import { conflict, forbidden } from '../../http/errors';
import { scopeOf } from '../../access/scope';
import { findReadableMeeting } from '../meetings/meetings.queries';
import { isParticipant, isRateable } from '../meetings/meetings.policy';
import { sanitizePlainText } from '../meetings/sanitize-notes';
import { assertRatingOpen } from './feedback.trend';

export const NOT_COMPLETED_MESSAGE = 'A 1:1 can be rated once it is completed';

/** @throws 404 unreadable; 403 not a participant. */
async function participantMeeting(
  db: DbOrTx,
  actor: Actor,
  meetingId: number,
): Promise<MeetingRow> {
  const meeting = await findReadableMeeting(db, await scopeOf(db, actor), meetingId);
  if (!isParticipant(actor, meeting)) {
    throw forbidden('Only the participants of this 1:1 can rate it');
  }
  return meeting;
}

/** GET /api/meetings/{id}/feedback: the caller's own rating (all null when none). */
export async function readOwnFeedback(input: {
  db: DbOrTx;
  actor: Actor;
  meetingId: number;
}): Promise<OwnFeedback> {
  const meeting = await participantMeeting(input.db, input.actor, input.meetingId);
  const [row] = await input.db
    .select()
    .from(meetingFeedback)
    .where(
      and(eq(meetingFeedback.meetingId, meeting.id), eq(meetingFeedback.authorId, input.actor.id)),
    );
  if (!row) return { rating: null, comment: null, updatedAt: null };
  return { rating: row.rating, comment: row.comment, updatedAt: row.updatedAt.toISOString() };
}

/**
 * PUT /api/meetings/{id}/feedback: sets the caller's rating (upsert on (meeting, author)). The
 * rating keeps the month it was first given in (`created_at`, the trend's month); once that
 * month is closed its value is final, only the comment may change (red team 2, finding 2).
 * @throws 404 unreadable; 403 not a participant; 409 before the 1:1 is completed, or a new
 *   value for a rating of a closed month.
 */
export async function rateMeeting(input: {
  ctx: AppContext;
  actor: Actor;
  meetingId: number;
  values: z.output<typeof feedbackInputSchema>;
}): Promise<OwnFeedback> {
  const { ctx, actor, values } = input;
  const now = ctx.now();
  const meeting = await participantMeeting(ctx.db, actor, input.meetingId);
  if (!isRateable(meeting)) throw conflict(NOT_COMPLETED_MESSAGE);
  const comment = values.comment === null ? null : sanitizePlainText(values.comment) || null;
  const [existing] = await ctx.db
    .select({ rating: meetingFeedback.rating, createdAt: meetingFeedback.createdAt })
    .from(meetingFeedback)
    .where(and(eq(meetingFeedback.meetingId, meeting.id), eq(meetingFeedback.authorId, actor.id)));
  assertRatingOpen(existing, values.rating, now);
  await ctx.db
    .insert(meetingFeedback)
    .values({
      meetingId: meeting.id,
      authorId: actor.id,
      rating: values.rating,
      comment,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [meetingFeedback.meetingId, meetingFeedback.authorId],
      set: { rating: values.rating, comment, updatedAt: now },
    });
  return { rating: values.rating, comment, updatedAt: now.toISOString() };
}
