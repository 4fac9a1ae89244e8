/**
 * Account routes (docs/security/promises.md promise 6; OWASP ASVS 7.4.5, 7.5.1, 7.5.2):
 *
 * | route                            | access          | answer                                |
 * |----------------------------------|-----------------|---------------------------------------|
 * | GET    /api/auth/sessions        | signed in       | `{ sessions: SessionInfo[] }`          |
 * | DELETE /api/auth/sessions/{id}   | signed in (own) | `{ ok: true }`, 404 for another's     |
 * | POST   /api/auth/logout-all      | signed in       | `{ ended }` (every other session)     |
 * | DELETE /api/users/{id}/sessions  | Senior Manager  | `{ ended }`                           |
 * | POST   /api/me/email             | signed in       | 202 `{ pendingEmail, user }`: a link to the new address (password or code) |
 * | GET    /api/me/email-proposal    | signed in       | `{ proposal }`: a manager's pending proposal, or null |
 * | POST   /api/me/email-proposal    | signed in       | `{ email }`: approve or decline it    |
 * | POST   /api/auth/email-link      | public (the link) | `{ email }`: confirm, approve, decline or undo |
 * | PATCH  /api/me/timezone          | signed in       | the user, in their new time zone      |
 *
 * The sign-in e-mail routes follow docs/decisions/0030-email-change.md (modules/auth/email-change.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@/shared/schemas/api';
import {
  changeEmailSchema,
  emailChangeAnswerSchema,
  emailLinkSchema,
  emailProposalAnswerSchema,
  emailProposalStateSchema,
  endedSessionsSchema,
  sessionListSchema,
  signInEmailSchema,
} from '@/shared/schemas/auth';
import { changeTimezoneSchema } from '@/shared/schemas/timezone';
import { userSchema } from '@/shared/schemas/user';
import { actorOf } from '../../http/auth-guard';
import { errorResponses, idParams, noBody, noQuery } from '../../http/route-schemas';
import { parseIdParam } from '../users/users.service';
import { presentUser } from '../users/users.presenter';
import {
  answerOwnProposal,
  pendingProposalOf,
  requestOwnEmailChange,
  redeemEmailLink,
} from './email-change';
import {
  changeOwnTimezone,
  endOtherSessions,
  endSessionById,
  endSessionsOfPerson,
  listSessions,
} from './account.service';
import { auditSourceOf } from '../audit';

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
      await endSessionById(ctx, actorOf(request), request.params.id, auditSourceOf(request));
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
      ended: await endOtherSessions(
        ctx,
        actorOf(request),
        request.sessionId,
        auditSourceOf(request),
      ),
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
      ended: await endSessionsOfPerson(
        ctx,
        actorOf(request),
        parseIdParam(request.params.id),
        auditSourceOf(request),
      ),
    }),
  );

  r.post(
    '/api/me/email',
    {
      schema: {
        tags,
        summary: 'Ask to change the sign-in e-mail: a confirmation link goes to the new address',
        body: changeEmailSchema,
        response: { 202: emailChangeAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { pendingEmail, user } = await requestOwnEmailChange(
        ctx,
        actorOf(request),
        request.body,
        request.sessionId,
        auditSourceOf(request),
      );
      return reply.status(202).send({ pendingEmail, user: presentUser(user) });
    },
  );

  r.get(
    '/api/me/email-proposal',
    {
      schema: {
        tags,
        summary: "The caller's pending proposal of a new sign-in e-mail (by a manager), or null",
        querystring: noQuery,
        response: { 200: emailProposalStateSchema, ...errorResponses },
      },
    },
    async (request) => {
      const proposal = await pendingProposalOf(ctx, actorOf(request));
      return {
        proposal: proposal && { ...proposal, expiresAt: proposal.expiresAt.toISOString() },
      };
    },
  );

  r.post(
    '/api/me/email-proposal',
    {
      schema: {
        tags,
        summary: 'Approve or decline the pending proposal of a new sign-in e-mail',
        body: emailProposalAnswerSchema,
        response: { 200: signInEmailSchema, ...errorResponses },
      },
    },
    async (request) =>
      answerOwnProposal(
        ctx,
        actorOf(request),
        request.body.decision,
        request.sessionId,
        auditSourceOf(request),
      ),
  );

  r.post(
    '/api/auth/email-link',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Use a sign-in e-mail link: confirm, approve, decline or undo',
        body: emailLinkSchema,
        response: { 200: signInEmailSchema, ...errorResponses },
      },
    },
    async (request) =>
      redeemEmailLink(
        ctx,
        request.body,
        {
          actorId: request.actor?.id ?? null,
          sessionId: request.sessionId,
        },
        auditSourceOf(request),
      ),
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
