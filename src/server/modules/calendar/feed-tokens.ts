/**
 * Tokens of the personal calendar feeds (decision 12; promise 6 keeps session tokens the same
 * way). A feed URL is `<APP_URL>/calendar/<token>.ics` where
 * `token = HMAC-SHA256(K, nonce)` in base64url (43 characters, 256 bits), `nonce` is 256
 * random bits kept in `calendar_feeds.token_nonce` and `K` is derived from SECRET_KEY (or the
 * data directory's key file) with HKDF, outside the database. The database keeps the nonce and
 * the token's SHA-256 (`token_hash`, unique index): a copy of the database alone yields no
 * usable URL, and the server can still show the owner their URL again. A request is matched by
 * hashing its token and looking the hash up: no stored token is compared with the given one.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppConfig } from '../../env';
import type { DbOrTx } from '../../db/client';
import { calendarFeeds, organizations, users, type UserRow } from '../../db/schema';
import { encryptionKey } from '../../http/secrets';
import { hashToken } from '../auth/sessions';
import { requiresTwoFactorSetup } from '../auth/two-factor';
import type { EraseStep } from '../privacy/registry';

/** base64url of 32 bytes. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function deriveToken(config: AppConfig, nonce: string): string {
  return createHmac('sha256', encryptionKey(config, 'cadence calendar feed token'))
    .update(nonce)
    .digest('base64url');
}

/** The feed URL of `token`: `<APP_URL>/calendar/<token>.ics`. */
export function feedUrl(config: AppConfig, token: string): string {
  return `${config.appUrl.replace(/\/+$/, '')}/calendar/${token}.ics`;
}

/**
 * The caller's feed URL, creating the feed on first call (`INSERT … ON CONFLICT DO NOTHING`,
 * so two first calls at once agree). When the key changed since (SECRET_KEY rotated), the stored
 * hash is brought up to date, which retires the old URL.
 * @throws only database errors.
 */
export async function ensureFeedUrl(
  db: DbOrTx,
  config: AppConfig,
  userId: number,
  now: Date,
): Promise<string> {
  const nonce = randomBytes(32).toString('base64url');
  await db
    .insert(calendarFeeds)
    .values({
      userId,
      tokenNonce: nonce,
      tokenHash: hashToken(deriveToken(config, nonce)),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  const token = deriveToken(config, row!.tokenNonce);
  const hash = hashToken(token);
  if (hash !== row!.tokenHash) {
    await db
      .update(calendarFeeds)
      .set({ tokenHash: hash, updatedAt: now })
      .where(eq(calendarFeeds.userId, userId));
  }
  return feedUrl(config, token);
}

/**
 * Gives the caller a new feed URL; the previous one answers 404 from this moment (one upsert).
 * @throws only database errors.
 */
export async function rotateFeedUrl(
  db: DbOrTx,
  config: AppConfig,
  userId: number,
  now: Date,
): Promise<string> {
  const nonce = randomBytes(32).toString('base64url');
  const token = deriveToken(config, nonce);
  const values = { tokenNonce: nonce, tokenHash: hashToken(token), updatedAt: now };
  await db
    .insert(calendarFeeds)
    .values({ userId, createdAt: now, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: values });
  return feedUrl(config, token);
}

/** SHA-256 (hex) of a feed token as it arrives; also the key of its rate limit. */
export const feedTokenHash = (token: string): string => hashToken(token);

/** True when `token` has the shape of a feed token (43 base64url characters). */
export const isFeedTokenShape = (token: string): boolean => TOKEN.test(token);

/**
 * The active user whose feed has the token hashing to `tokenHash`, else null (unknown or
 * rotated token, deactivated user, or a user their organisation's two-factor requirement
 * blocks until they set it up: `requiresTwoFactorSetup`, the auth guard's rule; red team 2). One
 * indexed lookup by hash; the route answers every null with the same 404.
 */
export async function feedOwner(db: DbOrTx, tokenHash: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users, requireTwoFactor: organizations.requireTwoFactor })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.isActive, true)))
    .limit(1);
  if (!row || requiresTwoFactorSetup(row.user, row.requireTwoFactor)) return null;
  return row.user;
}

/**
 * Retires `userId`'s feed URL for good (deactivation, red team 2): the row goes, so the old URL
 * answers 404 now and after a reactivation, which gets a new URL on the next
 * GET /api/me/calendar-feed (`ensureFeedUrl`). Runs in the caller's transaction.
 */
export async function retireFeedUrl(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/**
 * Erase step (modules/privacy/registry.ts, decision 16): an erased person's feed URL is
 * deleted, so it answers 404 even if the account came back.
 */
export const eraseCalendarFeed: EraseStep = async ({ tx, user }) => {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
};
