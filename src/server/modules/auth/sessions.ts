/**
 * Server-side sessions (promise 6). The cookie holds a random 256-bit
 * token; the database keeps only its SHA-256. Limits: 12 h absolute, 30 min idle.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@/shared/domain/constants';
import type { DbOrTx } from '../../db/client';
import { organizations, sessions, users, type UserRow } from '../../db/schema';
import type { SessionCache } from './session-cache';

export const SESSION_COOKIE = 'cadence_session';
/** The cookie's name over HTTPS: the `__Host-` prefix binds it to this host, Secure, Path=/. */
export const SECURE_SESSION_COOKIE = '__Host-cadence_session';

/**
 * Name of the session cookie: `__Host-cadence_session` when the app is served over HTTPS
 * (`APP_URL` https; OWASP ASVS 3.3.1), `cadence_session` otherwise.
 */
export const sessionCookieName = (secure: boolean): string =>
  secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
/** Only touch `lastSeenAt` when it is older than this, to spare a write per request. */
export const TOUCH_AFTER_MS = 60 * 1000;

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/**
 * Creates a session for `userId` and returns the cookie token (base64url, 43 chars), its id
 * (the token's hash) and its public id. `userAgent` is kept (cut to 300 characters) for the
 * list of sessions.
 */
export async function createSession(
  db: DbOrTx,
  userId: number,
  now: Date,
  userAgent: string | null = null,
): Promise<{ token: string; id: string; publicId: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = hashToken(token);
  const publicId = randomBytes(16).toString('base64url');
  await db.insert(sessions).values({
    id,
    publicId,
    userId,
    userAgent: userAgent ? userAgent.slice(0, 300) : null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return { token, id, publicId };
}

/**
 * The reporting line of the session's user (ids below them, transitively, in their organisation;
 * the same rule as `reportingLineIds` in users/reporting-line.ts), read in the session's own
 * statement for a Manager or Supervisor, null for the other roles (who need none).
 */
const reportingLineOfUser = sql<
  (number | string)[] | null
>`case when ${users.role} in ('Manager', 'Supervisor') then (
  with recursive line(id) as (
    select u.id from users u where u.manager_id = ${users.id} and u.organization_id = ${users.organizationId}
    union
    select u.id from users u join line l on u.manager_id = l.id where u.organization_id = ${users.organizationId}
  )
  select coalesce(array_agg(line.id), '{}') from line where line.id <> ${users.id}
) end`;

/** What {@link resolveSession} finds behind a valid token. */
export interface ResolvedSession {
  user: UserRow;
  sessionId: string;
  organisationRequiresTwoFactor: boolean;
  /** The user's reporting line (ids) for a Manager or Supervisor; null for the other roles. */
  line: number[] | null;
  /** The session's absolute limit. */
  expiresAt: Date;
  /** When the session was last seen, as stored (after this read's touch, if any). */
  lastSeenAt: Date;
}

/**
 * Finds the active user behind `token` (and whether their organisation requires two-factor
 * sign-in, and a line manager's reporting line), or null when the token is unknown, idle for
 * more than 30 min, past its 12 h limit, or its user is deactivated. One SQL statement; a
 * second (the `lastSeenAt` touch) at most once a minute per session; expired sessions are
 * deleted.
 */
export async function resolveSession(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<ResolvedSession | null> {
  if (!token || token.length > 100) return null;
  const id = hashToken(token);
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      requireTwoFactor: organizations.requireTwoFactor,
      line: reportingLineOfUser,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  const t = now.getTime();
  const expired =
    row.session.expiresAt.getTime() <= t || row.session.lastSeenAt.getTime() + SESSION_IDLE_MS <= t;
  if (expired || !row.user.isActive) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let lastSeenAt = row.session.lastSeenAt;
  if (t - lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    lastSeenAt = now;
  }
  return {
    user: row.user,
    sessionId: id,
    organisationRequiresTwoFactor: row.requireTwoFactor,
    line: row.line === null ? null : row.line.map(Number),
    expiresAt: row.session.expiresAt,
    lastSeenAt,
  };
}

/**
 * {@link resolveSession} through the instance's {@link SessionCache}: a hit costs no SQL; a
 * miss reads the database and stores the answer unless the cache was emptied meanwhile.
 */
export async function resolveSessionCached(
  db: DbOrTx,
  cache: SessionCache,
  token: string,
  now: Date,
): Promise<ResolvedSession | null> {
  if (!token || token.length > 100) return null;
  const id = hashToken(token);
  const hit = cache.get(id, now, { idleMs: SESSION_IDLE_MS, touchAfterMs: TOUCH_AFTER_MS });
  if (hit) return hit;
  const generation = cache.generation();
  const found = await resolveSession(db, token, now);
  if (found) cache.set(id, found, generation);
  return found;
}

export async function deleteSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (password change elsewhere, deactivation). */
export async function deleteUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Removes sessions past either limit; run periodically. */
export async function purgeExpiredSessions(db: DbOrTx, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
}

/**
 * Sets the session cookie: HttpOnly, SameSite=Lax, Path=/; over HTTPS Secure and named with the
 * `__Host-` prefix.
 */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  void reply.setCookie(sessionCookieName(secure), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(sessionCookieName(secure), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}
