/**
 * Shapes every API route shares (docs/api.md): the error body of every non-2xx answer, the
 * `{ ok: true }` of writes that return nothing else, the health check, and the string formats of
 * presented dates and times. Response schemas describe exactly what leaves the server: the
 * server's serializer checks each answer against its route's schema (a mismatch is a 500).
 */
import { z } from 'zod';
import { ERROR_CODES, type ApiErrorBody } from '../errors';

/** An instant as presenters send it: `Date#toISOString()` (UTC, milliseconds, `Z`). */
export const isoInstant = z.iso.datetime();
/** A local calendar date `yyyy-MM-dd`. */
export const localDate = z.iso.date();
/** A local time `HH:mm`. */
export const localTime = z.string().regex(/^\d{2}:\d{2}$/);
/** A database id (positive 32-bit integer). */
export const idSchema = z.number().int();
/** A count or a whole number of minutes, days, percent points. */
export const countSchema = z.number().int();

/** Body of every non-2xx API response (convention 7): `{ message, code, fieldErrors? }`. */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.enum(ERROR_CODES),
    /** Field name → its messages (400 VALIDATION_FAILED, some 409). */
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    /** 409 DEACTIVATED: the deactivated person who has the e-mail. */
    userId: z.number().int().optional(),
  })
  .meta({ id: 'ApiError' }) satisfies z.ZodType<ApiErrorBody>;

/** `{ ok: true }`: a write that has nothing else to say. */
export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;

/** GET /api/health: 200 once the database is migrated and reachable. */
export const healthOkSchema = z.object({ status: z.literal('ok') });
/** GET /api/health: 503 when the database does not answer. */
export const healthUnavailableSchema = z.object({ status: z.literal('unavailable') });
