/**
 * Sign-in, sign-up and password change (spec 2.8, 2.9, 4, 5, 7; promises 6, 7, 8, 9).
 * Services return user rows; the routes present them and set the session cookie through the
 * `signIn` callback, which runs inside the service's transaction when there is one.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ChangePasswordInput, LoginInput, registerSchema } from '@/shared/schemas/auth';
import type { Actor, AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { organizations, users, type UserRow } from '../../db/schema';
import { AppError, conflict, fieldError, unauthenticated } from '../../http/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { deleteUserSessions } from './sessions';
import { assertAcceptablePassword } from './password-policy';
import { loginKeysFor, throttleOf, type ThrottleKey } from './throttle';
import { deriveUniqueUsername } from './usernames';
import { isUniqueViolation } from './unique-violation';
import { assertSignupOpen } from '../accounts/signup';
import { recordAudit, SYSTEM_SOURCE, type AuditSource } from '../audit';

/** Called with the open transaction (or the db) and the user to sign in. */
export type SignIn = (db: DbOrTx, user: UserRow) => Promise<void>;

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const CAPTCHA_MESSAGE = 'Captcha Required: Please complete the captcha verification.';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const TEMPORARY_PASSWORD_EXPIRED =
  'Your temporary password has expired. Please ask your manager for a new one.';

/**
 * Checks e-mail + password (spec 7 POST /api/auth/login). Unknown e-mail, wrong password,
 * deactivated account and expired temporary password (72 h) all give the same 401 after the
 * same amount of hashing (promise 8). Attempts are reserved on the throttle before hashing
 * (promises 7 and 18): on the device's own counter when `trustedDevice` (the id of a valid device
 * cookie for this e-mail) is given, else per (account, address), per account and day, and per
 * address; a success gives the reservation back. When the account has two-factor sign-in on,
 * no session starts: `twoFactorRequired` tells the route to ask for the code.
 * @throws 429 RATE_LIMITED (with Retry-After) or 401 UNAUTHENTICATED "Invalid email or password".
 */
export async function logIn({
  ctx,
  input,
  remoteIp,
  trustedDevice = null,
  signIn,
  source = SYSTEM_SOURCE,
}: {
  ctx: AppContext;
  input: LoginInput;
  remoteIp: string;
  trustedDevice?: string | null;
  signIn: SignIn;
  /** Where the attempt came from: a refused attempt on an account is audited (decision 37). */
  source?: AuditSource;
}): Promise<{ user: UserRow; twoFactorRequired: boolean }> {
  const { db } = ctx;
  const throttle = throttleOf(ctx);
  const keys = loginKeysFor(input.email, remoteIp, trustedDevice);
  await throttle.consume(keys);
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const matches = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  const now = ctx.now();
  const temporaryExpired =
    !!user?.mustChangePassword &&
    !!user.temporaryPasswordExpiresAt &&
    user.temporaryPasswordExpiresAt.getTime() <= now.getTime();
  if (!user || !matches || !user.isActive || temporaryExpired) {
    if (user) {
      await recordAudit(db, {
        organizationId: user.organizationId,
        at: now,
        actorId: null,
        action: 'auth.sign_in_failed',
        target: { type: 'user', id: user.id },
        source,
      });
    }
    throw unauthenticated(INVALID_CREDENTIALS);
  }
  // The owner's own counters start again; the shared ones only get this attempt back.
  const shared = (k: ThrottleKey) =>
    k.limiter === 'loginAccountDay' || k.limiter === 'loginAddress';
  await throttle.reset(keys.filter((k) => !shared(k)));
  await throttle.reward(keys.filter(shared));
  if (user.totpEnabledAt) return { user, twoFactorRequired: true };
  await signIn(db, user);
  return { user, twoFactorRequired: false };
}

