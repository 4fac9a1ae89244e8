/**
 * Building blocks of route declarations (docs/api.md). Every `/api` route is declared through
 * the zod type provider with `schema: { tags, summary, params?, querystring?, body?, response }`:
 * - `params` whenever the URL has `:params`. Ids stay strings here (`pathId`): the handler's
 *   `parseId` answers 404 for a malformed id, as for an id the caller may not read;
 * - `querystring` on every GET (`noQuery` when the route reads none);
 * - `body` on every POST, PUT and PATCH (`noBody` when the route reads none);
 * - `response` for the success status and `...errorResponses` for the error shape.
 * `route-declarations.test.ts` fails, naming the route, when one of these is missing.
 */
import { z } from 'zod';
import { apiErrorSchema } from '@/shared/schemas/api';

/** The error body of every 4xx and 5xx answer (convention 7), for `response`. */
export const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

/** The querystring of a GET that reads none (extra parameters are ignored, as ever). */
export const noQuery = z.object({});

/**
 * The body of a POST that reads none: whatever arrives is ignored (as ever). Left out of the
 * OpenAPI document (`openapi.ts`).
 */
export const noBody = z.unknown();

/**
 * `schema` for a body that may be left out: an absent body is validated as `{}`, so each
 * required field answers its own message (as the routes always have), not "expected object".
 */
export function orEmptyBody<S extends z.ZodType>(schema: S) {
  return schema.prefault({} as z.input<S>);
}

/**
 * A path id as it arrives. Kept a string so that the handler decides: a malformed id answers
 * 404 like an id the caller may not read, as the API always has (not a 400 from validation).
 */
export const pathId = z.string().meta({
  description: 'A positive integer id; anything else answers 404',
});

/** `{ id }` path parameters. */
export const idParams = z.object({ id: pathId });

/** Path prefix of the personal calendar feeds (`/calendar/<token>.ics`, decision 12). */
export const CALENDAR_FEED_PREFIX = '/calendar/';

/**
 * Routes declared, documented and swept like the `/api` ones: every `/api` route and the
 * calendar feed, which lives outside `/api` so that calendar clients get a plain `.ics` URL
 * (decision 12). The auth guard and the JSON not-found answer stay `/api`-only.
 */
export function isDeclaredRoute(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith(CALENDAR_FEED_PREFIX);
}
