/**
 * The time-zone field of every form and body that takes one (sign-up, people, meetings, the
 * profile; product rule 9): a zone name `Intl.DateTimeFormat` accepts, answered under its
 * canonical IANA name (`Asia/Calcutta` → `Asia/Kolkata`). Anything else (`Asia/Mumbai`, an
 * offset, a blank) is a 400 with `fieldErrors.timezone`.
 */
import { z } from 'zod';
import { canonicalTimezone, isValidTimezone } from '../domain/timezones';

export const TIMEZONE_MESSAGE = 'Please choose a valid time zone';

/** An IANA zone name in, its canonical name out. */
export const timezoneSchema = z
  .string({ message: TIMEZONE_MESSAGE })
  .trim()
  .refine(isValidTimezone, TIMEZONE_MESSAGE)
  .transform((tz) => canonicalTimezone(tz) ?? tz)
  .meta({ description: 'An IANA time zone, e.g. Europe/Berlin', example: 'Europe/Berlin' });

/** PATCH /api/me/timezone body: the caller's new zone. */
export const changeTimezoneSchema = z.object({ timezone: timezoneSchema });
export type ChangeTimezoneInput = z.input<typeof changeTimezoneSchema>;
