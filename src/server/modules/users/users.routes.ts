/**
 * People routes (spec 7): GET /api/all-users,
 * GET/POST /api/team-members, DELETE /api/team-members/:id, GET /api/managers,
 * GET /api/senior-managers, GET/PATCH /api/users/:id. Each handler reads authenticate (the
 * guard) → validate → authorize (users.policy) → service → present.
 */
import type { FastifyInstance } from 'fastify';
import { createTeamMemberSchema, updateUserSchema } from '@/shared/schemas/user';
import { actorOf } from '../../http/auth-guard';
import { forbidden } from '../../http/errors';
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

type IdParams = { Params: { id: string } };
const TEAM_ONLY = 'Only managers can manage team members';

export function registerUserRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const db = ctx.db;

  app.get('/api/all-users', async (request) =>
    (await listAllUsersFor({ db, actor: actorOf(request) })).map(presentUser),
  );

  app.get('/api/team-members', async (request) => {
    const actor = actorOf(request);
    if (!canManageTeam(actor)) throw forbidden(TEAM_ONLY);
    return (await listTeamMembersFor({ db, actor })).map(presentUser);
  });

  app.post('/api/team-members', async (request, reply) => {
    const actor = actorOf(request);
    if (!canManageTeam(actor)) throw forbidden(TEAM_ONLY);
    const input = createTeamMemberSchema.parse(request.body ?? {});
    const created = await createTeamMember({ db, actor, input, now: ctx.now() });
    return reply
      .status(201)
      .send(presentCreatedTeamMember(created.user, created.temporaryPassword));
  });

  app.delete<IdParams>('/api/team-members/:id', async (request) => {
    const actor = actorOf(request);
    if (!canManageTeam(actor)) throw forbidden(TEAM_ONLY);
    const userId = parseIdParam(request.params.id);
    await deactivateTeamMember({ db, actor, userId, now: ctx.now() });
    return { ok: true as const };
  });

  app.get('/api/managers', async (request) =>
    (await listManagersFor({ db, actor: actorOf(request) })).map(presentUser),
  );

  app.get('/api/senior-managers', async (request) =>
    (await listSeniorManagersFor({ db, actor: actorOf(request) })).map(presentUser),
  );

  app.get<IdParams>('/api/users/:id', async (request) => {
    const actor = actorOf(request);
    const { target } = await getUserFor({ db, actor, userId: parseIdParam(request.params.id) });
    return presentUser(target);
  });

  app.patch<IdParams>('/api/users/:id', async (request) => {
    const actor = actorOf(request);
    const userId = parseIdParam(request.params.id);
    const input = updateUserSchema.parse(request.body ?? {});
    const updated = await updateUser({
      db,
      actor,
      userId,
      input,
      now: ctx.now(),
      appUrl: ctx.config.appUrl,
    });
    ctx.wakeMailer(); // a changed e-mail queued its notice
    return presentUser(updated);
  });
}
