/**
 * Sessions a person can see and end (docs/security/promises.md promise 6; OWASP ASVS 3.3.1,
 * 7.4.4, 7.5.1, 7.5.2). The attack found: no `__Host-` prefix and no way to list or end other
 * sessions. Sign-in e-mail changes are email-change.test.ts's (decision 30).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionInfo } from '@/shared/schemas/auth';
import { databaseKinds, useTestApp, type TestApp } from '../../test/harness';
import { FACTORY_PASSWORD } from '../../test/factories';
import { clearThrottle, postLogin, sessionCookieOf } from '../../test/support/auth-testing';

const get = (t: TestApp, url: string, cookie?: string) => t.request({ method: 'GET', url, cookie });

describe.each(databaseKinds())('sessions on %s', (kind) => {
  const t = useTestApp(kind);
  beforeEach(() => clearThrottle(t));

  /** Signs `email` in from a browser named `agent`; returns the cookie. */
  async function signInAs(email: string, agent: string): Promise<string> {
    const res = await postLogin(t, email, FACTORY_PASSWORD, { headers: { 'user-agent': agent } });
    expect(res.statusCode).toBe(200);
    return sessionCookieOf(res)!;
  }

  it('lists the caller’s sessions, ends one, then all others; nobody else’s', async () => {
    const user = await t.factory.user();
    const laptop = await signInAs(user.email, 'Laptop Firefox');
    const phone = await signInAs(user.email, 'Phone Safari');
    const tablet = await signInAs(user.email, 'Tablet Chrome');

    const list = await get(t, '/api/auth/sessions', laptop);
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions as SessionInfo[];
    expect(sessions.map((s) => s.userAgent).sort()).toEqual([
      'Laptop Firefox',
      'Phone Safari',
      'Tablet Chrome',
    ]);
    expect(sessions.filter((s) => s.current).map((s) => s.userAgent)).toEqual(['Laptop Firefox']);
    expect(JSON.stringify(sessions)).not.toContain(laptop.split('=')[1]!);

    // Someone else cannot end them: 404, nothing ended.
    const stranger = await signInAs((await t.factory.user()).email, 'Elsewhere');
    const phoneId = sessions.find((s) => s.userAgent === 'Phone Safari')!.id;
    const foreign = await t.request({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneId}`,
      cookie: stranger,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await get(t, '/api/auth/user', phone)).statusCode).toBe(200);

    const endPhone = await t.request({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneId}`,
      cookie: laptop,
    });
    expect(endPhone.statusCode).toBe(200);
    expect((await get(t, '/api/auth/user', phone)).statusCode).toBe(401);

    const all = await t.request({ method: 'POST', url: '/api/auth/logout-all', cookie: laptop });
    expect(all.json()).toEqual({ ended: 1 });
    expect((await get(t, '/api/auth/user', tablet)).statusCode).toBe(401);
    expect((await get(t, '/api/auth/user', laptop)).statusCode).toBe(200);
  });

  it('lets a Senior Manager sign a person of their organisation out everywhere', async () => {
    const team = await t.factory.team();
    const member = await signInAs(team.member.email, 'Member');
    const senior = await t.factory.signIn(team.seniorManager);
    const manager = await t.factory.signIn(team.manager);
    const url = `/api/users/${team.member.id}/sessions`;
    expect((await t.request({ method: 'DELETE', url, cookie: manager })).statusCode).toBe(403);
    expect((await get(t, '/api/auth/user', member)).statusCode).toBe(200);
    const foreignSenior = await t.factory.signIn(await t.factory.user({ role: 'Senior Manager' }));
    expect((await t.request({ method: 'DELETE', url, cookie: foreignSenior })).statusCode).toBe(
      404,
    );
    const ended = await t.request({ method: 'DELETE', url, cookie: senior });
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await get(t, '/api/auth/user', member)).statusCode).toBe(401);
  });

  it('sends Clear-Site-Data at logout', async () => {
    const user = await t.factory.user();
    const cookie = await signInAs(user.email, 'Laptop');
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', cookie });
    expect(res.headers['clear-site-data']).toBe('"cookies", "storage"');
  });
});

describe.each(databaseKinds())('session cookie over https on %s', (kind) => {
  const t = useTestApp(kind, { env: { APP_URL: 'https://cadence.test' } });

  it('is __Host-cadence_session (Secure, Path=/, no Domain) and the only one read', async () => {
    const user = await t.factory.user();
    const res = await postLogin(t, user.email, FACTORY_PASSWORD);
    const cookie = res.cookies.find((c) => c.name === '__Host-cadence_session');
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(cookie?.domain).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'cadence_session')).toBeUndefined();
    const withPrefix = await get(t, '/api/auth/user', `__Host-cadence_session=${cookie!.value}`);
    expect(withPrefix.statusCode).toBe(200);
    const without = await get(t, '/api/auth/user', `cadence_session=${cookie!.value}`);
    expect(without.statusCode).toBe(401);
  });
});
