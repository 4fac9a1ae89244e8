/**
 * The security headers (security-headers.ts; docs/security/promises.md promise 10) on a bare
 * Fastify instance: the exact policy, HSTS only behind https, reCAPTCHA's hosts only with a
 * site key, and the headers on a 404 and on an error answer as on a route's.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installSecurityHeaders } from './security-headers';

async function appWith(config: { recaptchaSiteKey: string | null; appUrl: string }) {
  const app = Fastify({ logger: false });
  installSecurityHeaders(app, config);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return app;
}

const POLICY =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
  "frame-ancestors 'none';img-src 'self' data:;object-src 'none';script-src 'self';" +
  "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';frame-src 'none'";

describe('security headers', () => {
  it('sends the policy and the other headers on a route, a 404 and an error alike', async () => {
    const app = await appWith({ recaptchaSiteKey: null, appUrl: 'http://localhost:3000' });
    for (const url of ['/ok', '/nope', '/boom']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe(POLICY);
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    await app.close();
  });

  it('adds HSTS when APP_URL is https, and allows reCAPTCHA only with a site key', async () => {
    const app = await appWith({ recaptchaSiteKey: 'site-key', appUrl: 'https://cadence.example' });
    const res = await app.inject({ method: 'GET', url: '/ok' });
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain(
      "script-src 'self' https://www.google.com https://www.gstatic.com https://www.recaptcha.net",
    );
    expect(policy).toContain(
      'frame-src https://www.google.com https://www.gstatic.com https://www.recaptcha.net',
    );
    expect(policy).toContain("frame-ancestors 'none'");
    await app.close();
  });
});
