/**
 * Starting and ending the session of a request (promise 6): every sign-in (password, sign-up,
 * demo, password change) gets a NEW token, and the token the browser sent before, if any, dies.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { auditSourceOf, recordAudit } from '../audit';
import { clearSessionCookie, createSession, deleteSession, setSessionCookie } from './sessions';

/** True when cookies must carry `Secure` (the app is served over HTTPS, per `APP_URL`). */
export const secureCookies = (ctx: AppContext): boolean => ctx.config.appUrl.startsWith('https:');

/**
 * Ends the request's current session (if any), creates one for `user` in `db` (a transaction
 * when the caller has one) and sets the cookie on `reply`. A sign-in (every caller but the
 * password change, `audit: false`) records `auth.sign_in` in the same transaction (decision 37).
 */
export async function issueSession(
  ctx: AppContext,
  db: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  user: Pick<UserRow, 'id' | 'organizationId'>,
  options: { audit?: boolean } = {},
): Promise<void> {
  if (request.sessionId) await deleteSession(db, request.sessionId);
  const userAgent = request.headers['user-agent'] ?? null;
  const { token, id } = await createSession(db, user.id, ctx.now(), userAgent);
  if (options.audit !== false) {
    await recordAudit(db, {
      organizationId: user.organizationId,
      at: ctx.now(),
      actorId: user.id,
      action: 'auth.sign_in',
      target: { type: 'user', id: user.id },
      source: auditSourceOf(request),
    });
  }
  request.sessionId = id;
  setSessionCookie(reply, token, secureCookies(ctx));
}

/** Ends the request's session (if any) and clears the cookie. Never fails when signed out. */
export async function endSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.sessionId) await deleteSession(ctx.db, request.sessionId);
  request.sessionId = null;
  request.actor = null;
  clearSessionCookie(reply, secureCookies(ctx));
}