/**
 * Self sign-up (spec 2.9, 5; docs/product-rules.md): verifies the captcha when a site key is configured,
 * then in ONE transaction creates the organisation named `company`, its first member (role
 * Senior Manager or Manager) and the session. Extra keys of the body never reach here (the
 * schema strips them).
 * Every attempt counts against `SIGNUP_RATE_LIMIT` per client address and hour (promise 18).
 * Refused when sign-up is closed (`SIGNUP`, `accounts/signup.ts`).
 * @throws 403 FORBIDDEN when sign-up is closed, 429 RATE_LIMITED, 400 CAPTCHA_FAILED, 409 CONFLICT with fieldErrors.email when the
 * e-mail is taken.
 */
export async function registerAccount({
  ctx,
  input,
  remoteIp,
  signIn,
}: {
  ctx: AppContext;
  input: z.output<typeof registerSchema>;
  remoteIp: string;
  signIn: SignIn;
}): Promise<UserRow> {
  await assertSignupOpen(ctx);
  await throttleOf(ctx).consume([{ limiter: 'register', key: remoteIp }]);
  if (ctx.config.recaptchaSiteKey) {
    const token = input.captchaToken?.trim();
    if (!token || !(await ctx.verifyCaptcha(token, remoteIp))) {
      throw new AppError(400, 'CAPTCHA_FAILED', CAPTCHA_MESSAGE, {
        captchaToken: [CAPTCHA_MESSAGE],
      });
    }
  }
  const emailTaken = () => conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  assertAcceptablePassword(input.password, input.email, 'password');
  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  if (existing) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [org] = await tx
        .insert(organizations)
        .values({ name: input.company.trim(), createdAt: now, updatedAt: now })
        .returning();
      const [user] = await tx
        .insert(users)
        .values({
          organizationId: org!.id,
          email: input.email,
          username: await deriveUniqueUsername(tx, input.email),
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          jobTitle: input.jobTitle || null,
          department: input.department || null,
          company: input.company.trim(),
          role: input.role,
          timezone: input.timezone,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordAudit(tx, {
        organizationId: org!.id,
        at: now,
        actorId: user!.id,
        action: 'user.created',
        target: { type: 'user', id: user!.id },
        source: { ip: remoteIp, requestId: null },
      });
      await tx
        .update(organizations)
        .set({ createdById: user!.id })
        .where(eq(organizations.id, org!.id));
      await signIn(tx, user!);
      return user!;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_idx')) throw emailTaken();
    if (isUniqueViolation(err, 'users_username_idx')) {
      throw conflict('Please try again: another account was created at the same moment');
    }
    throw err;
  }
}

/**
 * Changes the actor's password (spec 2.8, 4 "mustChangePassword"): checks the current one,
 * sets the new hash, clears `mustChangePassword` and the temporary-password expiry, ends ALL
 * the user's sessions and signs in again with a new token, in one transaction (promises 6, 9).
 * New == current is refused by the schema.
 * @throws 400 with fieldErrors.currentPassword "Current password is incorrect" (or the expired
 * temporary-password message after 72 h); 429 after 5 wrong current passwords in 15 minutes.
 */
export async function changePassword({
  ctx,
  actor,
  input,
  signIn,
}: {
  ctx: AppContext;
  actor: Actor;
  input: ChangePasswordInput;
  signIn: SignIn;
}): Promise<UserRow> {
  const key: ThrottleKey[] = [{ limiter: 'passwordCheck', key: String(actor.id) }];
  await throttleOf(ctx).consume(key);
  const now = ctx.now();
  const temporaryExpired =
    actor.mustChangePassword &&
    !!actor.temporaryPasswordExpiresAt &&
    actor.temporaryPasswordExpiresAt.getTime() <= now.getTime();
  if (temporaryExpired) throw fieldError('currentPassword', TEMPORARY_PASSWORD_EXPIRED);
  if (!(await verifyPassword(actor.passwordHash, input.currentPassword))) {
    throw fieldError('currentPassword', CURRENT_PASSWORD_INCORRECT);
  }
  assertAcceptablePassword(input.newPassword, actor.email, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const user = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash,
        mustChangePassword: false,
        temporaryPasswordExpiresAt: null,
        updatedAt: now,
      })
      .where(eq(users.id, actor.id))
      .returning();
    await deleteUserSessions(tx, actor.id);
    await signIn(tx, updated!);
    return updated!;
  });
  await throttleOf(ctx).reset(key);
  return user;
}
