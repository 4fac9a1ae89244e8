/**
 * Authentication for every `/api` route (secure by default): a route answers without a session
 * only when its config says `public: true`. A user who must change their password gets 403
 * `PASSWORD_CHANGE_REQUIRED` everywhere except routes marked `allowDuringPasswordChange`
 * (GET /api/auth/user, change-password, logout). A user whose organisation requires two-factor
 * sign-in and who has not set it up gets 403 `TWO_FACTOR_SETUP_REQUIRED` everywhere except routes
 * marked `allowDuringTwoFactorSetup` (their user, logout, password change, two-factor setup).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveSessionCached, sessionCookieName } from '../modules/auth/sessions';
import { requiresTwoFactorSetup } from '../modules/auth/two-factor';
import { AppError, unauthenticated } from './errors';
import { rememberReportingLine } from '../access/scope';

/**
 * Loads `request.actor` from the session cookie, if any: from the instance's session cache
 * (modules/auth/session-cache.ts), else one SQL statement (the session, the user, their
 * organisation's two-factor rule and a line manager's reporting line, which `scopeOf` then
 * reuses).
 */
export async function loadActor(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  request.actor = null;
  request.sessionId = null;
  request.twoFactorSetupRequired = false;
  const secure = app.ctx.config.appUrl.startsWith('https:');
  const token = request.cookies[sessionCookieName(secure)];
  if (!token) return;
  const found = await resolveSessionCached(app.ctx.db, app.ctx.sessionCache, token, app.ctx.now());
  if (found) {
    request.actor = found.user;
    if (found.line) rememberReportingLine(found.user, found.line);
    request.sessionId = found.sessionId;
    request.twoFactorSetupRequired = requiresTwoFactorSetup(
      found.user,
      found.organisationRequiresTwoFactor,
    );
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function installAuthGuard(app: FastifyInstance): void {
  // A state-changing request may have ended a session or changed a person: the session cache
  // is emptied before its answer leaves, so this browser's next request reads the change. The
  // database's notification does the same for the other instances (session-cache.ts).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READ_METHODS.has(request.method)) app.ctx.sessionCache.clear();
    return payload;
  });
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('twoFactorSetupRequired', false);
  app.addHook('onRequest', async (request) => {
    // Only matched /api routes: unknown paths and the client's static files (whose wildcard
    // route also matches /api/unknown) fall through to the not-found handler's JSON 404.
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const config = request.routeOptions.config;
    // The one-click unsubscribe reads no session: a cross-site post must not even touch one.
    if (config?.csrfExempt) return;
    await loadActor(app, request);
    if (config?.public) return;
    if (!request.actor) throw unauthenticated();
    if (request.actor.mustChangePassword && !config?.allowDuringPasswordChange) {
      throw new AppError(
        403,
        'PASSWORD_CHANGE_REQUIRED',
        'You must change your password before continuing',
      );
    }
    if (request.twoFactorSetupRequired && !config?.allowDuringTwoFactorSetup) {
      throw new AppError(
        403,
        'TWO_FACTOR_SETUP_REQUIRED',
        'Your organisation requires two-factor sign-in: set it up to continue',
      );
    }
  });
}

/** The signed-in actor of a protected route (the guard guarantees it). */
export function actorOf(request: FastifyRequest) {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}
