/**
 * Two-factor routes (docs/security/promises.md promise 20; RFC 6238; OWASP ASVS 6.3.3):
 *
 * | route                                  | access                 | answer                         |
 * |----------------------------------------|------------------------|--------------------------------|
 * | GET  /api/auth/two-factor              | signed in              | `TwoFactorStatus`              |
 * | POST /api/auth/two-factor/setup        | signed in              | secret, otpauth URI, QR code   |
 * | POST /api/auth/two-factor/enable       | signed in              | `{ recoveryCodes }` (10, once) |
 * | POST /api/auth/two-factor/disable      | signed in              | `{ ok }` (password + code)     |
 * | POST /api/auth/login/two-factor        | public, with challenge | `{ user, requiresPasswordChange }` |
 * | PUT  /api/organizations/{id}/two-factor | Senior Manager         | `{ required }`                 |
 *
 * Wrong codes (sign-in, enable, disable) count against 5 per user per 15 minutes (429).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { isSeniorManager } from '@/shared/permissions';
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  organisationTwoFactorSchema,
  recoveryCodesSchema,
  secondFactorSchema,
  twoFactorSetupSchema,
  organisationTwoFactorStateSchema,
  signedInSchema,
  twoFactorStatusSchema,
} from '@/shared/schemas/auth';
import { okSchema } from '@/shared/schemas/api';
import type { AppContext } from '../../context';
import { organizations, users, type UserRow } from '../../db/schema';
import { actorOf } from '../../http/auth-guard';
import { conflict, fieldError, forbidden, notFound, unauthenticated } from '../../http/errors';
import { errorResponses, noBody, noQuery, pathId } from '../../http/route-schemas';
import { presentUser } from '../users/users.presenter';
import { parseIdParam } from '../users/users.service';
import { verifyPassword } from './passwords';
import { issueSession } from './sign-in';
import { setDeviceCookie } from './device-cookie';
import { throttleOf, type ThrottleKey } from './throttle';
import {
  acceptTotpCode,
  beginTwoFactorSetup,
  challengedUserId,
  clearChallenge,
  disableTwoFactor,
  enableTwoFactor,
  useRecoveryCode,
} from './two-factor';
import { auditSourceOf } from '../audit';

const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
const during = { allowDuringTwoFactorSetup: true };
const tags = ['auth'];

/** Runs `check` on the second-factor throttle of `userId`: consumed first, reset on success. */
async function throttled(ctx: AppContext, userId: number, check: () => Promise<boolean>) {
  const keys: ThrottleKey[] = [{ limiter: 'secondFactor', key: String(userId) }];
  await throttleOf(ctx).consume(keys);
  const ok = await check();
  if (ok) await throttleOf(ctx).reset(keys);
  return ok;
}

async function freshUser(ctx: AppContext, id: number): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row;
}

export function registerTwoFactorRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/auth/two-factor',
    {
      config: during,
      schema: {
        tags,
        summary: "The caller's two-factor state",
        querystring: noQuery,
        response: { 200: twoFactorStatusSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const [org] = await ctx.db
        .select({ required: organizations.requireTwoFactor })
        .from(organizations)
        .where(eq(organizations.id, actor.organizationId));
      return {
        enabled: Boolean(actor.totpEnabledAt),
        recoveryCodesLeft: actor.totpEnabledAt ? (actor.recoveryCodeHashes?.length ?? 0) : 0,
        required: Boolean(org?.required),
      };
    },
  );

  r.post(
    '/api/auth/two-factor/setup',
    {
      config: during,
      schema: {
        tags,
        summary: 'Start two-factor setup: a new secret and its QR code',
        body: noBody,
        response: { 200: twoFactorSetupSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (actor.totpEnabledAt) throw conflict('Two-factor sign-in is already on');
      return beginTwoFactorSetup(ctx, actor);
    },
  );

  r.post(
    '/api/auth/two-factor/enable',
    {
      config: during,
      schema: {
        tags,
        summary: 'Confirm the setup with a code; answers the recovery codes, once',
        body: enableTwoFactorSchema,
        response: { 200: recoveryCodesSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (actor.totpEnabledAt) throw conflict('Two-factor sign-in is already on');
      if (!actor.totpSecret) throw conflict('Start the setup first');
      const ok = await throttled(ctx, actor.id, () =>
        acceptTotpCode(ctx, actor, request.body.code),
      );
      if (!ok) throw fieldError('code', WRONG_CODE);
      return { recoveryCodes: await enableTwoFactor(ctx, actor, auditSourceOf(request)) };
    },
  );

  r.post(
    '/api/auth/two-factor/disable',
    {
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off (password and a code)',
        body: disableTwoFactorSchema,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (!actor.totpEnabledAt) throw conflict('Two-factor sign-in is off');
      const { password, code } = request.body;
      const ok = await throttled(
        ctx,
        actor.id,
        async () =>
          (await verifyPassword(actor.passwordHash, password)) &&
          (await acceptTotpCode(ctx, actor, code)),
      );
      if (!ok) throw fieldError('code', 'The password or the code is not right');
      await disableTwoFactor(ctx, actor, auditSourceOf(request));
      return { ok: true as const };
    },
  );

  r.post(
    '/api/auth/login/two-factor',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Second step of sign-in: a code or a recovery code',
        body: secondFactorSchema,
        response: { 200: signedInSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = await challengedUserId(ctx, request);
      const user = userId ? await freshUser(ctx, userId) : undefined;
      if (!user || !user.isActive || !user.totpEnabledAt) {
        throw unauthenticated('Your sign-in has expired. Please sign in again.');
      }
      const { code, recoveryCode } = request.body;
      const ok = await throttled(ctx, user.id, () =>
        code ? acceptTotpCode(ctx, user, code) : useRecoveryCode(ctx, user, recoveryCode!),
      );
      if (!ok) throw fieldError(code ? 'code' : 'recoveryCode', WRONG_CODE);
      await issueSession(ctx, ctx.db, request, reply, user);
      clearChallenge(ctx, reply);
      await setDeviceCookie(ctx, reply, user.email, null);
      return { user: presentUser(user), requiresPasswordChange: user.mustChangePassword };
    },
  );

  r.put(
    '/api/organizations/:id/two-factor',
    {
      schema: {
        tags,
        summary: 'Require two-factor sign-in in the organisation (Senior Manager)',
        params: z.object({ id: pathId.max(20) }),
        body: organisationTwoFactorSchema,
        response: { 200: organisationTwoFactorStateSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const id = parseIdParam(request.params.id);
      if (id !== actor.organizationId) throw notFound('Organization not found');
      if (!isSeniorManager(actor.role)) {
        throw forbidden('Only a Senior Manager can require two-factor sign-in');
      }
      await ctx.db
        .update(organizations)
        .set({ requireTwoFactor: request.body.required, updatedAt: ctx.now() })
        .where(eq(organizations.id, id));
      return { required: request.body.required };
    },
  );
}
