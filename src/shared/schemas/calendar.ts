/**
 * The personal calendar feed (decision 12): `GET /api/me/calendar-feed` and its rotation
 * `POST /api/me/calendar-feed` answer the private subscription URL.
 */
import { z } from 'zod';

/** `{ url }`: `<APP_URL>/calendar/<token>.ics`, the token 256 random-derived bits in base64url. */
export const calendarFeedSchema = z.object({
  url: z.string().meta({ description: 'Private subscription URL of the caller’s calendar feed' }),
});

export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
