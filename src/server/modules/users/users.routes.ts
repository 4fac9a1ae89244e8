/**
 * People routes (spec 7): GET /api/all-users,
 * GET/POST /api/team-members, DELETE /api/team-members/:id, GET /api/managers,
 * GET /api/senior-managers, GET/PATCH /api/users/:id. Each handler reads authenticate (the
 * guard) → validate → authorize (users.policy) → service → present.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@/shared/schemas/api';
import {
  createdTeamMemberSchema,
  createTeamMemberSchema,
  peopleListQuerySchema,
  teamMembersPageSchema,
  teamMembersQuerySchema,
  updateUserSchema,
  personSchema,
  updatedUserSchema,
  usersPageSchema,
} from '@/shared/schemas/user';
import { actorOf } from '../../http/auth-guard';
import { forbidden } from '../../http/errors';
import { errorResponses, idParams, noQuery, orEmptyBody } from '../../http/route-schemas';
import { presentCreatedTeamMember, presentPerson, presentUser } from './users.presenter';
import { scopeOf } from '../../access/scope';
import { canManageTeam } from './users.policy';
import { getUserFor, listSeniorManagersFor, parseIdParam } from './users.service';
import {
  listAllUsersFor,
  listManagersFor,
  listTeamMembersFor,
  type PeopleAnswer,
} from './people-lists';
import { fastSerializerCompiler } from '../../http/fast-serializer';
import { createTeamMember, deactivateTeamMember } from './team-members.service';
import { accountMailOf } from '../accounts/invitations';
import { updateUser } from './user-update.service';
import { profileExportSection } from './users.export';
import { auditSourceOf } from '../audit';

const TEAM_ONLY = 'Only managers can manage team members';
/** 403 for a Team Member, before the body is validated (a refusal is about access, not input). */
async function teamManagersOnly(request: FastifyRequest): Promise<void> {
  if (!canManageTeam(actorOf(request))) throw forbidden(TEAM_ONLY);
}
const tags = ['users'];
const userList = { 200: z.array(personSchema), ...errorResponses };
/**
 * The pickers' lists answer the array (no `cursor`) or a page: both forms are declared (OpenAPI)
 * and each has its compiled writer, chosen per answer (as GET /api/meetings does).
 */
const userArray = z.array(personSchema);
const writeArray = fastSerializerCompiler({ schema: userArray } as never);
const writeUsersPage = fastSerializerCompiler({ schema: usersPageSchema } as never);
const writeTeamPage = fastSerializerCompiler({ schema: teamMembersPageSchema } as never);
const usersOrPage = { 200: z.union([userArray, usersPageSchema]), ...errorResponses };
const teamOrPage = { 200: z.union([userArray, teamMembersPageSchema]), ...errorResponses };

/** Sends `answer` with the writer of its form. */
function sendPeople<A extends PeopleAnswer<unknown>>(
  reply: FastifyReply,
  answer: A,
  pageWriter: typeof writeUsersPage,
): A {
  // The declared union would make fast-json-stringify test each answer against every form.
  void reply
    .type('application/json; charset=utf-8')
    .serializer(Array.isArray(answer) ? writeArray : pageWriter);
  return answer;
}

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
        summary: 'Everyone the caller may pick; `search`, and a keyset page with `cursor`',
        querystring: peopleListQuerySchema,
        response: usersOrPage,
      },
    },
    async (request, reply) =>
      sendPeople(
        reply,
        await listAllUsersFor({ db, actor: actorOf(request), query: request.query }),
        writeUsersPage,
      ),
  );

  r.get(
    '/api/team-members',
    {
      preValidation: teamManagersOnly,
      schema: {
        tags,
        summary:
          "The caller's team, or with status=deactivated the deactivated people (Senior Manager); `search`, and a keyset page with `cursor`",
        querystring: teamMembersQuerySchema,
        response: teamOrPage,
      },
    },
    async (request, reply) => {
      const { query } = request;
      const answer = await listTeamMembersFor({ db, actor: actorOf(request), query });
      return sendPeople(reply, answer, writeTeamPage);
    },
  );

  r.post(
    '/api/team-members',
    {
      preValidation: teamManagersOnly,
      schema: {
        tags,
        summary: 'Create a person: an invitation e-mail, or without mail a temporary password',
        body: orEmptyBody(createTeamMemberSchema),
        response: { 201: createdTeamMemberSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const created = await createTeamMember({
        db,
        actor,
        input: request.body,
        now: ctx.now(),
        mail: accountMailOf(ctx.config),
        source: auditSourceOf(request),
      });
      if (created.invitationSent) ctx.wakeMailer();
      return reply.status(201).send(presentCreatedTeamMember(created.user, created));
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
      await deactivateTeamMember({
        db,
        actor,
        userId,
        now: ctx.now(),
        source: auditSourceOf(request),
      });
      return { ok: true as const };
    },
  );

  r.get(
    '/api/managers',
    {
      schema: {
        tags,
        summary: 'Managers the caller may choose from; `search`, and a keyset page with `cursor`',
        querystring: peopleListQuerySchema,
        response: usersOrPage,
      },
    },
    async (request, reply) =>
      sendPeople(
        reply,
        await listManagersFor({ db, actor: actorOf(request), query: request.query }),
        writeUsersPage,
      ),
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
    async (request) => {
      const actor = actorOf(request);
      const scope = await scopeOf(db, actor);
      return (await listSeniorManagersFor({ db, actor })).map((row) =>
        presentPerson(row, actor, scope),
      );
    },
  );

  r.get(
    '/api/users/:id',
    {
      schema: {
        tags,
        summary: 'One person the caller may see',
        params: idParams,
        querystring: noQuery,
        response: { 200: personSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { target, scope } = await getUserFor({
        db,
        actor,
        userId: parseIdParam(request.params.id),
      });
      return presentPerson(target, actor, scope);
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
        response: { 200: updatedUserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const userId = parseIdParam(request.params.id);
      const { user, proposedEmail } = await updateUser({
        db,
        actor,
        userId,
        input: request.body,
        now: ctx.now(),
        mail: accountMailOf(ctx.config),
        source: auditSourceOf(request),
      });
      ctx.wakeMailer(); // a new e-mail queued its proposal, invitation or notice
      return { ...presentUser(user), ...(proposedEmail ? { proposedEmail } : {}) };
    },
  );
}
