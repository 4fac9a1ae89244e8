/**
 * Weak passwords are refused (OWASP ASVS 6.2.1, 6.2.4, 6.2.12; docs/decisions/0007-passwords.md).
 * The attack accepted "password", "12345678", "qwerty123", "password1" and the account's own
 * e-mail at sign-up and password change; each is now a 400 that says why, and nothing is written.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds, useTestApp } from '../../test/harness';
import { FACTORY_PASSWORD } from '../../test/factories';
import { users } from '../../db/schema';
import { clearThrottle, postLogin, sessionCookieOf } from '../../test/support/auth-testing';
import { newPassword } from '@/shared/schemas/auth';
import {
  COMMON_PASSWORD_MESSAGE,
  EMAIL_NAME_MESSAGE,
  commonPasswordList,
  passwordProblem,
} from './password-policy';

/** Whether sign-up refuses `password`: the shared schema's length, then the server's policy. */
const signUpRefuses = (password: string) =>
  !newPassword.safeParse(password).success || passwordProblem(password, 'pat@example.com') !== null;

describe('the common-password rule (red team 2, finding 7: "111111111" was accepted)', () => {
  it('refuses each of the 1,000 most common passwords of the list, as sign-up checks them', () => {
    const top = commonPasswordList().slice(0, 1000);
    expect(top).toHaveLength(1000);
    expect(top.filter((p) => !signUpRefuses(p))).toEqual([]);
    // In the letter case people type them, too.
    expect(top.filter((p) => !signUpRefuses(p.toUpperCase()))).toEqual([]);
  });

  it('refuses repeated and sequential digits and letters and keyboard runs of every length', () => {
    const runs: string[] = [];
    for (let n = 8; n <= 16; n += 1) {
      for (const ch of '0123456789abcdefghijklmnopqrstuvwxyz') runs.push(ch.repeat(n));
      for (const text of ['01234567890123456', 'abcdefghijklmnopqrstuvwxyz']) {
        for (let i = 0; i + n <= text.length; i += 1) {
          const run = text.slice(i, i + n);
          runs.push(run, [...run].reverse().join(''));
        }
      }
      for (const row of ['1234567890-=', 'qwertyuiop', 'asdfghjkl', 'qwertzuiop', 'azertyuiop']) {
        if (row.length >= n) runs.push(row.slice(0, n), [...row.slice(0, n)].reverse().join(''));
      }
    }
    runs.push('1qaz2wsx3edc', 'zaq12wsx', 'qwerty123456', 'aaaabbbb', '12341234', '69696969');
    runs.push('abcabcabc', '01011980', '19691969', 'lovelovelove', 'Qwertyuiop', 'ABCDEFGHI');
    expect(runs.filter((p) => !signUpRefuses(p))).toEqual([]);
  });

  it('still accepts passphrases and random passwords', () => {
    for (const ok of [
      'violet-harbour-lantern',
      'Tr0ub4dor&3x',
      'correct horse battery',
      'k9#Lm2@pQ',
    ]) {
      expect(signUpRefuses(ok), ok).toBe(false);
    }
  });
});

describe.each(databaseKinds())('new passwords on %s', (kind) => {
  const t = useTestApp(kind);
  beforeEach(() => clearThrottle(t));

  const register = (email: string, password: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email,
        password,
        confirmPassword: password,
        firstName: 'Pat',
        lastName: 'Doe',
        company: 'Weak Co',
        role: 'Manager',
        timezone: 'UTC',
      },
    });

  it.each([
    ['passw0r', 'Password must be at least 8 characters'],
    ['password', COMMON_PASSWORD_MESSAGE],
    ['12345678', COMMON_PASSWORD_MESSAGE],
    ['qwerty123', COMMON_PASSWORD_MESSAGE],
    ['password1', COMMON_PASSWORD_MESSAGE],
    ['PassWord1', COMMON_PASSWORD_MESSAGE],
    ['111111111', COMMON_PASSWORD_MESSAGE],
    ['abcdefghi', COMMON_PASSWORD_MESSAGE],
    ['x'.repeat(129), 'Password must be at most 128 characters'],
  ])('refuses %s at sign-up with the reason', async (password, message) => {
    const email = `pat.${Date.now()}.${Math.random()}@example.com`;
    const res = await register(email, password);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.password).toEqual([message]);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a password containing the e-mail’s name, and accepts a strong one', async () => {
    const email = `jordan.rivers.${Date.now()}@example.com`;
    const name = email.split('@')[0]!;
    const own = await register(email, `${name.toUpperCase()}!2030`);
    expect(own.statusCode).toBe(400);
    expect(own.json().fieldErrors.password).toEqual([EMAIL_NAME_MESSAGE]);
    expect((await register(email, 'violet-harbour-lantern')).statusCode).toBe(201);
  });

  it('applies the same rules to a password change; the old password still signs in', async () => {
    const user = await t.factory.user({ email: `casey.${Date.now()}@example.com` });
    const cookie = sessionCookieOf(await postLogin(t, user.email, FACTORY_PASSWORD))!;
    for (const [newPassword, message] of [
      ['qwerty123', COMMON_PASSWORD_MESSAGE],
      [`my-${user.email.split('@')[0]}-pass`, EMAIL_NAME_MESSAGE],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/change-password',
        cookie,
        payload: { currentPassword: FACTORY_PASSWORD, newPassword, confirmPassword: newPassword },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.newPassword).toEqual([message]);
    }
    expect((await postLogin(t, user.email, FACTORY_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps existing short passwords working at sign-in', async () => {
    const user = await t.factory.user({ password: 'abc123' });
    expect((await postLogin(t, user.email, 'abc123')).statusCode).toBe(200);
  });
});
