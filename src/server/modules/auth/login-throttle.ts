/**
 * Sign-in throttling (SECURITY 7) on the `login_throttle` table, so that every app instance
 * sharing one database shares the counters. Each key (`account:<email>`, `address:<ip>`)
 * counts attempts in a fixed 15-minute window that opens at its first attempt.
 *
 * An attempt is reserved atomically BEFORE the password is hashed (so parallel guesses cannot
 * slip past the limit); a successful sign-in then gives its reservation back (`releaseAttempt`)
 * or clears the account's counter (`clearAttempts`), so only failures count.
 */
import { eq, sql } from 'drizzle-orm';
import { LOGIN_WINDOW_MS } from '@/shared/domain/constants';
import type { DbOrTx } from '../../db/client';
import { loginThrottle } from '../../db/schema';
import { tooManyRequests } from '../../http/errors';

export interface ThrottleLimit {
  /** e.g. `account:ada@example.com` or `address:203.0.113.7`. */
  key: string;
  /** Attempts allowed per window; the next one gets 429. */
  max: number;
}

/**
 * Counts one attempt for every key and refuses when any key is over its limit.
 * @param now the app clock (UTC instant); the window is `LOGIN_WINDOW_MS` (15 min).
 * @throws AppError 429 `RATE_LIMITED` with `Retry-After` (seconds until the window closes).
 */
export async function reserveAttempt(
  db: DbOrTx,
  limits: ThrottleLimit[],
  now: Date,
): Promise<void> {
  const cutoff = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const nowIso = now.toISOString();
  let retryAfterMs = 0;
  for (const limit of limits) {
    const expired = sql`login_throttle.window_started_at <= ${cutoff}::timestamptz`;
    const [row] = await db
      .insert(loginThrottle)
      .values({ key: limit.key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${expired} then 1 else login_throttle.failures + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${nowIso}::timestamptz else login_throttle.window_started_at end`,
        },
      })
      .returning();
    if (row && row.failures > limit.max) {
      const closesAt = row.windowStartedAt.getTime() + LOGIN_WINDOW_MS;
      retryAfterMs = Math.max(retryAfterMs, closesAt - now.getTime());
    }
  }
  if (retryAfterMs > 0) throw tooManyRequests(retryAfterMs / 1000);
}

/** Gives back one reserved attempt of `key` (a sign-in that succeeded). */
export async function releaseAttempt(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(login_throttle.failures - 1, 0)` })
    .where(eq(loginThrottle.key, key));
}

/** Forgets every attempt of `key` (the account signed in successfully). */
export async function clearAttempts(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;
