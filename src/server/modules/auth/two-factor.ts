/**
 * Two-factor sign-in with time-based one-time passwords (TOTP, RFC 6238; OWASP ASVS 6.3.3 and
 * 6.5; docs/security/promises.md promise 20), with `otplib` and `qrcode`:
 * - setup: a new secret (160 bits), encrypted at rest with AES-256-GCM under a key kept outside
 *   the database (`SECRET_KEY`), shown once as an otpauth URI and a QR code; pending until a
 *   code confirms it;
 * - codes are checked against the app's clock (`ctx.now()`, one 30-second step of drift either
 *   way) and a code's time step is never accepted twice;
 * - ten single-use recovery codes, stored as SHA-256 hashes and removed by one conditional
 *   UPDATE, so two parallel uses of a code cannot both succeed;
 * - the sign-in challenge between password and code is an HMAC-signed cookie naming the user
 *   and its expiry (5 minutes), so no table is needed.
 * Single sign-on will be excepted from an organisation's requirement (`requiresTwoFactorSetup`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { users, type UserRow } from '../../db/schema';
import {
  appSecret,
  decryptText,
  encryptText,
  encryptionKey,
  signValue,
  unsignValue,
} from '../../http/secrets';
import { recordAudit, SYSTEM_SOURCE, type AuditSource } from '../audit';
import type { DbOrTx } from '../../db/client';

export const RECOVERY_CODE_COUNT = 10;
export const CHALLENGE_COOKIE = 'cadence_2fa';
const CHALLENGE_MS = 5 * 60 * 1000;
const STEP_SECONDS = 30;
const ISSUER = 'Cadence';

const totpKey = (ctx: AppContext) => encryptionKey(ctx.config, 'totp-secret');
const secure = (ctx: AppContext) => ctx.config.appUrl.startsWith('https:');

export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.trim().toLowerCase().replace(/[\s-]/g, '')).digest('hex');

/** Ten codes like `k7m2-9xqp-4tz8` (60 random bits each, base32-like alphabet). */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(12);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

/** True when `user` must set up two-factor before using the app (organisation requirement). */
export function requiresTwoFactorSetup(user: UserRow, organisationRequires: boolean): boolean {
  return organisationRequires && !user.totpEnabledAt && !user.isDemo;
}

/**
 * Starts (or restarts) setup for `user`: stores a new encrypted secret, pending.
 * @returns `{ secret, otpauthUri, qrCodeDataUrl }` (the secret in base32 for manual entry).
 */
export async function beginTwoFactorSetup(ctx: AppContext, user: UserRow) {
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: ISSUER, label: user.email, secret });
  await ctx.db
    .update(users)
    .set({ totpSecret: encryptText(totpKey(ctx), secret), totpLastStep: null })
    .where(eq(users.id, user.id));
  return { secret, otpauthUri, qrCodeDataUrl: await QRCode.toDataURL(otpauthUri, { margin: 1 }) };
}

/**
 * Checks a 6-digit `code` against `user`'s secret at the app's time and, when valid, records its
 * time step (atomically: the same code, or an older one, is refused afterwards).
 */
export async function acceptTotpCode(
  ctx: AppContext,
  user: UserRow,
  code: string,
): Promise<boolean> {
  if (!user.totpSecret || !/^\d{6}$/.test(code.trim())) return false;
  const secret = decryptText(totpKey(ctx), user.totpSecret);
  const result = await verify({
    secret,
    token: code.trim(),
    epoch: Math.floor(ctx.now().getTime() / 1000),
    epochTolerance: STEP_SECONDS,
  });
  if (!result.valid) return false;
  // The time step the code belongs to (RFC 6238 T): the current step plus the matched drift.
  const { timeStep, delta } = result as { timeStep?: number; delta?: number };
  const step = Number(timeStep ?? Math.floor(ctx.now().getTime() / 30_000)) + Number(delta ?? 0);
  const claimed = await ctx.db
    .update(users)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(users.id, user.id),
        sql`(${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: users.id });
  return claimed.length === 1;
}

/**
 * Uses one recovery code of `user`: removes its hash in a single conditional UPDATE.
 * @returns false when the code is unknown or already used.
 */
export async function useRecoveryCode(
  ctx: AppContext,
  user: UserRow,
  code: string,
): Promise<boolean> {
  const hash = hashRecoveryCode(code);
  const used = await ctx.db
    .update(users)
    .set({ recoveryCodeHashes: sql`array_remove(${users.recoveryCodeHashes}, ${hash})` })
    .where(and(eq(users.id, user.id), sql`${hash} = any(${users.recoveryCodeHashes})`))
    .returning({ id: users.id });
  return used.length === 1;
}

/**
 * Confirms setup with a first code: two-factor is on from now.
 * @returns the ten recovery codes, in clear for this one answer.
 */
export async function enableTwoFactor(
  ctx: AppContext,
  user: UserRow,
  source: AuditSource = SYSTEM_SOURCE,
): Promise<string[]> {
  const codes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpEnabledAt: ctx.now(), recoveryCodeHashes: codes.map(hashRecoveryCode) })
      .where(eq(users.id, user.id));
    await recordTwoFactor(ctx, tx, user, 'auth.two_factor_enabled', source);
  });
  return codes;
}

/** Turns two-factor off and forgets the secret and the recovery codes. */
export async function disableTwoFactor(
  ctx: AppContext,
  user: UserRow,
  source: AuditSource = SYSTEM_SOURCE,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, recoveryCodeHashes: null })
      .where(eq(users.id, user.id));
    await recordTwoFactor(ctx, tx, user, 'auth.two_factor_disabled', source);
  });
}

/** The audit event of a change of the person's own two-factor sign-in (decision 37). */
function recordTwoFactor(
  ctx: AppContext,
  tx: DbOrTx,
  user: UserRow,
  action: 'auth.two_factor_enabled' | 'auth.two_factor_disabled',
  source: AuditSource,
) {
  return recordAudit(tx, {
    organizationId: user.organizationId,
    at: ctx.now(),
    actorId: user.id,
    action,
    target: { type: 'user', id: user.id },
    source,
  });
}

/** Sets the 5-minute challenge cookie after a right password for a two-factor account. */
export async function setChallenge(
  ctx: AppContext,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const expires = ctx.now().getTime() + CHALLENGE_MS;
  const value = signValue(await appSecret(ctx.db, 'two-factor-challenge'), `${userId}|${expires}`);
  void reply.setCookie(CHALLENGE_COOKIE, value, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(ctx),
    maxAge: CHALLENGE_MS / 1000,
  });
}

/** The user id of the request's challenge when it is validly signed and not expired, else null. */
export async function challengedUserId(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<number | null> {
  const value = unsignValue(
    await appSecret(ctx.db, 'two-factor-challenge'),
    request.cookies[CHALLENGE_COOKIE],
  );
  if (!value) return null;
  const [id, expires] = value.split('|').map(Number);
  if (!id || !expires || expires <= ctx.now().getTime()) return null;
  return id;
}

/** Clears the challenge cookie (sign-in completed). */
export function clearChallenge(ctx: AppContext, reply: FastifyReply): void {
  void reply.clearCookie(CHALLENGE_COOKIE, { path: '/api/auth', secure: secure(ctx) });
}
