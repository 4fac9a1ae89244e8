/**
 * Single sign-on against a real OpenID Provider in the test process (oidc-provider on a
 * random port; docs/decisions/0016-import-sso-data.md). The app reaches its http issuer only
 * through `allowInsecureIssuerForTests`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { sessions, users, type OrganizationRow } from '../../db/schema';
import { loadConfig, type AppConfig } from '../../env';
import { createFactory, type Factory } from '../../test/factories';
import { databaseKinds, openTestDatabase } from '../../test/harness';
import { allowInsecureIssuerForTests, OIDC_COOKIE } from './oidc';
import { startTestProvider, type TestProvider } from '../../test/support/oidc-test-provider';

const APP_URL = 'http://cadence.test';
const CALLBACK = `${APP_URL}/api/auth/oidc/callback`;

describe.each(databaseKinds())('single sign-on (OpenID Connect) on %s', (kind) => {
  let provider: TestProvider;
  let database: Database;
  let factory: Factory;
  /** The organisation the apps are configured for (`OIDC_ORGANIZATION`). */
  let home: OrganizationRow;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    provider = await startTestProvider(CALLBACK);
    database = await openTestDatabase(kind);
    factory = createFactory(database.db, () => new Date());
    home = await factory.organization({ name: `SSO Home ${Date.now()}` });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    await provider?.close();
  });

  async function appWith(oidc: Partial<NonNullable<AppConfig['oidc']>> = {}) {
    const config = loadConfig({
      NODE_ENV: 'test',
      APP_URL,
      SECRET_KEY: 'test-only-secret-key-0123456789abcdef',
    });
    config.oidc = {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      buttonLabel: 'Sign in with Acme',
      createUsers: false,
      organization: home.name,
      ...oidc,
    };
    const app = await buildApp({ config, database, backgroundJobs: false, logger: false });
    allowInsecureIssuerForTests(app);
    await app.ready();
    apps.push(app);
    return app;
  }

  const cookieOf = (setCookie: string | string[] | undefined, name: string) => {
    const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    const found = all.find((c) => c.startsWith(`${name}=`));
    return found ? found.split(';')[0]! : null;
  };

  /** /start → the provider → the redirect back, signed in as `account`. */
  async function throughProvider(app: FastifyInstance, id: string, claims: object) {
    const start = await app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(start.statusCode).toBe(303);
    const authUrl = new URL(start.headers.location as string);
    expect(authUrl.origin).toBe(provider.issuer);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('state')).toBeTruthy();
    expect(authUrl.searchParams.get('nonce')).toBeTruthy();
    expect(authUrl.searchParams.get('redirect_uri')).toBe(CALLBACK);
    const flowCookie = cookieOf(start.headers['set-cookie'], OIDC_COOKIE)!;
    expect(flowCookie).toBeTruthy();
    provider.signInAs(id, claims);
    const back = await provider.authorize(authUrl.href, CALLBACK);
    return { back, flowCookie };
  }

  const callback = (app: FastifyInstance, back: URL, cookie: string | null) =>
    app.inject({
      method: 'GET',
      url: `/api/auth/oidc/callback${back.search}`,
      headers: cookie ? { cookie } : {},
    });

  it('tells the sign-in page whether to show the button', async () => {
    const app = await appWith();
    const res = await app.inject({ method: 'GET', url: '/api/auth/oidc/config' });
    expect(res.json()).toEqual({ enabled: true, buttonLabel: 'Sign in with Acme' });
  });

  it('signs in the active account with the verified e-mail (a normal session); the code works once', async () => {
    const app = await appWith();
    // Still on a temporary password (added by a manager): SSO does not ask for a new one.
    const user = await factory.user({
      organizationId: home.id,
      email: `sso-${Date.now()}@example.com`,
      mustChangePassword: true,
    });
    const { back, flowCookie } = await throughProvider(app, 'acct-1', {
      email: user.email.toUpperCase(),
      email_verified: true,
    });
    const res = await callback(app, back, flowCookie);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    const session = cookieOf(res.headers['set-cookie'], 'cadence_session');
    expect(session).toBeTruthy();
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: session! },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, mustChangePassword: false });

    // The same code again (even with the flow cookie kept): refused, no new session.
    const count = async () =>
      (await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).length;
    const before = await count();
    const replay = await callback(app, back, flowCookie);
    expect(replay.statusCode).toBe(303);
    expect(replay.headers.location).toBe('/login?sso=failed');
    expect(cookieOf(replay.headers['set-cookie'], 'cadence_session')).toBeNull();
    expect(await count()).toBe(before);
  });

  it('refuses a bad state, a missing flow cookie and a wrong issuer', async () => {
    const app = await appWith();
    const user = await factory.user({
      organizationId: home.id,
      email: `sso-s-${Date.now()}@example.com`,
    });
    const claims = { email: user.email, email_verified: true };

    const a = await throughProvider(app, 'acct-2', claims);
    const badState = new URL(a.back);
    badState.searchParams.set('state', 'forged-state');
    expect((await callback(app, badState, a.flowCookie)).headers.location).toBe(
      '/login?sso=failed',
    );

    const b = await throughProvider(app, 'acct-2', claims);
    expect((await callback(app, b.back, null)).headers.location).toBe('/login?sso=failed');

    const c = await throughProvider(app, 'acct-2', claims);
    expect(c.back.searchParams.get('iss')).toBe(provider.issuer);
    const wrongIssuer = new URL(c.back);
    wrongIssuer.searchParams.set('iss', 'https://evil.example.com');
    const res = await callback(app, wrongIssuer, c.flowCookie);
    expect(res.headers.location).toBe('/login?sso=failed');
    expect(res.body).not.toMatch(/at |Error/);

    // An app configured with another issuer refuses this provider's answer.
    const other = await startTestProvider(CALLBACK);
    try {
      const foreignApp = await appWith({
        issuer: other.issuer,
        clientId: other.clientId,
        clientSecret: other.clientSecret,
      });
      const start = await foreignApp.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      const flow = cookieOf(start.headers['set-cookie'], OIDC_COOKIE);
      const d = await throughProvider(app, 'acct-2', claims);
      const mixed = new URL(d.back);
      mixed.searchParams.set(
        'state',
        new URL(start.headers.location as string).searchParams.get('state')!,
      );
      expect((await callback(foreignApp, mixed, flow)).headers.location).toBe('/login?sso=failed');
    } finally {
      await other.close();
    }
  });

  it('refuses an unverified e-mail and an unknown user; creates no account by default', async () => {
    const app = await appWith();
    const user = await factory.user({
      organizationId: home.id,
      email: `sso-u-${Date.now()}@example.com`,
    });
    const a = await throughProvider(app, 'acct-3', { email: user.email, email_verified: false });
    expect((await callback(app, a.back, a.flowCookie)).headers.location).toBe(
      '/login?sso=unverified',
    );
    const stranger = `nobody-${Date.now()}@example.com`;
    const b = await throughProvider(app, 'acct-4', { email: stranger, email_verified: true });
    expect((await callback(app, b.back, b.flowCookie)).headers.location).toBe(
      '/login?sso=no-account',
    );
    expect(await database.db.select().from(users).where(eq(users.email, stranger))).toEqual([]);
  });

  it("refuses a verified e-mail of another organisation's Senior Manager (no session, no account)", async () => {
    // The attack as written (red team 2, finding 6): SSO is set up for one organisation; a provider
    // account whose verified e-mail belongs to a senior manager of another organisation on the
    // same server.
    const other = await factory.organization({ name: `Other Org ${Date.now()}` });
    const victim = await factory.user({
      organizationId: other.id,
      role: 'Senior Manager',
      email: `ceo-${Date.now()}@other.example`,
    });
    const sessionsOf = async () =>
      (await database.db.select().from(sessions).where(eq(sessions.userId, victim.id))).length;
    for (const createUsers of [false, true]) {
      await factory.user({ organizationId: home.id, role: 'Senior Manager' });
      const app = await appWith({ createUsers });
      const a = await throughProvider(app, 'acct-6', { email: victim.email, email_verified: true });
      const res = await callback(app, a.back, a.flowCookie);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/login?sso=no-account');
      expect(cookieOf(res.headers['set-cookie'], 'cadence_session')).toBeNull();
      expect(await sessionsOf()).toBe(0);
      const rows = await database.db.select().from(users).where(eq(users.email, victim.email));
      expect(rows.map((r) => r.organizationId)).toEqual([other.id]);
    }
    // The same provider account signs in when the server serves that organisation.
    const theirs = await appWith({ organization: other.name });
    const b = await throughProvider(theirs, 'acct-6', {
      email: victim.email,
      email_verified: true,
    });
    expect((await callback(theirs, b.back, b.flowCookie)).headers.location).toBe('/');
    expect(await sessionsOf()).toBe(1);
  });

  it('refuses every e-mail when OIDC_ORGANIZATION names no organisation', async () => {
    const app = await appWith({ organization: `Nowhere ${Date.now()}`, createUsers: true });
    const user = await factory.user({ email: `sso-n-${Date.now()}@example.com` });
    const a = await throughProvider(app, 'acct-7', { email: user.email, email_verified: true });
    expect((await callback(app, a.back, a.flowCookie)).headers.location).toBe(
      '/login?sso=no-account',
    );
  });

  it('with OIDC_CREATE_USERS creates a Team Member without manager in OIDC_ORGANIZATION', async () => {
    const orgName = `SSO Org ${Date.now()}`;
    const org = await factory.organization({ name: orgName });
    await factory.user({ organizationId: org.id, role: 'Senior Manager' });
    const app = await appWith({ createUsers: true, organization: orgName });
    const email = `new-sso-${Date.now()}@example.com`;
    const a = await throughProvider(app, 'acct-5', {
      email,
      email_verified: true,
      given_name: 'Nadia',
      family_name: 'New',
    });
    const res = await callback(app, a.back, a.flowCookie);
    expect(res.headers.location).toBe('/');
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      organizationId: org.id,
      role: 'Team Member',
      managerId: null,
      firstName: 'Nadia',
      lastName: 'New',
      mustChangePassword: false,
    });

    // A provider's name that is a web address is not taken (promise 3): the fallbacks are.
    const phish = `phish-${Date.now()}@example.com`;
    const b = await throughProvider(app, 'acct-8', {
      email: phish,
      email_verified: true,
      given_name: 'Reset your password at https://phish.example/reset',
      family_name: 'www.phish.example',
    });
    expect((await callback(app, b.back, b.flowCookie)).headers.location).toBe('/');
    const [named] = await database.db.select().from(users).where(eq(users.email, phish));
    expect(named).toMatchObject({ firstName: phish.split('@')[0], lastName: '-' });
  });
});
