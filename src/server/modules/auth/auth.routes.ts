/**
 * Auth routes (spec 7): current user, sign-in, sign-up, sign-out, password
 * change, captcha site key, and the demo sign-in (registered from `demo.routes.ts`).
 *
 * | route                           | access                     | answer                               |
 * |---------------------------------|----------------------------|--------------------------------------|
 * | GET  /api/auth/user             | signed in (even must-change) | the user (top level)               |
 * | POST /api/auth/login            | public                     | `{ user, requiresPasswordChange }`,  |
 * |                                 |                            | or `{ twoFactorRequired: true }`     |
 * | POST /api/auth/register         | public                     | 201 `{ user }`                       |
 * | POST /api/auth/logout           | public                     | `{ ok: true }`                       |
 * | POST /api/auth/change-password  | signed in (even must-change) | the user (top level)               |
 * | GET  /api/recaptcha/sitekey     | public                     | `{ siteKey: string \| null }`        |
 */
import type { FastifyInstance } from 'fastify';
import { auditSourceOf } from '../audit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '@/shared/schemas/api';
import {
  captchaSiteKeySchema,
  changePasswordSchema,
  loginResponseSchema,
  loginSchema,
  registerSchema,
  userEnvelopeSchema,
} from '@/shared/schemas/auth';
import { currentUserSchema, userSchema } from '@/shared/schemas/user';
import { actorOf } from '../../http/auth-guard';
import { errorResponses, noBody, noQuery } from '../../http/route-schemas';
import { presentUser } from '../users/users.presenter';
import { registerDemoRoutes } from '../demo/demo.routes';
import { changePassword, logIn, registerAccount } from './auth.service';
import { setDeviceCookie, trustedDeviceOf } from './device-cookie';
import { setChallenge } from './two-factor';
import { endSession, issueSession } from './sign-in';
import { presentCurrentUser } from './current-user';

const tags = ['auth'];

export function registerAuthRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/auth/user',
    {
      config: { allowDuringPasswordChange: true, allowDuringTwoFactorSetup: true },
      schema: {
        tags,
        summary: 'The signed-in user',
        querystring: noQuery,
        response: { 200: currentUserSchema, ...errorResponses },
      },
    },
    async (request) =>
      presentCurrentUser(actorOf(request), request.twoFactorSetupRequired, ctx.config),
  );

  r.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password (a code may come next)',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const trustedDevice = await trustedDeviceOf(ctx, request, request.body.email);
      const { user, twoFactorRequired } = await logIn({
        ctx,
        input: request.body,
        remoteIp: request.ip,
        trustedDevice,
        signIn: (db, u) => issueSession(ctx, db, request, reply, u),
        source: auditSourceOf(request),
      });
      if (twoFactorRequired) {
        // The code comes next, at POST /api/auth/login/two-factor.
        await setChallenge(ctx, reply, user.id);
        return { twoFactorRequired: true as const };
      }
      await setDeviceCookie(ctx, reply, user.email, trustedDevice);
      return { user: presentUser(user), requiresPasswordChange: user.mustChangePassword };
    },
  );

  r.post(
    '/api/auth/register',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sign up: a new organisation and its first user, signed in',
        body: registerSchema,
        response: { 201: userEnvelopeSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await registerAccount({
        ctx,
        input: request.body,
        remoteIp: request.ip,
        signIn: (db, u) => issueSession(ctx, db, request, reply, u),
      });
      return reply.status(201).send({ user: presentUser(user) });
    },
  );

  r.post(
    '/api/auth/logout',
    {
      config: { public: true, allowDuringPasswordChange: true, allowDuringTwoFactorSetup: true },
      schema: {
        tags,
        summary: 'Sign out (ends this session)',
        body: noBody,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await endSession(ctx, request, reply);
      // The browser forgets this origin's cookies and storage too (OWASP ASVS 7.4.4).
      void reply.header('Clear-Site-Data', '"cookies", "storage"');
      return { ok: true as const };
    },
  );

  r.post(
    '/api/auth/change-password',
    {
      config: { allowDuringPasswordChange: true, allowDuringTwoFactorSetup: true },
      schema: {
        tags,
        summary: 'Change the password (ends the other sessions)',
        body: changePasswordSchema,
        response: { 200: userSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await changePassword({
        ctx,
        actor: actorOf(request),
        input: request.body,
        signIn: (db, u) => issueSession(ctx, db, request, reply, u, { audit: false }),
      });
      return presentUser(user);
    },
  );

  r.get(
    '/api/recaptcha/sitekey',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The reCAPTCHA site key of sign-up (null: no captcha)',
        querystring: noQuery,
        response: { 200: captchaSiteKeySchema, ...errorResponses },
      },
    },
    async () => ({ siteKey: ctx.config.recaptchaSiteKey }),
  );

  registerDemoRoutes(app);
}
