import { describe, expect, it } from 'vitest';
import { databaseKinds, useTestApp } from './test/harness';

describe.each(databaseKinds())('health and app shell on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers 200 {"status":"ok"} once the database is migrated', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends security headers on every response', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toContain(
      "script-src 'self' 'unsafe-inline'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('answers a body over 1 MiB with 413 and the JSON error shape, no stack trace', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1100 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(res.body).not.toMatch(/\bat \S+ \(|node_modules/);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a state-changing request from another site before anything else', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { referer: 'https://evil.example/page' },
    ]) {
      const res = await t.request({ method: 'POST', url: '/api/auth/logout', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE_REQUEST');
    }
  });
});

describe.each(databaseKinds())('NUL characters on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers 400, never 500, to NUL in a query string or a body', async () => {
    const manager = await t.factory.user({ role: 'Manager' });
    const cookie = await t.factory.signIn(manager);
    const query = await t.request({ method: 'GET', url: '/api/meetings?search=%00', cookie });
    expect(query.statusCode).toBe(400);
    const body = await t.request({
      method: 'PATCH',
      url: `/api/users/${manager.id}`,
      cookie,
      payload: { jobTitle: 'Lead\u0000' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toBe('Text must not contain NUL characters');
  });
});
