/**
 * Single sign-on routes (docs/decisions/0016-import-sso-data.md), all public:
 * GET /api/auth/oidc/config (whether the sign-in page shows the SSO button, and its label),
 * GET /api/auth/oidc/start (303 to the provider), GET /api/auth/oidc/callback (303 to `/` with
 * a new session, or to `/login?sso=<reason>`; never a stack trace).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ssoConfigSchema } from '@/shared/schemas/auth';
import { errorResponses, noQuery } from '../../http/route-schemas';
import { clearFlowCookie, finishSignIn, OIDC_COOKIE, SsoRefused, startSignIn } from './oidc';
import { issueSession } from './sign-in';

const redirect = z.null().meta({ description: 'Redirect (Location header)' });

export function registerOidcRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['auth'];

  r.get(
    '/api/auth/oidc/config',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Whether single sign-on is configured, and the label of its button',
        querystring: noQuery,
        response: { 200: ssoConfigSchema, ...errorResponses },
      },
    },
    async () => ({
      enabled: ctx.config.oidc !== null,
      buttonLabel: ctx.config.oidc?.buttonLabel ?? null,
    }),
  );

  r.get(
    '/api/auth/oidc/start',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Start single sign-on: 303 to the identity provider',
        querystring: noQuery,
        response: { 303: redirect, ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        return reply.redirect(await startSignIn(app, reply), 303);
      } catch (err) {
        if (!(err instanceof SsoRefused)) throw err;
        request.log.warn({ reason: err.message }, 'sso start refused');
        return reply.redirect(`/login?sso=${err.reason}`, 303);
      }
    },
  );

  r.get(
    '/api/auth/oidc/callback',
    {
      config: { public: true, allowDuringPasswordChange: true, allowDuringTwoFactorSetup: true },
      schema: {
        tags,
        summary: "The identity provider's redirect back: signs in, 303 to / or /login?sso=…",
        querystring: z.object({
          code: z.string().max(2000).optional(),
          state: z.string().max(2000).optional(),
          iss: z.string().max(2000).optional(),
          error: z.string().max(200).optional(),
        }),
        response: { 303: redirect, ...errorResponses },
      },
    },
    async (request, reply) => {
      const sealed = request.cookies[OIDC_COOKIE];
      clearFlowCookie(ctx, reply);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      try {
        const user = await finishSignIn(app, search, sealed);
        await issueSession(ctx, ctx.db, request, reply, user);
        return reply.redirect('/', 303);
      } catch (err) {
        if (!(err instanceof SsoRefused)) throw err;
        request.log.warn({ reason: err.message }, 'sso sign-in refused');
        return reply.redirect(`/login?sso=${err.reason}`, 303);
      }
    },
  );
}
