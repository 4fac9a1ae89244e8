/**
 * The identity and clock shapes every analytics answer shares (./analytics.ts and
 * ./analytics-overviews.ts both build on them; here so that neither imports the other).
 */
import { z } from 'zod';
import { ROLES } from '../domain/constants';
import { idSchema, localDate } from './api';

/** Who the figures are about: the identity fields every member row carries. */
export const analyticsPersonShape = {
  id: idSchema,
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** "First Last", falling back to the username. */
  name: z.string(),
  jobTitle: z.string().nullable(),
  role: z.enum(ROLES),
};
export const analyticsPersonSchema = z.object(analyticsPersonShape);
export type AnalyticsPerson = z.infer<typeof analyticsPersonSchema>;

/** The viewer's calendar context, echoed so the client never guesses the day. */
export const analyticsClockShape = {
  /** The viewer's today, `yyyy-MM-dd`, in `timezone`. */
  today: localDate,
  /** The viewer's IANA timezone (users.timezone). */
  timezone: z.string(),
};
export type AnalyticsClock = z.infer<z.ZodObject<typeof analyticsClockShape>>;
