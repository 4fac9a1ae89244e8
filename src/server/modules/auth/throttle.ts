/**
 * Throttling of guesses and of anonymous writes (docs/security/promises.md promises 7 and 18;
 * OWASP ASVS 6.3.1 and the OWASP "Slow Down Online Guessing Attacks with Device Cookies"
 * scheme), on `rate-limiter-flexible`'s Drizzle store: the counters live in `rate_limits`, so
 * every app instance on the database shares them, and each consume is one atomic upsert.
 *
 * Sign-in (`loginKeysFor`), reserved BEFORE the password is hashed:
 * - from a trusted device of the account (a valid `cadence_device` cookie, see
 *   `device-cookie.ts`): 5 failures per (account, device) per 15 minutes, nothing else, so an
 *   attacker's failures elsewhere never block the owner's device;
 * - otherwise: 5 failures per (account, client address) per 15 minutes, 100 per account per day,
 *   and 20 per client address per 15 minutes across accounts.
 * A successful sign-in gives its reservations back. Other limiters: `passwordCheck` (5 wrong
 * current passwords per user per 15 minutes), `secondFactor` (5 wrong codes per user per 15
 * minutes), `passwordResetAccount` / `passwordResetAddress` (3 reset mails per e-mail address
 * and 20 per client address per hour; over the limit "Forgot password?" still answers 202 and
 * sends nothing), `register` (`SIGNUP_RATE_LIMIT` sign-ups per client address per hour), `demo`
 * (`DEMO_RATE_LIMIT` demo sign-ins per client address per minute) `calendarFeed` (60 reads
 * of one calendar feed URL per minute, decision 12) and `scimToken` (10 wrong SCIM bearer tokens
 * per client address per 15 minutes, decision 36).
 *
 * The library reads the wall clock (not the app's injectable clock); tests expire a window by
 * moving the stored `expire` of its row.
 */
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { tooManyRequests } from '../../http/errors';

const MINUTE = 60;
const WINDOW = 15 * MINUTE;

/** Attempts allowed (`points`) per `duration` seconds, per limiter. */
export const THROTTLE_LIMITS = {
  loginAccountAddress: { points: 5, duration: WINDOW },
  loginAccountDay: { points: 100, duration: 24 * 60 * MINUTE },
  loginAddress: { points: 20, duration: WINDOW },
  loginDevice: { points: 5, duration: WINDOW },
  passwordCheck: { points: 5, duration: WINDOW },
  secondFactor: { points: 5, duration: WINDOW },
  passwordResetAccount: { points: 3, duration: 60 * MINUTE },
  passwordResetAddress: { points: 20, duration: 60 * MINUTE },
  /** Reads of one personal calendar feed (decision 12), keyed by the token's hash. */
  calendarFeed: { points: 60, duration: MINUTE },
  /** Wrong SCIM bearer tokens (decision 36), per client address. */
  scimToken: { points: 10, duration: WINDOW },
} as const;

export type LimiterName = keyof typeof THROTTLE_LIMITS | 'register' | 'demo';

/** One counter to consume: which limiter, and the key within it. */
export interface ThrottleKey {
  limiter: LimiterName;
  key: string;
}

export interface Throttle {
  /**
   * Consumes one point of every key; when any is over its limit, answers 429 with Retry-After
   * (seconds until the longest refusal ends). Points are consumed even then.
   * @throws AppError 429 RATE_LIMITED.
   */
  consume(keys: ThrottleKey[]): Promise<void>;
  /** Gives back one point of every key (an attempt that succeeded). */
  reward(keys: ThrottleKey[]): Promise<void>;
  /** Forgets the counters of `keys`. */
  reset(keys: ThrottleKey[]): Promise<void>;
  /**
   * Milliseconds until every key has points left again, without consuming (0: each has some).
   */
  blockedFor(keys: ThrottleKey[]): Promise<number>;
}

const cache = new WeakMap<Db, Throttle>();

/** The throttle of `ctx`'s database (one per database handle, built on first use). */
export function throttleOf(ctx: AppContext): Throttle {
  let throttle = cache.get(ctx.db);
  if (!throttle) {
    throttle = createThrottle(ctx.db, {
      register: { points: ctx.config.signupRateLimit, duration: 60 * MINUTE },
      demo: { points: ctx.config.demoRateLimit, duration: MINUTE },
    });
    cache.set(ctx.db, throttle);
  }
  return throttle;
}

function createThrottle(
  db: Db,
  configured: Record<'register' | 'demo', { points: number; duration: number }>,
): Throttle {
  const limits = { ...THROTTLE_LIMITS, ...configured };
  const limiters = Object.fromEntries(
    Object.entries(limits).map(([name, { points, duration }]) => [
      name,
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: name,
        points,
        duration,
      }),
    ]),
  ) as Record<LimiterName, RateLimiterDrizzle>;

  return {
    async consume(keys) {
      let retryMs = 0;
      for (const { limiter, key } of keys) {
        try {
          await limiters[limiter].consume(key, 1);
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          retryMs = Math.max(retryMs, error.msBeforeNext);
        }
      }
      if (retryMs > 0) throw tooManyRequests(retryMs / 1000);
    },
    async reward(keys) {
      for (const { limiter, key } of keys) await limiters[limiter].reward(key, 1);
    },
    async reset(keys) {
      for (const { limiter, key } of keys) await limiters[limiter].delete(key);
    },
    async blockedFor(keys) {
      let retryMs = 0;
      for (const { limiter, key } of keys) {
        const state = await limiters[limiter].get(key);
        if (state && state.consumedPoints >= limits[limiter].points) {
          retryMs = Math.max(retryMs, state.msBeforeNext);
        }
      }
      return retryMs;
    },
  };
}

/**
 * The keys a sign-in for `email` consumes: the device's own counter when `trustedDevice` is the
 * id of a valid device cookie for this account, else the account-address, account-day and
 * address counters.
 */
export function loginKeysFor(
  email: string,
  address: string,
  trustedDevice: string | null,
): ThrottleKey[] {
  const account = email.trim().toLowerCase();
  if (trustedDevice) return [{ limiter: 'loginDevice', key: `${account}|${trustedDevice}` }];
  return [
    { limiter: 'loginAccountAddress', key: `${account}|${address}` },
    { limiter: 'loginAccountDay', key: account },
    { limiter: 'loginAddress', key: address },
  ];
}
