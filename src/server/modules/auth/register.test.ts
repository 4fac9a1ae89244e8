import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds, useTestApp, type TestApp } from '../../test/harness';
import { organizations, users } from '../../db/schema';
import { verifyPassword } from './passwords';
import {
  clearThrottle,
  expireThrottleWindows,
  sessionCookieOf,
} from '../../test/support/auth-testing';

let seq = 0;
const signUp = (overrides: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    email: `ada.lovelace.${seq}.${Date.now()}@example.com`,
    password: 'analytical-engine',
    confirmPassword: 'analytical-engine',
    firstName: 'Ada',
    lastName: 'Lovelace',
    jobTitle: 'Head of Engineering',
    department: '',
    company: 'Analytical Ltd',
    role: 'Senior Manager',
    timezone: 'Europe/London',
    ...overrides,
  };
};
const register = (t: TestApp, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/auth/register', payload });

describe.each(databaseKinds())('POST /api/auth/register on %s', (kind) => {
  const t = useTestApp(kind);
  beforeEach(() => clearThrottle(t));

  it('creates an organisation with the new user as its first member and signs in (201)', async () => {
    const body = signUp();
    const res = await register(t, body);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      email: body.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: 'Head of Engineering',
      department: null,
      company: 'Analytical Ltd',
      role: 'Senior Manager',
      timezone: 'Europe/London',
      mustChangePassword: false,
      isDemo: false,
      managerId: null,
    });
    expect(user.username).toMatch(/^ada\.lovelace\./);
    const [org] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, user.organizationId));
    expect(org).toMatchObject({ name: 'Analytical Ltd', createdById: user.id, isDemo: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row!.passwordHash, 'analytical-engine')).toBe(true);
    const me = await t.request({
      method: 'GET',
      url: '/api/auth/user',
      cookie: sessionCookieOf(res)!,
    });
    expect(me.json()).toMatchObject({ id: user.id });
  });

  it('gives each sign-up its own organisation and a unique username', async () => {
    const a = (await register(t, signUp({ email: 'sam@one.example', role: 'Manager' }))).json();
    const b = (await register(t, signUp({ email: 'sam@two.example' }))).json();
    expect(a.user.role).toBe('Manager');
    expect(a.user.organizationId).not.toBe(b.user.organizationId);
    expect(a.user.username).toBe('sam');
    expect(b.user.username).toBe('sam2');
  });

  it('answers 409 with fieldErrors.email when the e-mail is taken (any case)', async () => {
    const body = signUp();
    expect((await register(t, body)).statusCode).toBe(201);
    const again = await register(t, { ...body, email: body.email.toUpperCase(), company: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    expect(again.json().fieldErrors.email).toEqual(['An account with this email already exists']);
    expect(sessionCookieOf(again)).toBeNull();
  });

  it("uses the spec messages: Organisation is required, Passwords don't match, role not allowed", async () => {
    const noCompany = await register(t, signUp({ company: '  ' }));
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().fieldErrors.company).toEqual(['Organisation is required']);

    const mismatch = await register(t, signUp({ confirmPassword: 'something-else' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fieldErrors.confirmPassword).toEqual(["Passwords don't match"]);

    for (const role of ['Team Member', 'Supervisor', 'Admin', undefined]) {
      const res = await register(t, signUp({ role }));
      expect(res.statusCode, String(role)).toBe(400);
      expect(res.json().fieldErrors.role).toBeDefined();
    }
    const short = await register(t, signUp({ password: 'abc', confirmPassword: 'abc' }));
    expect(short.json().fieldErrors.password).toEqual(['Password must be at least 8 characters']);
  });

  it('ignores extra keys: organizationId, managerId, isDemo, mustChangePassword, passwordHash', async () => {
    const victim = await t.factory.user({ role: 'Senior Manager' });
    const res = await register(
      t,
      signUp({
        organizationId: victim.organizationId,
        managerId: victim.id,
        isDemo: true,
        mustChangePassword: true,
        passwordHash: 'x',
        id: 1,
        username: 'root',
      }),
    );
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user.organizationId).not.toBe(victim.organizationId);
    expect(user.managerId).toBeNull();
    expect(user.isDemo).toBe(false);
    expect(user.mustChangePassword).toBe(false);
    expect(user.username).not.toBe('root');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).not.toBe('x');
  });

  it('needs no captcha when no site key is configured; the site key route says null', async () => {
    const res = await t.request({ method: 'GET', url: '/api/recaptcha/sitekey' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ siteKey: null });
    expect((await register(t, signUp({ captchaToken: null }))).statusCode).toBe(201);
  });
});

describe.each(databaseKinds())('sign-up captcha on %s', (kind) => {
  const seen: { token: string; ip: string }[] = [];
  const t = useTestApp(kind, {
    env: { RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET_KEY: 's' },
    verifyCaptcha: async (token, ip) => {
      seen.push({ token, ip });
      return token === 'good';
    },
  });

  it('publishes the site key', async () => {
    const res = await t.request({ method: 'GET', url: '/api/recaptcha/sitekey' });
    expect(res.json()).toEqual({ siteKey: 'k' });
  });

  it('refuses a missing or rejected token with 400 CAPTCHA_FAILED and creates nothing', async () => {
    const message = 'Captcha Required: Please complete the captcha verification.';
    for (const captchaToken of [undefined, '', 'bad']) {
      const body = signUp({ captchaToken });
      const res = await register(t, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CAPTCHA_FAILED', message });
      const rows = await t.database.db.select().from(users).where(eq(users.email, body.email));
      expect(rows).toHaveLength(0);
    }
  });

  it('accepts a token the provider accepts, passing the client address', async () => {
    const res = await register(t, signUp({ captchaToken: 'good' }));
    expect(res.statusCode).toBe(201);
    expect(seen.at(-1)).toEqual({ token: 'good', ip: '127.0.0.1' });
  });
});

describe.each(databaseKinds())('sign-up rate limit on %s', (kind) => {
  const t = useTestApp(kind, { env: { SIGNUP_RATE_LIMIT: '10' } });
  beforeEach(() => clearThrottle(t));

  it('answers the 11th sign-up from one address within the hour with 429; others go on', async () => {
    const from = (remoteAddress: string) =>
      t.request({ method: 'POST', url: '/api/auth/register', payload: signUp(), remoteAddress });
    for (let i = 0; i < 10; i++) expect((await from('198.51.100.20')).statusCode).toBe(201);
    const before = await t.database.db.select({ id: organizations.id }).from(organizations);
    const refused = await from('198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(15 * 60);
    expect(await t.database.db.select({ id: organizations.id }).from(organizations)).toHaveLength(
      before.length,
    );
    expect((await from('198.51.100.21')).statusCode).toBe(201);
    await expireThrottleWindows(t);
    expect((await from('198.51.100.20')).statusCode).toBe(201);
  });
});
