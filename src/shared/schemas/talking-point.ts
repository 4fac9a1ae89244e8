/**
 * Talking points of a 1:1 (docs/decisions/0013-shared-1on1.md): the presented shape and the
 * payloads of GET|POST /api/meetings/{id}/talking-points and
 * PATCH|DELETE /api/meetings/{id}/talking-points/{pointId}. Text is plain text, 1–500 characters.
 */
import { z } from 'zod';
import { idSchema, localDate } from './api';

export const TALKING_POINT_MAX = 500;
export const TALKING_POINT_TEXT_MESSAGE = `A talking point must be 1 to ${TALKING_POINT_MAX} characters`;

/** The text of a talking point: trimmed, 1–500 characters. */
export const talkingPointText = z
  .string({ message: TALKING_POINT_TEXT_MESSAGE })
  .trim()
  .min(1, TALKING_POINT_TEXT_MESSAGE)
  .max(TALKING_POINT_MAX, TALKING_POINT_TEXT_MESSAGE);

/** A talking point as the API presents it; `carriedFrom…` are null unless carried over. */
export const talkingPointSchema = z
  .object({
    id: idSchema,
    text: z.string(),
    authorId: idSchema,
    /** 0-based order within the 1:1. */
    position: z.number().int(),
    discussed: z.boolean(),
    carriedFromMeetingId: idSchema.nullable(),
    /** Local date (`yyyy-MM-dd`) of the 1:1 it was carried from. */
    carriedFromDate: localDate.nullable(),
  })
  .meta({ id: 'TalkingPoint' });
export type TalkingPoint = z.infer<typeof talkingPointSchema>;

/** POST body: `{ text }`. */
export const createTalkingPointSchema = z.object({ text: talkingPointText });
export type CreateTalkingPointInput = z.input<typeof createTalkingPointSchema>;

/** PATCH body: any of text (author), discussed (either participant), position (the manager). */
export const updateTalkingPointSchema = z.object({
  text: talkingPointText.optional(),
  discussed: z.boolean({ message: 'Discussed must be true or false' }).optional(),
  /** The new 0-based place in the list; beyond the end means last. */
  position: z.coerce
    .number({ message: 'Position must be a whole number from 0' })
    .int('Position must be a whole number from 0')
    .min(0, 'Position must be a whole number from 0')
    .max(10_000, 'Position must be a whole number from 0')
    .optional(),
});
export type UpdateTalkingPointInput = z.input<typeof updateTalkingPointSchema>;
