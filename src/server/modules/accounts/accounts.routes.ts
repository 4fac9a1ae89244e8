/**
 * Account routes of a company roll-out (docs/decisions/0015-accounts.md):
 *
 * | route                                   | access                | answer                                   |
 * |-----------------------------------------|-----------------------|------------------------------------------|
 * | GET  /api/auth/signup                   | public                | `{ open }`                               |
 * | POST /api/auth/account-link             | public                | `{ valid: true }`, 400 when it does not work |
 * | POST /api/auth/accept-invitation        | public (the link)     | `{ user, requiresPasswordChange }` + session, or `{ twoFactorRequired }` |
 * | POST /api/auth/forgot-password         | public                | 202 `{ message }`, always the same       |
 * | POST /api/auth/reset-password           | public (the link)     | as accept-invitation                     |
 * | POST /api/team-members/{id}/invitation  | managers (their line) | 202 `{ invitationSent, temporaryPassword? }` |
 * | POST /api/team-members/{id}/reactivate  | Senior Manager        | the user                                 |
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountLinkCheckSchema,
  accountLinkStateSchema,
  forgotPasswordAnswerSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  setPasswordWithLinkSchema,
  signupStateSchema,
  type SetPasswordWithLinkInput,
} from '@/shared/schemas/auth';
import { reissuedAccessSchema, userSchema } from '@/shared/schemas/user';
import { actorOf } from '../../http/auth-guard';
import { errorResponses, idParams, noBody, noQuery } from '../../http/route-schemas';
import { issueSession } from '../auth/sign-in';
import { setChallenge } from '../auth/two-factor';
import { presentUser } from '../users/users.presenter';
import { parseIdParam } from '../users/users.service';
import { reactivateTeamMember, reissueAccess } from '../users/team-access.service';
import { accountMailOf } from './invitations';
import { eraseAccountTokens, type TokenPurpose } from './account-tokens';
import {
  checkAccountLink,
  FORGOT_PASSWORD_ANSWER,
  requestPasswordReset,
  setPasswordWithLink,
} from './accounts.service';
import { isSignupOpen } from './signup';
import { auditSourceOf } from '../audit';

export function registerAccountsRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const db = ctx.db;
  app.privacy.addEraseStep(eraseAccountTokens);

  r.get(
    '/api/auth/signup',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Whether this server takes sign-ups (SIGNUP)',
        querystring: noQuery,
        response: { 200: signupStateSchema, ...errorResponses },
      },
    },
    async () => ({ open: await isSignupOpen(ctx) }),
  );

  r.post(
    '/api/auth/account-link',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Whether an invitation, password-reset or sign-in e-mail link still works',
        body: accountLinkCheckSchema,
        response: { 200: accountLinkStateSchema, ...errorResponses },
      },
    },
    async (request) => ({ valid: true as const, ...(await checkAccountLink(ctx, request.body)) }),
  );

  /** Sets the password through a link of `purpose` and answers as sign-in does. */
  const withLink =
    (purpose: TokenPurpose) =>
    async (request: FastifyRequest<{ Body: SetPasswordWithLinkInput }>, reply: FastifyReply) => {
      const { user, twoFactorRequired } = await setPasswordWithLink({
        ctx,
        purpose,
        input: request.body,
        signIn: (tx, u) => issueSession(ctx, tx, request, reply, u),
      });
      if (twoFactorRequired) {
        await setChallenge(ctx, reply, user.id);
        return { twoFactorRequired: true as const };
      }
      return { user: presentUser(user), requiresPasswordChange: false };
    };

  r.post(
    '/api/auth/accept-invitation',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Choose a password through an invitation link, and sign in',
        body: setPasswordWithLinkSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    withLink('invitation'),
  );

  r.post(
    '/api/auth/forgot-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset link (the same answer for every address)',
        body: forgotPasswordSchema,
        response: { 202: forgotPasswordAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (await requestPasswordReset(ctx, request.body, request.ip)) ctx.wakeMailer();
      return reply.status(202).send({ message: FORGOT_PASSWORD_ANSWER });
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password through a reset link; ends every session, signs in',
        body: setPasswordWithLinkSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    withLink('password_reset'),
  );

  r.post(
    '/api/team-members/:id/invitation',
    {
      schema: {
        tags: ['users'],
        summary: 'Send a new invitation (or, without mail, a new temporary password)',
        params: idParams,
        body: noBody,
        response: { 202: reissuedAccessSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await reissueAccess({
        db,
        actor: actorOf(request),
        userId: parseIdParam(request.params.id),
        now: ctx.now(),
        mail: accountMailOf(ctx.config),
      });
      if (result.invitationSent) ctx.wakeMailer();
      return reply.status(202).send({
        invitationSent: result.invitationSent,
        ...(result.temporaryPassword ? { temporaryPassword: result.temporaryPassword } : {}),
      });
    },
  );

  r.post(
    '/api/team-members/:id/reactivate',
    {
      schema: {
        tags: ['users'],
        summary: 'Reactivate a deactivated person (Senior Manager)',
        params: idParams,
        body: noBody,
        response: { 200: userSchema, ...errorResponses },
      },
    },
    async (request) =>
      presentUser(
        await reactivateTeamMember({
          db,
          actor: actorOf(request),
          userId: parseIdParam(request.params.id),
          now: ctx.now(),
          source: auditSourceOf(request),
        }),
      ),
  );
}
