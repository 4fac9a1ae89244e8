/**
 * Analytics routes (spec 2.10, 2.11, 2.12, 2.14, 2.15; shapes in src/shared/schemas/analytics.ts).
 * Each reads authenticate (the guard) → validate → authorize (analytics.scope) → service:
 * - GET /api/analytics/progress        Team Member Progress      (403 for a Team Member; ?search&limit&offset)
 * - GET /api/analytics/team            Team Analytics            (403 for a Team Member)
 * - GET /api/analytics/members/:id     Team Member Performance   (404 outside the scope)
 * - GET /api/analytics/action-items    Action Items Overview     (403 for a Team Member; ?limit&offset)
 * - GET /api/analytics/behind-schedule Behind Schedule Overview  (403 for a Team Member; ?limit&offset)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberPageQuerySchema, teamProgressQuerySchema } from '@/shared/schemas/analytics-query';
import {
  memberPerformanceResponseSchema,
  teamAnalyticsResponseSchema,
  teamProgressResponseSchema,
} from '@/shared/schemas/analytics';
import {
  actionItemsOverviewResponseSchema,
  behindScheduleResponseSchema,
} from '@/shared/schemas/analytics-overviews';
import { actorOf } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { errorResponses, idParams, noQuery } from '../../http/route-schemas';
import { findActiveUser, parseIdParam } from '../users/users.service';
import { memberPerformance } from './analytics.member';
import { actionItemsOverview, behindSchedule } from './analytics.overviews';
import { audienceAt, MEMBER_NOT_FOUND, memberOf, scopeOf, teamOf } from '../../access/scope';
import { teamProgress } from './analytics.progress';
import { teamAnalytics } from './analytics.team';

const tags = ['analytics'];

export function registerAnalyticsRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const db = ctx.db;
  // The actor's team (403 for whoever manages nobody), at the viewer's clock.
  const teamScope = async (request: Parameters<typeof actorOf>[0]) =>
    audienceAt(teamOf(await scopeOf(db, actorOf(request))), ctx.now());

  r.get(
    '/api/analytics/progress',
    {
      schema: {
        tags,
        summary: 'Team Member Progress: totals and a page of member cards',
        querystring: teamProgressQuerySchema,
        response: { 200: teamProgressResponseSchema, ...errorResponses },
      },
    },
    async (request) => teamProgress({ db, scope: await teamScope(request), query: request.query }),
  );

  r.get(
    '/api/analytics/team',
    {
      schema: {
        tags,
        summary: 'Team Analytics',
        querystring: noQuery,
        response: { 200: teamAnalyticsResponseSchema, ...errorResponses },
      },
    },
    async (request) => teamAnalytics({ db, scope: await teamScope(request) }),
  );

  r.get(
    '/api/analytics/action-items',
    {
      schema: {
        tags,
        summary: 'Action Items Overview: totals and a page of members with items',
        querystring: memberPageQuerySchema,
        response: { 200: actionItemsOverviewResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      actionItemsOverview({ db, scope: await teamScope(request), page: request.query }),
  );

  r.get(
    '/api/analytics/behind-schedule',
    {
      schema: {
        tags,
        summary: 'Behind Schedule Overview: totals and a page of members behind',
        querystring: memberPageQuerySchema,
        response: { 200: behindScheduleResponseSchema, ...errorResponses },
      },
    },
    async (request) => behindSchedule({ db, scope: await teamScope(request), page: request.query }),
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
