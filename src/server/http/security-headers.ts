/**
 * The security headers of every answer (docs/security/promises.md, promise 10): `helmet`'s Content-Security-Policy
 * (no inline script, no framing; reCAPTCHA's hosts only when a site key is configured),
 * Cross-Origin-Opener-Policy `same-origin`, Referrer-Policy
 * `strict-origin-when-cross-origin`, `nosniff` and the rest of helmet's defaults; HSTS only
 * when APP_URL is https.
 *
 * The middleware is built once, at start-up, and applied in an `onRequest` hook. The Fastify
 * plugin (`@fastify/helmet`) called `helmet(options)` again for every request, which parsed the
 * options and rebuilt the policy's text each time (about 1.5 % of the server's CPU on the
 * request-path bench; docs/archive/performance-log.md, Request path "Ninth pass").
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../env';

/** reCAPTCHA's script and frame hosts (spec 2.2's captcha), allowed only when it is on. */
const RECAPTCHA_HOSTS = [
  'https://www.google.com',
  'https://www.gstatic.com',
  'https://www.recaptcha.net',
];

/** Adds the security headers to every answer of `app`, routes and 404s alike. */
export function installSecurityHeaders(
  app: FastifyInstance,
  config: Pick<AppConfig, 'recaptchaSiteKey' | 'appUrl'>,
): void {
  const recaptchaHosts = config.recaptchaSiteKey ? RECAPTCHA_HOSTS : [];
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...recaptchaHosts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: recaptchaHosts.length ? recaptchaHosts : ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.appUrl.startsWith('https:'),
  });
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
