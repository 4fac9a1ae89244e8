/**
 * Account routes (docs/security/promises.md promise 6; OWASP ASVS 7.4.5, 7.5.1, 7.5.2):
 *
 * | route                            | access          | answer                                |
 * |----------------------------------|-----------------|---------------------------------------|
 * | GET    /api/auth/sessions        | signed in       | `{ sessions: SessionInfo[] }`          |
 * | DELETE /api/auth/sessions/{id}   | signed in (own) | `{ ok: true }`, 404 for another's     |
 * | POST   /api/auth/logout-all      | signed in       | `{ ended }` (every other session)     |
 * | DELETE /api/users/{id}/sessions  | Senior Manager  | `{ ended }`                           |
 * | POST   /api/me/email             | signed in       | the user, after the current password  |
 * | PATCH  /api/me/timezone          | signed in       | the user, in their new time zone      |
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@/shared/schemas/api';
import { changeEmailSchema, endedSessionsSchema, sessionListSchema } from '@/shared/schemas/auth';
import { changeTimezoneSchema } from '@/shared/schemas/timezone';
import { userSchema } from '@/shared/schemas/user';
import { actorOf } from '../../http/auth-guard';
import { errorResponses, idParams, noBody, noQuery } from '../../http/route-schemas';
import { parseIdParam } from '../users/users.service';
import { presentUser } from '../users/users.presenter';
import {
  changeOwnEmail,
  changeOwnTimezone,
  endOtherSessions,
  endSessionById,
  endSessionsOfPerson,
  listSessions,
} from './account.service';

const sessionParams = z.object({
  id: z.string().min(1).max(100).meta({ description: 'Public id of a session' }),
});
const tags = ['auth'];

export function registerAccountRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/auth/sessions',
    {
      schema: {
        tags,
        summary: "The caller's sessions, most recently seen first",
        querystring: noQuery,
        response: { 200: sessionListSchema, ...errorResponses },
      },
    },
    async (request) => ({
      sessions: await listSessions(ctx, actorOf(request), request.sessionId),
    }),
  );

  r.delete(
    '/api/auth/sessions/:id',
    {
      schema: {
        tags,
        summary: "End one of the caller's sessions",
        params: sessionParams,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      await endSessionById(ctx, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/auth/logout-all',
    {
      schema: {
        tags,
        summary: "End the caller's other sessions",
        body: noBody,
        response: { 200: endedSessionsSchema, ...errorResponses },
      },
    },
    async (request) => ({
      ended: await endOtherSessions(ctx, actorOf(request), request.sessionId),
    }),
  );

  r.delete(
    '/api/users/:id/sessions',
    {
      schema: {
        tags,
        summary: 'End every session of a person (Senior Manager)',
        params: idParams,
        response: { 200: endedSessionsSchema, ...errorResponses },
      },
    },
    async (request) => ({
      ended: await endSessionsOfPerson(ctx, actorOf(request), parseIdParam(request.params.id)),
    }),
  );

  r.post(
    '/api/me/email',
    {
      schema: {
        tags,
        summary: 'Change the sign-in e-mail (with the current password)',
        body: changeEmailSchema,
        response: { 200: userSchema, ...errorResponses },
      },
    },
    async (request) => presentUser(await changeOwnEmail(ctx, actorOf(request), request.body)),
  );

  r.patch(
    '/api/me/timezone',
    {
      schema: {
        tags,
        summary: "Change the caller's own time zone",
        body: changeTimezoneSchema,
        response: { 200: userSchema, ...errorResponses },
      },
    },
    async (request) =>
      presentUser(await changeOwnTimezone(ctx, actorOf(request), request.body.timezone)),
  );
}
