/**
 * A participant's private note on a 1:1 (promise 17; docs/decisions/0013-shared-1on1.md):
 * GET|PUT /api/meetings/{id}/private-note. Rich text, sanitized like the shared notes.
 */
import { z } from 'zod';
import { isoInstant } from './api';

export const PRIVATE_NOTE_MAX = 100_000;

/** PUT body: `{ html }`; an empty or blank note clears it. */
export const privateNoteInputSchema = z.object({
  html: z
    .string({ message: 'Private note must be text' })
    .max(PRIVATE_NOTE_MAX, `Private note must be at most ${PRIVATE_NOTE_MAX} characters`),
});
export type PrivateNoteInput = z.input<typeof privateNoteInputSchema>;

/** The caller's own note: `html` null when they have none; `updatedAt` of the last save. */
export const privateNoteSchema = z
  .object({ html: z.string().nullable(), updatedAt: isoInstant.nullable() })
  .meta({ id: 'PrivateNote' });
export type PrivateNote = z.infer<typeof privateNoteSchema>;
