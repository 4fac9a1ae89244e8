/**
 * Two-factor sign-in (RFC 6238 TOTP; OWASP ASVS 6.3.3; docs/security/promises.md promise 20):
 * setup with a confirmed code, the code step at sign-in (throttled, never replayed), single-use
 * recovery codes that two parallel uses cannot both spend, a 5-minute challenge, the secret
 * encrypted at rest, and an organisation's requirement.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { databaseKinds, useTestApp, type TestApp } from '../../test/harness';
import { FACTORY_PASSWORD } from '../../test/factories';
import { users } from '../../db/schema';
import { clearThrottle, postLogin, sessionCookieOf } from '../../test/support/auth-testing';
import { CHALLENGE_COOKIE } from './two-factor';

const START = new Date('2031-05-01T09:00:00Z');

describe.each(databaseKinds())('two-factor sign-in on %s', (kind) => {
  const t = useTestApp(kind);
  beforeEach(async () => {
    await clearThrottle(t);
    t.clock.set(START);
  });
  afterEach(() => t.clock.reset());

  const codeAt = (secret: string, offsetSeconds = 0) =>
    generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSeconds });

  /** A user with two-factor on: returns the user, their secret and recovery codes. */
  async function enrolled(t: TestApp) {
    const user = await t.factory.user();
    const cookie = await t.factory.signIn(user);
    const setup = await t.request({ method: 'POST', url: '/api/auth/two-factor/setup', cookie });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrCodeDataUrl } = setup.json();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Cadence:/);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpSecret).not.toContain(secret);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      cookie,
      payload: { code: (Number(await codeAt(secret)) ^ 1).toString().padStart(6, '0') },
    });
    expect(wrong.statusCode).toBe(400);
    const enable = await t.request({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      cookie,
      payload: { code: await codeAt(secret) },
    });
    expect(enable.statusCode).toBe(200);
    const { recoveryCodes } = enable.json() as { recoveryCodes: string[] };
    expect(new Set(recoveryCodes).size).toBe(10);
    t.clock.advance(30_000); // the next sign-in uses a later code
    return { user, secret, recoveryCodes, cookie };
  }

  /** The password step: answers `{ twoFactorRequired }` and the challenge cookie, no session. */
  async function passwordStep(email: string) {
    const res = await postLogin(t, email, FACTORY_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoFactorRequired: true });
    expect(sessionCookieOf(res)).toBeNull();
    const challenge = res.cookies.find((c) => c.name === CHALLENGE_COOKIE)!;
    return `${CHALLENGE_COOKIE}=${challenge.value}`;
  }

  const secondStep = (challenge: string, payload: object) =>
    t.request({ method: 'POST', url: '/api/auth/login/two-factor', cookie: challenge, payload });

  it('asks for the code after the password, and never accepts a code twice', async () => {
    const { user, secret } = await enrolled(t);
    const challenge = await passwordStep(user.email);
    const code = await codeAt(secret);
    const ok = await secondStep(challenge, { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.id).toBe(user.id);
    const session = sessionCookieOf(ok)!;
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/user', cookie: session })).statusCode,
    ).toBe(200);
    const replay = await secondStep(await passwordStep(user.email), { code });
    expect(replay.statusCode).toBe(400);
  });

  it('throttles wrong codes at 5 per 15 minutes', async () => {
    const { user, secret } = await enrolled(t);
    const challenge = await passwordStep(user.email);
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await secondStep(challenge, { code: '000000' })).statusCode);
    statuses.push((await secondStep(challenge, { code: await codeAt(secret) })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('spends a recovery code once, even when it is sent twice at the same moment', async () => {
    const { user, recoveryCodes } = await enrolled(t);
    const challenge = await passwordStep(user.email);
    const [a, b] = await Promise.all([
      secondStep(challenge, { recoveryCode: recoveryCodes[0] }),
      secondStep(challenge, { recoveryCode: recoveryCodes[0] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const status = await t.request({
      method: 'GET',
      url: '/api/auth/two-factor',
      cookie: sessionCookieOf(a.statusCode === 200 ? a : b)!,
    });
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('lets the challenge expire after 5 minutes, and a forged one in', async () => {
    const { user, secret } = await enrolled(t);
    const challenge = await passwordStep(user.email);
    t.clock.advance(5 * 60 * 1000 + 1000);
    expect((await secondStep(challenge, { code: await codeAt(secret) })).statusCode).toBe(401);
    const forged = `${CHALLENGE_COOKIE}=${user.id}|${Date.now() + 60_000}.forged`;
    expect((await secondStep(forged, { code: await codeAt(secret) })).statusCode).toBe(401);
  });

  it('turns off only with the password and a current code', async () => {
    const { secret, cookie } = await enrolled(t);
    const off = (payload: object) =>
      t.request({ method: 'POST', url: '/api/auth/two-factor/disable', cookie, payload });
    expect((await off({ password: 'not-it', code: await codeAt(secret) })).statusCode).toBe(400);
    t.clock.advance(30_000);
    expect((await off({ password: FACTORY_PASSWORD, code: await codeAt(secret) })).statusCode).toBe(
      200,
    );
  });

  it('lets a Senior Manager require it: routes answer 403 until it is set up', async () => {
    const team = await t.factory.team();
    const senior = await t.factory.signIn(team.seniorManager);
    const manager = await t.factory.signIn(team.manager);
    const url = `/api/organizations/${team.organization.id}/two-factor`;
    const put = (cookie: string, required: boolean) =>
      t.request({ method: 'PUT', url, cookie, payload: { required } });
    expect((await put(manager, true)).statusCode).toBe(403);
    const foreign = await t.factory.signIn(await t.factory.user({ role: 'Senior Manager' }));
    expect((await put(foreign, true)).statusCode).toBe(404);
    expect((await put(senior, true)).statusCode).toBe(200);

    const member = await t.factory.signIn(team.member);
    const meetings = await t.request({ method: 'GET', url: '/api/meetings', cookie: member });
    expect(meetings.statusCode).toBe(403);
    expect(meetings.json().code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie: member });
    expect(me.json().twoFactorSetupRequired).toBe(true);

    const setup = await t.request({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      cookie: member,
    });
    const { secret } = setup.json();
    const enable = await t.request({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      cookie: member,
      payload: { code: await codeAt(secret) },
    });
    expect(enable.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/meetings', cookie: member })).statusCode,
    ).toBe(200);
  });
});
