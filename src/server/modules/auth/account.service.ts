/**
 * A person's own sessions (OWASP ASVS 7.4.5, 7.5.1, 7.5.2; docs/security/promises.md promise 6):
 * list the caller's sessions, end one or all the others, let a Senior Manager end every session
 * of a person of their organisation, and change one's own time zone. The sign-in e-mail is
 * `email-change.ts`'s (decision 30).
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import { isSeniorManager } from '@/shared/permissions';
import type { SessionInfo } from '@/shared/schemas/auth';
import type { Actor, AppContext } from '../../context';
import { sessions, users, type UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { recordAudit, SYSTEM_SOURCE, type AuditSource } from '../audit';
import type { DbOrTx } from '../../db/client';

/** The caller's live sessions, most recently seen first; `currentSessionId` marks their own. */
export async function listSessions(
  ctx: AppContext,
  actor: Actor,
  currentSessionId: string | null,
): Promise<SessionInfo[]> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, actor.id))
    .orderBy(desc(sessions.lastSeenAt));
  const now = ctx.now().getTime();
  return rows
    .filter((r) => r.expiresAt.getTime() > now)
    .map((r) => ({
      id: r.publicId,
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      userAgent: r.userAgent,
      current: r.id === currentSessionId,
    }));
}

/**
 * Ends the caller's session with public id `publicId`.
 * @throws 404 when it is not one of the caller's sessions.
 */
export async function endSessionById(
  ctx: AppContext,
  actor: Actor,
  publicId: string,
  source: AuditSource = SYSTEM_SOURCE,
) {
  await ctx.db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.publicId, publicId), eq(sessions.userId, actor.id)))
      .returning({ id: sessions.id });
    if (ended.length === 0) throw notFound('Session not found');
    await recordRevocation(ctx, tx, actor, actor.id, source);
  });
}

/** The `auth.session_revoked` event of one revocation (decision 37), in its transaction. */
function recordRevocation(
  ctx: AppContext,
  tx: DbOrTx,
  actor: Actor,
  personId: number,
  source: AuditSource,
) {
  return recordAudit(tx, {
    organizationId: actor.organizationId,
    at: ctx.now(),
    actorId: actor.id,
    action: 'auth.session_revoked',
    target: { type: 'user', id: personId },
    source,
  });
}

/** Ends every session of the caller except `keepSessionId`; returns how many ended. */
export async function endOtherSessions(
  ctx: AppContext,
  actor: Actor,
  keepSessionId: string | null,
  source: AuditSource = SYSTEM_SOURCE,
): Promise<number> {
  const mine = eq(sessions.userId, actor.id);
  return ctx.db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(keepSessionId ? and(mine, ne(sessions.id, keepSessionId)) : mine)
      .returning({ id: sessions.id });
    await recordRevocation(ctx, tx, actor, actor.id, source);
    return ended.length;
  });
}

/**
 * DELETE /api/users/{id}/sessions: a Senior Manager ends every session of a person of their
 * organisation (a lost laptop, a departure). Returns how many ended.
 * @throws 403 for other roles; 404 for a person outside the organisation.
 */
export async function endSessionsOfPerson(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  source: AuditSource = SYSTEM_SOURCE,
): Promise<number> {
  if (!isSeniorManager(actor.role)) {
    throw forbidden('Only a Senior Manager can sign a person out everywhere');
  }
  const [person] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, actor.organizationId)));
  if (!person) throw notFound('User not found');
  return ctx.db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, person.id))
      .returning({ id: sessions.id });
    await recordRevocation(ctx, tx, actor, person.id, source);
    return ended.length;
  });
}

/**
 * PATCH /api/me/timezone: sets the caller's zone (product rule 9). `timezone` comes from the
 * shared `timezoneSchema`: an IANA zone under its canonical name (anything else was a 400 with
 * `fieldErrors.timezone` before this runs). Meetings keep their own zone; the caller's "today"
 * and the zone of the 1:1s they schedule from now on follow the new one.
 * @returns the updated row.
 */
export async function changeOwnTimezone(
  ctx: AppContext,
  actor: Actor,
  timezone: string,
): Promise<UserRow> {
  const [row] = await ctx.db
    .update(users)
    .set({ timezone, updatedAt: ctx.now() })
    .where(and(eq(users.id, actor.id), eq(users.organizationId, actor.organizationId)))
    .returning();
  return row!;
}
