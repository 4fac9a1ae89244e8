/**
 * People routes (spec 7): GET /api/all-users,
 * GET/POST /api/team-members, DELETE /api/team-members/:id, GET /api/managers,
 * GET /api/senior-managers, GET/PATCH /api/users/:id. Each handler reads authenticate (the
 * guard) → validate → authorize (users.policy) → service → present.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@/shared/schemas/api';
import {
  createdTeamMemberSchema,
  createTeamMemberSchema,
  updateUserSchema,
  userSchema,
} from '@/shared/schemas/user';
import { actorOf } from '../../http/auth-guard';
import { forbidden } from '../../http/errors';
import { errorResponses, idParams, noQuery, orEmptyBody } from '../../http/route-schemas';
import { presentCreatedTeamMember, presentUser } from './users.presenter';
import { canManageTeam } from './users.policy';
import {
  getUserFor,
  listAllUsersFor,
  listManagersFor,
  listSeniorManagersFor,
  listTeamMembersFor,
  parseIdParam,
} from './users.service';
import { createTeamMember, deactivateTeamMember } from './team-members.service';
import { updateUser } from './user-update.service';
import { profileExportSection } from './users.export';

const TEAM_ONLY = 'Only managers can manage team members';
/** 403 for a Team Member, before the body is validated (a refusal is about access, not input). */
async function teamManagersOnly(request: FastifyRequest): Promise<void> {
  if (!canManageTeam(actorOf(request))) throw forbidden(TEAM_ONLY);
}
const tags = ['users'];
const userList = { 200: z.array(userSchema), ...errorResponses };

export function registerUserRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const db = ctx.db;
  app.privacy.addExportSection(profileExportSection);

  r.get(
    '/api/all-users',
    {
      schema: {
        tags,
        summary: 'Everyone the caller may see in their organisation',
        querystring: noQuery,
        response: userList,
      },
    },
    async (request) => (await listAllUsersFor({ db, actor: actorOf(request) })).map(presentUser),
  );

  r.get(
    '/api/team-members',
    {
      preValidation: teamManagersOnly,
      schema: {
        tags,
        summary: "The caller's team (managers only)",
        querystring: noQuery,
        response: userList,
      },
    },
    async (request) => (await listTeamMembersFor({ db, actor: actorOf(request) })).map(presentUser),
  );

  r.post(
    '/api/team-members',
    {
      preValidation: teamManagersOnly,
      schema: {
        tags,
        summary: 'Create a person with a temporary password (managers only)',
        body: orEmptyBody(createTeamMemberSchema),
        response: { 201: createdTeamMemberSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const created = await createTeamMember({ db, actor, input: request.body, now: ctx.now() });
      return reply
        .status(201)
        .send(presentCreatedTeamMember(created.user, created.temporaryPassword));
    },
  );

  r.delete(
    '/api/team-members/:id',
    {
      preValidation: teamManagersOnly,
      schema: {
        tags,
        summary: 'Deactivate a person of the team (managers only)',
        params: idParams,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const userId = parseIdParam(request.params.id);
      await deactivateTeamMember({ db, actor, userId, now: ctx.now() });
      return { ok: true as const };
    },
  );

  r.get(
    '/api/managers',
    {
      schema: {
        tags,
        summary: 'Managers the caller may choose from',
        querystring: noQuery,
        response: userList,
      },
    },
    async (request) => (await listManagersFor({ db, actor: actorOf(request) })).map(presentUser),
  );

  r.get(
    '/api/senior-managers',
    {
      schema: {
        tags,
        summary: "The organisation's Senior Managers",
        querystring: noQuery,
        response: userList,
      },
    },
    async (request) =>
      (await listSeniorManagersFor({ db, actor: actorOf(request) })).map(presentUser),
  );

  r.get(
    '/api/users/:id',
    {
      schema: {
        tags,
        summary: 'One person the caller may see',
        params: idParams,
        querystring: noQuery,
        response: { 200: userSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { target } = await getUserFor({ db, actor, userId: parseIdParam(request.params.id) });
      return presentUser(target);
    },
  );

  r.patch(
    '/api/users/:id',
    {
      schema: {
        tags,
        summary: 'Update a person (any subset of the fields)',
        params: idParams,
        body: orEmptyBody(updateUserSchema),
        response: { 200: userSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const userId = parseIdParam(request.params.id);
      const updated = await updateUser({
        db,
        actor,
        userId,
        input: request.body,
        now: ctx.now(),
        appUrl: ctx.config.appUrl,
      });
      ctx.wakeMailer(); // a changed e-mail queued its notice
      return presentUser(updated);
    },
  );
}
