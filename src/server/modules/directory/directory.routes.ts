/**
 * Directory routes (spec 2.18), open to everyone signed in, within their own
 * organisation (see directory.policy):
 * - GET /api/directory/managers?search=
 * - GET /api/directory/team-members?search=&department=&role=
 * - GET /api/directory/managers/:id (the manager profile)
 * Each reads authenticate (the guard) → validate (shared zod schemas) → service (scoped by
 * organisation; the profile applies its policy) → present.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  managerProfileSchema,
  managersDirectoryQuerySchema,
  managersDirectorySchema,
  teamMembersDirectoryQuerySchema,
  teamMembersDirectorySchema,
} from '@/shared/schemas/directory';
import { actorOf } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { errorResponses, idParams, noQuery } from '../../http/route-schemas';
import { MAX_ID } from '../users/users.service';
import { listManagersDirectory, listTeamMembersDirectory } from './directory.service';
import { getManagerProfile, MANAGER_NOT_FOUND } from './directory.profile';

/** A path id: a positive 32-bit integer, else 404 "Manager not found". */
function parseManagerId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw notFound(MANAGER_NOT_FOUND);
  const id = Number(raw);
  if (id < 1 || id > MAX_ID) throw notFound(MANAGER_NOT_FOUND);
  return id;
}

const tags = ['directory'];

export function registerDirectoryRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/directory/managers',
    {
      schema: {
        tags,
        summary: 'All Managers directory',
        querystring: managersDirectoryQuerySchema,
        response: { 200: managersDirectorySchema, ...errorResponses },
      },
    },
    async (request) =>
      listManagersDirectory({ db: ctx.db, actor: actorOf(request), query: request.query }),
  );

  r.get(
    '/api/directory/team-members',
    {
      schema: {
        tags,
        summary: 'All Team Members directory',
        querystring: teamMembersDirectoryQuerySchema,
        response: { 200: teamMembersDirectorySchema, ...errorResponses },
      },
    },
    async (request) =>
      listTeamMembersDirectory({ db: ctx.db, actor: actorOf(request), query: request.query }),
  );

  r.get(
    '/api/directory/managers/:id',
    {
      schema: {
        tags,
        summary: 'A manager profile',
        params: idParams,
        querystring: noQuery,
        response: { 200: managerProfileSchema, ...errorResponses },
      },
    },
    async (request) =>
      getManagerProfile({
        db: ctx.db,
        actor: actorOf(request),
        managerId: parseManagerId(request.params.id),
        now: ctx.now(),
      }),
  );
}
