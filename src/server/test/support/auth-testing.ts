/**
 * Helpers for the auth tests: read the session cookie a response sets, and sign in over HTTP.
 */
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../harness';
import { rateLimits } from '../../db/schema';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../modules/auth/sessions';

/** The `cookie` header value for the session a response set, or null when it set none. */
export function sessionCookieOf(res: LightMyRequestResponse): string | null {
  const cookie = res.cookies.find(
    (c) => c.name === SESSION_COOKIE || c.name === SECURE_SESSION_COOKIE,
  );
  return cookie && cookie.value ? `${cookie.name}=${cookie.value}` : null;
}

/** POST /api/auth/login and return the response (`remoteAddress` defaults to 127.0.0.1). */
export function postLogin(
  t: TestApp,
  email: string,
  password: string,
  extra: { remoteAddress?: string; headers?: Record<string, string>; cookie?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: extra.remoteAddress,
    headers: extra.headers,
    cookie: extra.cookie,
  });
}

/**
 * Ends every throttle window now: the limiter reads the wall clock, so tests move the stored
 * expiry instead of waiting (`throttle.ts`).
 */
export async function expireThrottleWindows(t: TestApp): Promise<void> {
  await t.database.db.update(rateLimits).set({ expire: sql`now() - interval '1 second'` });
}

/** Forgets every throttle counter. */
export async function clearThrottle(t: TestApp): Promise<void> {
  await t.database.db.delete(rateLimits);
}

/** The `cookie` header value of the trusted-device cookie a response set, or null. */
export function deviceCookieOf(res: LightMyRequestResponse): string | null {
  const cookie = res.cookies.find((c) => c.name === 'cadence_device');
  return cookie && cookie.value ? `cadence_device=${cookie.value}` : null;
}
