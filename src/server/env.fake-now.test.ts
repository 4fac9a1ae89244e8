import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';
import { clockFrom } from './app';

describe('FAKE_NOW and JOBS_INTERVAL_SECONDS', () => {
  it('defaults to the real clock and a 60-second job interval', () => {
    const config = loadConfig({});
    expect(config.fakeNow).toBeNull();
    expect(config.jobsIntervalSeconds).toBe(60);
  });

  it('starts the clock at FAKE_NOW when ALLOW_FAKE_NOW=on, and runs on from it', () => {
    const config = loadConfig({ ALLOW_FAKE_NOW: 'on', FAKE_NOW: '2026-03-02T08:00:00Z' });
    expect(config.fakeNow?.toISOString()).toBe('2026-03-02T08:00:00.000Z');
    const now = clockFrom(config.fakeNow)();
    expect(now.getTime() - Date.parse('2026-03-02T08:00:00Z')).toBeGreaterThanOrEqual(0);
    expect(now.getTime() - Date.parse('2026-03-02T08:00:00Z')).toBeLessThan(5_000);
  });

  it('refuses FAKE_NOW without ALLOW_FAKE_NOW, in production, and when it is not an instant', () => {
    expect(() => loadConfig({ FAKE_NOW: '2026-03-02T08:00:00Z' })).toThrow(/ALLOW_FAKE_NOW=on/);
    expect(() =>
      loadConfig({
        ALLOW_FAKE_NOW: 'on',
        FAKE_NOW: '2026-03-02T08:00:00Z',
        NODE_ENV: 'production',
      }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ ALLOW_FAKE_NOW: 'on', FAKE_NOW: 'next monday' })).toThrow(
      /FAKE_NOW must be an ISO-8601 instant/,
    );
    expect(() => loadConfig({ JOBS_INTERVAL_SECONDS: '0' })).toThrow(/JOBS_INTERVAL_SECONDS/);
  });
});
