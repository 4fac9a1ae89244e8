/**
 * "Was this 1:1 useful?" (docs/decisions/0013-shared-1on1.md): GET|PUT
 * /api/meetings/{id}/feedback for the caller's own rating, and the manager trend of
 * GET /api/analytics/feedback (a month's average only from 3 ratings on).
 */
import { z } from 'zod';
import { idSchema, isoInstant } from './api';

/** Fewest ratings a month needs before its average is shown ("Not enough responses"). */
export const FEEDBACK_MIN_RESPONSES = 3;

export const feedbackInputSchema = z.object({
  rating: z.coerce
    .number({ message: 'Rating must be a whole number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5'),
  comment: z
    .string()
    .max(2000, 'Comment must be at most 2000 characters')
    .nullish()
    .transform((v) => (v && v.trim() ? v.trim() : null)),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

/** The caller's own feedback on a 1:1; all null when they have not rated it. */
export const ownFeedbackSchema = z
  .object({
    rating: z.number().int().nullable(),
    comment: z.string().nullable(),
    updatedAt: isoInstant.nullable(),
  })
  .meta({ id: 'OwnFeedback' });
export type OwnFeedback = z.infer<typeof ownFeedbackSchema>;

export const feedbackTrendQuerySchema = z.object({
  /** How many months back from the caller's current month (1–24, default 6). */
  months: z.coerce.number().int().min(1).max(24).optional().catch(undefined),
});

const monthPattern = z.string().regex(/^\d{4}-\d{2}$/);

/** One month of one manager: `average` (1 decimal) only with `enoughResponses`. */
export const feedbackMonthSchema = z.object({
  month: monthPattern,
  ratings: z.number().int(),
  average: z.number().nullable(),
  /** False: fewer than 3 ratings; the client says "Not enough responses". */
  enoughResponses: z.boolean(),
});

export const feedbackTrendSchema = z
  .object({
    /** The months shown, oldest first (`yyyy-MM`, the caller's timezone). */
    months: z.array(monthPattern),
    minResponses: z.number().int(),
    managers: z.array(
      z.object({
        managerId: idSchema,
        managerName: z.string(),
        months: z.array(feedbackMonthSchema),
      }),
    ),
  })
  .meta({ id: 'FeedbackTrend' });
export type FeedbackTrend = z.infer<typeof feedbackTrendSchema>;
