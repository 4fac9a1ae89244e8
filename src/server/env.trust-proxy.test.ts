/**
 * TRUST_PROXY takes only the proxies' addresses or CIDR ranges (docs/security/promises.md
 * promise 18; OWASP ASVS 15.3.4): `on`, `true` or a hop count would trust an address the client
 * writes, and are refused at start with one line.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('TRUST_PROXY', () => {
  it('is off when unset or off', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
  });

  it('takes a list of addresses and CIDR ranges, IPv4 and IPv6', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each(['on', 'true', 'yes', '1', '2'])('refuses %s with one line naming the fix', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    try {
      loadConfig({ TRUST_PROXY: value });
    } catch (error) {
      const lines = (error as Error).message.split('\n').filter((l) => l.startsWith('  - '));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('10.0.0.0/8,127.0.0.1');
      expect(lines[0]).toContain('would trust addresses the client writes');
    }
  });

  it.each(['10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2', '300.1.1.1'])(
    'refuses the entry %s',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must list/);
    },
  );
});

describe('SIGNUP_RATE_LIMIT, DEMO_RATE_LIMIT, DEMO_MAX_SANDBOXES', () => {
  it('default to 10, 10 and 200 and refuse what is not a whole number from 1', () => {
    const config = loadConfig({});
    expect([config.signupRateLimit, config.demoRateLimit, config.demoMaxSandboxes]).toEqual([
      10, 10, 200,
    ]);
    expect(() => loadConfig({ DEMO_MAX_SANDBOXES: '0' })).toThrow(/DEMO_MAX_SANDBOXES must be/);
    expect(() => loadConfig({ SIGNUP_RATE_LIMIT: 'lots' })).toThrow(/SIGNUP_RATE_LIMIT must be/);
  });
});
