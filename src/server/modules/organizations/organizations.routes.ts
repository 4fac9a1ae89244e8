/**
 * Organisation routes (spec 7): GET /api/organizations/all,
 * GET /api/organizations/:id/hierarchy (one keyset page per level, `level` and `cursor`) and GET /api/organizations/:id/summary (spec 2.5 stat
 * cards, Senior Manager only), all limited to the caller's own organisation.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationSummarySchema } from '@/shared/schemas/counts';
import {
  hierarchyQuerySchema,
  organizationHierarchySchema,
  organizationSchema,
} from '@/shared/schemas/user';
import { actorOf } from '../../http/auth-guard';
import { errorResponses, idParams, noQuery } from '../../http/route-schemas';
import { presentUser } from '../users/users.presenter';
import { parseIdParam } from '../users/users.service';
import { presentOrganization } from './organizations.presenter';
import { getHierarchy, getOwnOrganization } from './organizations.service';
import { getOrganizationSummary } from './organization-summary';

const tags = ['organizations'];

export function registerOrganizationRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;

  r.get(
    '/api/organizations/all',
    {
      schema: {
        tags,
        summary: "The caller's organisation (a list of one)",
        querystring: noQuery,
        response: { 200: z.array(organizationSchema), ...errorResponses },
      },
    },
    async (request) => [
      presentOrganization(await getOwnOrganization({ db, actor: actorOf(request) })),
    ],
  );

  r.get(
    '/api/organizations/:id/hierarchy',
    {
      schema: {
        tags,
        summary: 'People of the organisation by level (role), one keyset page per level',
        params: idParams,
        querystring: hierarchyQuerySchema,
        response: { 200: organizationHierarchySchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const organizationId = parseIdParam(request.params.id);
      const rows = await getHierarchy({ db, actor, organizationId, query: request.query });
      return Object.fromEntries(
        Object.entries(rows).map(([level, page]) => [
          level,
          { ...page, people: page.people.map(presentUser) },
        ]),
      );
    },
  );

  r.get(
    '/api/organizations/:id/summary',
    {
      schema: {
        tags,
        summary: "The Executive Dashboard's stat cards (Senior Manager only)",
        params: idParams,
        querystring: noQuery,
        response: { 200: organizationSummarySchema, ...errorResponses },
      },
    },
    async (request) =>
      getOrganizationSummary({
        db,
        actor: actorOf(request),
        organizationId: parseIdParam(request.params.id),
      }),
  );
}
