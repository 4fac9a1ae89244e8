/**
 * Organisation routes (spec 7): GET /api/organizations/all,
 * GET /api/organizations/:id/hierarchy and GET /api/organizations/:id/summary (spec 2.5 stat
 * cards, Senior Manager only), all limited to the caller's own organisation.
 */
import type { FastifyInstance } from 'fastify';
import type { OrganizationHierarchy } from '@/shared/schemas/user';
import { actorOf } from '../../http/auth-guard';
import { presentUser } from '../users/users.presenter';
import { parseIdParam } from '../users/users.service';
import { presentOrganization } from './organizations.presenter';
import { getHierarchy, getOwnOrganization } from './organizations.service';
import { getOrganizationSummary } from './organization-summary';

export function registerOrganizationRoutes(app: FastifyInstance): void {
  const db = app.ctx.db;

  app.get('/api/organizations/all', async (request) => [
    presentOrganization(await getOwnOrganization({ db, actor: actorOf(request) })),
  ]);

  app.get<{ Params: { id: string } }>(
    '/api/organizations/:id/hierarchy',
    async (request): Promise<OrganizationHierarchy> => {
      const actor = actorOf(request);
      const organizationId = parseIdParam(request.params.id);
      const rows = await getHierarchy({ db, actor, organizationId });
      return {
        seniorManagers: rows.seniorManagers.map(presentUser),
        managers: rows.managers.map(presentUser),
        supervisors: rows.supervisors.map(presentUser),
        teamMembers: rows.teamMembers.map(presentUser),
      };
    },
  );

  app.get<{ Params: { id: string } }>('/api/organizations/:id/summary', async (request) =>
    getOrganizationSummary({
      db,
      actor: actorOf(request),
      organizationId: parseIdParam(request.params.id),
    }),
  );
}
