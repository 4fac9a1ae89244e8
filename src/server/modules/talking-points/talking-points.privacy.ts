/**
 * The shared 1:1's part of a person's data (decision 13; the privacy registry of
 * `modules/privacy/registry.ts`): their talking points, their own private notes (decrypted:
 * the export is theirs alone), their 1:1 ratings; erasing them deletes all three and takes
 * their name off the templates they wrote (the templates stay the organisation's).
 */
import { asc, eq } from 'drizzle-orm';
import type { AppConfig } from '../../env';
import { meetingFeedback, meetingTemplates, privateNotes, talkingPoints } from '../../db/schema';
import { decryptText, notesKey } from '../../http/secrets';
import type { EraseStep, ExportSection } from '../privacy/registry';
import { privateNoteAad } from '../private-notes/private-notes.service';

export const talkingPointsExportSection: ExportSection = {
  name: 'talkingPoints',
  async collect({ db, user }) {
    const rows = await db
      .select()
      .from(talkingPoints)
      .where(eq(talkingPoints.authorId, user.id))
      .orderBy(asc(talkingPoints.meetingId), asc(talkingPoints.position));
    return rows.map((p) => ({
      meetingId: p.meetingId,
      text: p.text,
      discussed: p.discussed,
      createdAt: p.createdAt.toISOString(),
    }));
  },
};

/** The author's own private notes, decrypted with `config`'s notes key (null if one does not decrypt). */
export function privateNotesExportSection(config: AppConfig): ExportSection {
  return {
    name: 'privateNotes',
    async collect({ db, user }) {
      const rows = await db
        .select()
        .from(privateNotes)
        .where(eq(privateNotes.authorId, user.id))
        .orderBy(asc(privateNotes.meetingId));
      return rows.map((n) => {
        let html: string | null = null;
        try {
          html = decryptText(notesKey(config), n.sealedHtml, privateNoteAad(n.meetingId, user.id));
        } catch {
          html = null;
        }
        return { meetingId: n.meetingId, html, updatedAt: n.updatedAt.toISOString() };
      });
    },
  };
}

export const feedbackExportSection: ExportSection = {
  name: 'oneOnOneRatings',
  async collect({ db, user }) {
    const rows = await db
      .select()
      .from(meetingFeedback)
      .where(eq(meetingFeedback.authorId, user.id))
      .orderBy(asc(meetingFeedback.meetingId));
    return rows.map((f) => ({ meetingId: f.meetingId, rating: f.rating, comment: f.comment }));
  },
};

/** Deletes the person's points, private notes and ratings; unnames their templates. */
export const eraseSharedMeetingData: EraseStep = async ({ tx, user }) => {
  await tx.delete(talkingPoints).where(eq(talkingPoints.authorId, user.id));
  await tx.delete(privateNotes).where(eq(privateNotes.authorId, user.id));
  await tx.delete(meetingFeedback).where(eq(meetingFeedback.authorId, user.id));
  await tx
    .update(meetingTemplates)
    .set({ authorId: null })
    .where(eq(meetingTemplates.authorId, user.id));
};
