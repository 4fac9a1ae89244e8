/**
 * Server-side sessions (issue 2 section 3; SECURITY 6). The cookie holds a random 256-bit
 * token; the database keeps only its SHA-256. Limits: 12 h absolute, 30 min idle.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@/shared/domain/constants';
import type { DbOrTx } from '../../db/client';
import { sessions, users, type UserRow } from '../../db/schema';

export const SESSION_COOKIE = 'cadence_session';
/** Only touch `lastSeenAt` when it is older than this, to spare a write per request. */
const TOUCH_AFTER_MS = 60 * 1000;

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Creates a session for `userId` and returns the cookie token (base64url, 43 chars). */
export async function createSession(
  db: DbOrTx,
  userId: number,
  now: Date,
): Promise<{ token: string; id: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = hashToken(token);
  await db.insert(sessions).values({
    id,
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return { token, id };
}

/**
 * Finds the active user behind `token`, or null when the token is unknown, idle for more than
 * 30 min, past its 12 h limit, or its user is deactivated. Expired sessions are deleted.
 */
export async function resolveSession(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<{ user: UserRow; sessionId: string } | null> {
  if (!token || token.length > 100) return null;
  const id = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
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
  if (t - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { user: row.user, sessionId: id };
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

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure when the app is served over HTTPS. */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
