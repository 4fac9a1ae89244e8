/**
 * Private notes (promise 17; docs/decisions/0013-shared-1on1.md). Each participant of a 1:1 has
 * one note there that only they ever read: every other actor, the other participant and a
 * Senior Manager included, gets 404, as if there were none. Rich text, sanitized like the
 * shared notes, then sealed with AES-256-GCM under NOTES_KEY (`notesKey`), with associated data
 * binding the ciphertext to (meeting id, author id): a row copied to another meeting or person
 * fails to decrypt. No list, export, feed or mail reads this table.
 */
import { and, eq } from 'drizzle-orm';
import type { PrivateNote } from '@/shared/schemas/private-note';
import type { AppContext, Actor } from '../../context';
import type { DbOrTx } from '../../db/client';
import { privateNotes, type MeetingRow } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { decryptText, encryptText, notesKey, notesSearchKey } from '../../http/secrets';
import { scopeOf } from '../../access/scope';
import { findReadableMeeting, MEETING_NOT_FOUND } from '../meetings/meetings.queries';
import { isParticipant } from '../meetings/meetings.policy';
import { sanitizeNotes } from '../meetings/sanitize-notes';
import { privateNoteTokens } from '../search';

export const UNREADABLE_MESSAGE =
  'This private note cannot be decrypted with the configured NOTES_KEY; saving replaces it';

/** Associated data of a note's ciphertext: it decrypts only on this 1:1 for this author. */
export const privateNoteAad = (meetingId: number, authorId: number) =>
  `cadence.private-note.v1:${meetingId}:${authorId}`;

/** The 1:1 when the actor is one of its participants. @throws 404 for everyone else. */
async function ownMeeting(db: DbOrTx, actor: Actor, meetingId: number): Promise<MeetingRow> {
  const scope = await scopeOf(db, actor);
  const meeting = await findReadableMeeting(db, scope, meetingId);
  if (!isParticipant(actor, meeting)) throw notFound(MEETING_NOT_FOUND);
  return meeting;
}

/**
 * GET /api/meetings/{id}/private-note: the caller's own note (html null when none).
 * @throws 404 for a non-participant; 409 when the stored note does not decrypt (another
 *   NOTES_KEY, or a row that was not written for this 1:1 and author).
 */
export async function readPrivateNote(input: {
  ctx: AppContext;
  actor: Actor;
  meetingId: number;
}): Promise<PrivateNote> {
  const { ctx, actor } = input;
  const meeting = await ownMeeting(ctx.db, actor, input.meetingId);
  const [row] = await ctx.db
    .select()
    .from(privateNotes)
    .where(and(eq(privateNotes.meetingId, meeting.id), eq(privateNotes.authorId, actor.id)));
  if (!row) return { html: null, updatedAt: null };
  let html: string;
  try {
    html = decryptText(notesKey(ctx.config), row.sealedHtml, privateNoteAad(meeting.id, actor.id));
  } catch {
    // Another key than the one it was written with, or a row moved from elsewhere.
    throw conflict(UNREADABLE_MESSAGE);
  }
  return { html, updatedAt: row.updatedAt.toISOString() };
}

/**
 * PUT /api/meetings/{id}/private-note: replaces the caller's note (sanitized; a note that
 * sanitizes to nothing is removed). Upserted on (meeting, author): concurrent saves keep one row.
 * Its blind index (`searchTokens`, decision 33) is written with it, in the same statement.
 * @throws 404 when the caller is not a participant of a 1:1 they can read.
 */
export async function savePrivateNote(input: {
  ctx: AppContext;
  actor: Actor;
  meetingId: number;
  html: string;
}): Promise<PrivateNote> {
  const { ctx, actor } = input;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const meeting = await ownMeeting(tx, actor, input.meetingId);
    const html = sanitizeNotes(input.html);
    const mine = and(eq(privateNotes.meetingId, meeting.id), eq(privateNotes.authorId, actor.id));
    if (html === null) {
      await tx.delete(privateNotes).where(mine);
      return { html: null, updatedAt: null };
    }
    const sealedHtml = encryptText(
      notesKey(ctx.config),
      html,
      privateNoteAad(meeting.id, actor.id),
    );
    const searchTokens = await privateNoteTokens(
      tx,
      notesSearchKey(ctx.config),
      meeting.organizationId,
      actor.id,
      html,
    );
    await tx
      .insert(privateNotes)
      .values({
        meetingId: meeting.id,
        authorId: actor.id,
        sealedHtml,
        searchTokens,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [privateNotes.meetingId, privateNotes.authorId],
        set: { sealedHtml, searchTokens, updatedAt: now },
      });
    return { html, updatedAt: now.toISOString() };
  });
}
