/**
 * Analytics routes (spec 2.10, 2.11, 2.12, 2.14, 2.15; shapes in src/shared/schemas/analytics.ts).
 * Each reads authenticate (the guard) → validate → authorize (analytics.scope) → service:
 * - GET /api/analytics/progress        Team Member Progress      (403 for a Team Member; ?search&limit&offset)
 * - GET /api/analytics/team            Team Analytics            (403 for a Team Member)
 * - GET /api/analytics/members/:id     Team Member Performance   (404 outside the scope)
 * - GET /api/analytics/action-items    Action Items Overview     (403 for a Team Member; ?limit&offset)
 * - GET /api/analytics/behind-schedule Behind Schedule Overview  (403 for a Team Member; ?limit&offset)
 * - GET /api/analytics/feedback        1:1 ratings per manager by month (403 for a Team Member; ?months)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { cardPageQuerySchema, teamProgressQuerySchema } from '@/shared/schemas/analytics-query';
import {
  memberPerformanceResponseSchema,
  teamAnalyticsResponseSchema,
  teamProgressResponseSchema,
} from '@/shared/schemas/analytics';
import {
  actionItemsOverviewResponseSchema,
  behindScheduleResponseSchema,
} from '@/shared/schemas/analytics-overviews';
import { feedbackTrendQuerySchema, feedbackTrendSchema } from '@/shared/schemas/feedback';
import { actorOf } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { errorResponses, idParams, noQuery } from '../../http/route-schemas';
import { findActiveUser, parseIdParam } from '../users/users.service';
import { memberPerformance } from './analytics.member';
import { actionItemsOverview, behindSchedule } from './analytics.overviews';
import { audienceAt, MEMBER_NOT_FOUND, memberOf, scopeOf, teamOf } from '../../access/scope';
import { teamProgress } from './analytics.progress';
import { teamAnalytics } from './analytics.team';
import { feedbackTrend } from '../feedback/feedback.trend';

const tags = ['analytics'];

export function registerAnalyticsRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const db = ctx.db;
  // The actor's team (403 for whoever manages nobody), at the viewer's clock.
  const teamScope = async (request: Parameters<typeof actorOf>[0]) =>
    audienceAt(teamOf(await scopeOf(db, actorOf(request))), ctx.now());

  /**
   * One read over the actor's team: `GET url` with `querystring`, answering `response` (200) or
   * the shared error shapes; `run` gets the team audience and the parsed query.
   */
  const teamRead = <Q extends z.ZodType, R extends z.ZodType>(
    url: string,
    summary: string,
    querystring: Q,
    response: R,
    run: (scope: Awaited<ReturnType<typeof teamScope>>, query: z.infer<Q>) => Promise<z.infer<R>>,
  ) =>
    // Declared on the untyped instance: `run` is already typed against `querystring` and
    // `response`, which Fastify's generic reply type cannot follow through a helper.
    app.get(
      url,
      { schema: { tags, summary, querystring, response: { 200: response, ...errorResponses } } },
      async (request) => run(await teamScope(request), request.query as z.infer<Q>),
    );

  teamRead(
    '/api/analytics/progress',
    'Team Member Progress: totals and a page of member cards',
    teamProgressQuerySchema,
    teamProgressResponseSchema,
    (scope, query) => teamProgress({ db, scope, query }),
  );
  teamRead('/api/analytics/team', 'Team Analytics', noQuery, teamAnalyticsResponseSchema, (scope) =>
    teamAnalytics({ db, scope }),
  );
  teamRead(
    '/api/analytics/action-items',
    'Action Items Overview: totals and a page of members with items',
    cardPageQuerySchema,
    actionItemsOverviewResponseSchema,
    (scope, page) => actionItemsOverview({ db, scope, page }),
  );
  teamRead(
    '/api/analytics/behind-schedule',
    'Behind Schedule Overview: totals and a page of members behind',
    cardPageQuerySchema,
    behindScheduleResponseSchema,
    (scope, page) => behindSchedule({ db, scope, page }),
  );

  teamRead(
    '/api/analytics/feedback',
    'Average 1:1 rating per manager by closed month (from 3 ratings by 3 people)',
    feedbackTrendQuerySchema,
    feedbackTrendSchema,
    (scope, query) => feedbackTrend(db, scope, query.months ?? 6, ctx.now()),
  );

  r.get(
    '/api/analytics/members/:id',
    {
      schema: {
        tags,
        summary: 'Team Member Performance of one person',
        params: idParams,
        querystring: noQuery,
        response: { 200: memberPerformanceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      let memberId: number;
      try {
        memberId = parseIdParam(request.params.id);
      } catch {
        throw notFound(MEMBER_NOT_FOUND);
      }
      const member = await findActiveUser(db, actor.organizationId, memberId);
      const scope = audienceAt(memberOf(await scopeOf(db, actor), member), ctx.now());
      return memberPerformance({ db, scope });
    },
  );
}
