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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordSchema, loginSchema, registerSchema } from '@/shared/schemas/auth';
import { actorOf } from '../../http/auth-guard';
import { presentUser } from '../users/users.presenter';
import { registerDemoRoutes } from '../demo/demo.routes';
import { changePassword, logIn, registerAccount } from './auth.service';
import { setDeviceCookie, trustedDeviceOf } from './device-cookie';
import { setChallenge } from './two-factor';
import { endSession, issueSession } from './sign-in';

export function registerAuthRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/auth/user',
    { config: { allowDuringPasswordChange: true, allowDuringTwoFactorSetup: true } },
    async (request) => ({
      ...presentUser(actorOf(request)),
      twoFactorSetupRequired: request.twoFactorSetupRequired,
    }),
  );

  r.post(
    '/api/auth/login',
    { config: { public: true }, schema: { body: loginSchema } },
    async (request, reply) => {
      const trustedDevice = await trustedDeviceOf(ctx, request, request.body.email);
      const { user, twoFactorRequired } = await logIn({
        ctx,
        input: request.body,
        remoteIp: request.ip,
        trustedDevice,
        signIn: (db, u) => issueSession(ctx, db, request, reply, u.id),
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
    { config: { public: true }, schema: { body: registerSchema } },
    async (request, reply) => {
      const user = await registerAccount({
        ctx,
        input: request.body,
        remoteIp: request.ip,
        signIn: (db, u) => issueSession(ctx, db, request, reply, u.id),
      });
      return reply.status(201).send({ user: presentUser(user) });
    },
  );

  r.post(
    '/api/auth/logout',
    { config: { public: true, allowDuringPasswordChange: true, allowDuringTwoFactorSetup: true } },
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
      schema: { body: changePasswordSchema },
    },
    async (request, reply) => {
      const user = await changePassword({
        ctx,
        actor: actorOf(request),
        input: request.body,
        signIn: (db, u) => issueSession(ctx, db, request, reply, u.id),
      });
      return presentUser(user);
    },
  );

  r.get('/api/recaptcha/sitekey', { config: { public: true } }, async () => ({
    siteKey: ctx.config.recaptchaSiteKey,
  }));

  registerDemoRoutes(app);
}
