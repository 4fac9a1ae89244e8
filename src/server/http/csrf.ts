/**
 * Cross-site request forgery defence (promise 5): a state-changing request
 * (any method but GET, HEAD, OPTIONS) is refused with 403 when the browser marks it
 * `Sec-Fetch-Site: cross-site`, or when its Origin (or, without one, its Referer) names another
 * site than the one serving the app (the request's own host, or `APP_URL`). `Origin: null` is refused.
 * Exempt routes (config `csrfExempt`): the one-click unsubscribe of RFC 8058, which a mail
 * provider posts from elsewhere (its signed token names the only thing it can change), and
 * `/scim/v2` (decision 36), whose only credential is a bearer header a browser never adds on its
 * own; no cookie is read there.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | null {
  try {
    const u = new URL(value);
    return `${u.protocol}//${u.host}`.toLowerCase();
  } catch {
    return null;
  }
}

/** True when `request` may change state (same site, or a non-browser client sending neither header). */
export function isSameSiteRequest(request: FastifyRequest, appUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return false;
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  const claimed = origin !== undefined ? origin : referer;
  if (claimed === undefined) return true;
  const claimedOrigin = originOf(claimed);
  if (!claimedOrigin) return false; // includes "null"
  const allowed = new Set<string>();
  const appOrigin = originOf(appUrl);
  if (appOrigin) allowed.add(appOrigin);
  const host = request.headers.host;
  if (host) {
    allowed.add(`http://${host}`.toLowerCase());
    allowed.add(`https://${host}`.toLowerCase());
  }
  return allowed.has(claimedOrigin);
}

export function installCsrfProtection(app: FastifyInstance, appUrl: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.csrfExempt) return;
    if (!isSameSiteRequest(request, appUrl)) {
      throw new AppError(403, 'CROSS_SITE_REQUEST', 'Cross-site request refused');
    }
  });
}
