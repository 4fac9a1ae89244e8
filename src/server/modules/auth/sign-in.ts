/**
 * Starting and ending the session of a request (promise 6): every sign-in (password, sign-up,
 * demo, password change) gets a NEW token, and the token the browser sent before, if any, dies.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { clearSessionCookie, createSession, deleteSession, setSessionCookie } from './sessions';

/** True when cookies must carry `Secure` (the app is served over HTTPS, per `APP_URL`). */
export const secureCookies = (ctx: AppContext): boolean => ctx.config.appUrl.startsWith('https:');

/**
 * Ends the request's current session (if any), creates one for `userId` in `db` (a transaction
 * when the caller has one) and sets the cookie on `reply`.
 */
export async function issueSession(
  ctx: AppContext,
  db: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  if (request.sessionId) await deleteSession(db, request.sessionId);
  const userAgent = request.headers['user-agent'] ?? null;
  const { token, id } = await createSession(db, userId, ctx.now(), userAgent);
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
