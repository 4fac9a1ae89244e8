/**
 * POST /api/auth/demo-login/{kind} (spec 2.9, 4, 7): public; kind is senior-manager, manager or
 * team. Creates a fresh sandbox organisation, signs in as the kind's sample person (new session
 * cookie) and answers `{ user }`. 404 NOT_FOUND when DEMO_MODE is off or the kind is unknown;
 * 429 with Retry-After past `DEMO_RATE_LIMIT` (10) sandboxes a minute from one address; at most
 * `DEMO_MAX_SANDBOXES` (200) live at once, the oldest recycled.
 * Registered from `registerAuthRoutes`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEMO_KINDS, userEnvelopeSchema, type DemoKind } from '@/shared/schemas/auth';
import { notFound } from '../../http/errors';
import { errorResponses, noBody } from '../../http/route-schemas';
import { presentUser } from '../users/users.presenter';
import { issueSession } from '../auth/sign-in';
import { throttleOf } from '../auth/throttle';
import { createDemoSandbox } from './demo.service';

const isDemoKind = (value: string): value is DemoKind =>
  (DEMO_KINDS as readonly string[]).includes(value);

export function registerDemoRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  r.post(
    '/api/auth/demo-login/:kind',
    {
      config: { public: true },
      schema: {
        tags: ['demo'],
        summary: 'Sign in to a fresh demo sandbox as one kind of person',
        // A string, not an enum: an unknown kind answers 404 like a demo that is off.
        params: z.object({
          kind: z.string().meta({ description: `One of ${DEMO_KINDS.join(', ')}` }),
        }),
        body: noBody,
        response: { 200: userEnvelopeSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      if (!ctx.config.demoMode || !isDemoKind(kind)) throw notFound();
      // Each call writes a sandbox: counted per client address on the shared throttle.
      await throttleOf(ctx).consume([{ limiter: 'demo', key: request.ip }]);
      const user = await createDemoSandbox({
        db: ctx.db,
        kind,
        now: ctx.now(),
        maxSandboxes: ctx.config.demoMaxSandboxes,
        signIn: (tx, u) => issueSession(ctx, tx, request, reply, u),
      });
      return { user: presentUser(user) };
    },
  );
}
