/**
 * "Was this 1:1 useful?" (docs/decisions/0013-shared-1on1.md): GET|PUT
 * /api/meetings/{id}/feedback for the caller's own rating, and the manager trend of
 * GET /api/analytics/feedback (closed months only, an average only from 3 ratings by 3 people;
 * the rule is `releasedAverage` in src/server/modules/feedback/feedback.trend.ts).
 */
import { z } from 'zod';
import { idSchema, isoInstant } from './api';

export const RATING_MESSAGE = 'Rating must be a whole number from 1 to 5';

/**
 * PUT /api/meetings/{id}/feedback body. `rating` is a JSON number, a whole one from 1 to 5:
 * nothing is coerced, so `true`, `"3"`, `1.5`, `0` and `6` are each a 400 with
 * `RATING_MESSAGE` on `rating` (red team 2, observation c: `true` was stored as 1).
 */
export const feedbackInputSchema = z.object({
  rating: z
    .number({ message: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE),
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
  /** How many closed months before the current one (1–24, default 6). */
  months: z.coerce.number().int().min(1).max(24).optional().catch(undefined),
});

const monthPattern = z.string().regex(/^\d{4}-\d{2}$/);

/** One closed month of one manager: `average` (1 decimal) only with `enoughResponses`. */
export const feedbackMonthSchema = z.object({
  month: monthPattern,
  ratings: z.number().int(),
  average: z.number().nullable(),
  /** False: fewer than 3 ratings or 3 people; the client says "Not enough responses". */
  enoughResponses: z.boolean(),
});

export const feedbackTrendSchema = z
  .object({
    /**
     * The closed months shown, oldest first (`yyyy-MM`, UTC; the current month never): a
     * rating counts in the month it was given, and a month's figures never change once shown.
     */
    months: z.array(monthPattern),
    /** Fewest ratings a month needs for an average. */
    minResponses: z.number().int(),
    /** Fewest different people those ratings come from. */
    minPeople: z.number().int(),
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
