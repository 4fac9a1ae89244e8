/**
 * The personal calendar feed (decision 12):
 *
 * | route                        | access                 | answer                                 |
 * |------------------------------|------------------------|----------------------------------------|
 * | GET  /api/me/calendar-feed   | signed in              | `{ url }`, the feed made on first call |
 * | POST /api/me/calendar-feed   | signed in, same origin | `{ url }`, a new URL; the old one 404s |
 * | GET  /calendar/{token}.ics   | the URL is the secret  | text/calendar, ETag / 304, 60 per min  |
 *
 * The feed needs no cookie (calendar clients send none), so it is outside the auth guard; being
 * a GET it is outside the CSRF check too. The rest applies: request log, NUL guard, error shape,
 * security headers, and the shared throttle (`calendarFeed`: 60 reads a minute per token, then
 * 429 with Retry-After). An unknown, rotated or malformed token and a deactivated owner all
 * answer the same 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedSchema } from '@/shared/schemas/calendar';
import { actorOf } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import { errorResponses, noBody, noQuery } from '../../http/route-schemas';
import { throttleOf } from '../auth/throttle';
import { buildFeed } from './feed';
import {
  ensureFeedUrl,
  eraseCalendarFeed,
  feedOwner,
  feedTokenHash,
  isFeedTokenShape,
  rotateFeedUrl,
} from './feed-tokens';

const tags = ['calendar'];

const feedParams = z.object({
  token: z.string().max(200).meta({
    description: 'The secret token of a calendar feed URL; anything unknown answers 404',
  }),
});

const notFound = () => new AppError(404, 'NOT_FOUND', 'Not found');

/** True when `If-None-Match` names `etag` (or `*`); weak validators compare equal (RFC 9110 13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

export function registerCalendarRoutes(app: FastifyInstance): void {
  app.privacy.addEraseStep(eraseCalendarFeed);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/me/calendar-feed',
    {
      schema: {
        tags,
        summary: "The caller's private calendar feed URL (made on first call)",
        querystring: noQuery,
        response: { 200: calendarFeedSchema, ...errorResponses },
      },
    },
    async (request) => ({
      url: await ensureFeedUrl(ctx.db, ctx.config, actorOf(request).id, ctx.now()),
    }),
  );

  r.post(
    '/api/me/calendar-feed',
    {
      schema: {
        tags,
        summary: "Replace the caller's calendar feed URL; the old one stops working at once",
        body: noBody,
        response: { 200: calendarFeedSchema, ...errorResponses },
      },
    },
    async (request) => ({
      url: await rotateFeedUrl(ctx.db, ctx.config, actorOf(request).id, ctx.now()),
    }),
  );

  r.get(
    '/calendar/:token.ics',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A user's 1:1s as an iCalendar feed (text/calendar), for calendar subscriptions",
        params: feedParams,
        querystring: noQuery,
        response: {
          200: z.string().meta({ description: 'iCalendar text (text/calendar; charset=utf-8)' }),
          304: z.null().meta({ description: 'Not modified (If-None-Match matched the ETag)' }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      // A malformed token cannot be a feed: no lookup, no counter for it.
      if (!isFeedTokenShape(token)) throw notFound();
      const hash = feedTokenHash(token);
      // Counted before the lookup, so known and unknown tokens cost the same.
      await throttleOf(ctx).consume([{ limiter: 'calendarFeed', key: hash }]);
      const owner = await feedOwner(ctx.db, hash);
      if (!owner) throw notFound();
      const { body, etag } = await buildFeed(ctx.db, owner);
      void reply
        .header('ETag', etag)
        .header('Cache-Control', 'private, no-cache')
        .header('Referrer-Policy', 'no-referrer')
        .header('X-Robots-Tag', 'noindex, nofollow');
      if (matches(request.headers['if-none-match'], etag)) {
        // No payload at all (not a serialized `null`): a 304 has no body (RFC 9110 15.4.5).
        return reply.code(304).send(undefined as unknown as null);
      }
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="cadence.ics"')
        .send(body);
    },
  );
}
