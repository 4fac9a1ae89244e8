/**
 * Nobody can lock a person out (docs/security/promises.md promises 7 and 18; OWASP ASVS 6.3.1).
 * The attack: six wrong passwords for the victim's e-mail, from any address, made the victim's
 * right password answer 429 for 15 minutes, forever. Now failures count per (account, address)
 * and per trusted device: the victim's own device and other addresses get in, while guessing
 * stays at most 5 per account per address per 15 minutes and 100 per account per day.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds, useTestApp } from '../../test/harness';
import { FACTORY_PASSWORD } from '../../test/factories';
import { clearThrottle, deviceCookieOf, postLogin } from '../../test/support/auth-testing';

const ATTACKER = '203.0.113.66';
const VICTIM_HOME = '192.0.2.10';

describe.each(databaseKinds())('sign-in lockout on %s', (kind) => {
  const t = useTestApp(kind);
  beforeEach(() => clearThrottle(t));

  /** The victim's trusted-device cookie, from an earlier sign-in at home. */
  async function victimWithDevice() {
    const victim = await t.factory.user();
    const res = await postLogin(t, victim.email, FACTORY_PASSWORD, { remoteAddress: VICTIM_HOME });
    expect(res.statusCode).toBe(200);
    return { victim, device: deviceCookieOf(res)! };
  }

  it('an attacker’s six wrong passwords do not lock the victim out', async () => {
    const { victim, device } = await victimWithDevice();
    expect(device).toMatch(/^cadence_device=/);
    const guesses = [];
    for (let i = 0; i < 6; i++) {
      guesses.push(
        (await postLogin(t, victim.email, `guess-${i}`, { remoteAddress: ATTACKER })).statusCode,
      );
    }
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
    // The victim's own device, even from the attacker's address (shared NAT, café).
    const own = await postLogin(t, victim.email, FACTORY_PASSWORD, {
      remoteAddress: ATTACKER,
      cookie: device,
    });
    expect(own.statusCode).toBe(200);
    // A new device at another address.
    const fresh = await postLogin(t, victim.email, FACTORY_PASSWORD, {
      remoteAddress: '192.0.2.99',
    });
    expect(fresh.statusCode).toBe(200);
    // The attacker's address stays refused for this account, right password or not.
    const again = await postLogin(t, victim.email, FACTORY_PASSWORD, { remoteAddress: ATTACKER });
    expect(again.statusCode).toBe(429);
  });

  it('a device cookie of another account, or a tampered one, buys no extra guesses', async () => {
    const { device: attackersOwn } = await victimWithDevice(); // the attacker's own account
    const victim = await t.factory.user();
    const [name, value] = attackersOwn.split('=') as [string, string];
    const tampered = `${name}=${value.replace(/\|[^.]*\./, `|forged.`)}`;
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push(
        (
          await postLogin(t, victim.email, `x-${i}`, {
            remoteAddress: ATTACKER,
            cookie: attackersOwn,
          })
        ).statusCode,
      );
      codes.push(
        (await postLogin(t, victim.email, `y-${i}`, { remoteAddress: ATTACKER, cookie: tampered }))
          .statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('a trusted device has its own limit of 5 failures', async () => {
    const { victim, device } = await victimWithDevice();
    const codes = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (
          await postLogin(t, victim.email, `typo-${i}`, {
            remoteAddress: VICTIM_HOME,
            cookie: device,
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    // Without the cookie the home address still has its own untouched counter.
    const home = await postLogin(t, victim.email, FACTORY_PASSWORD, { remoteAddress: VICTIM_HOME });
    expect(home.statusCode).toBe(200);
  });

  it('guessing stays at 100 failures per account per day across addresses', async () => {
    const victim = await t.factory.user();
    let refused = 0;
    for (let a = 0; a < 20; a++) {
      for (let i = 0; i < 5; i++) {
        const res = await postLogin(t, victim.email, `g-${a}-${i}`, {
          remoteAddress: `198.18.1.${a}`,
        });
        if (res.statusCode === 429) refused++;
      }
    }
    expect(refused).toBe(0);
    const hundredFirst = await postLogin(t, victim.email, FACTORY_PASSWORD, {
      remoteAddress: '198.18.2.1',
    });
    expect(hundredFirst.statusCode).toBe(429);
    expect(Number(hundredFirst.headers['retry-after'])).toBeGreaterThan(60 * 60);
  });
});
