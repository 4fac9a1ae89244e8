/**
 * The configuration type is derived from env.ts's schema: each variable lands under the camel
 * case of its name, and the variables read together (APP_URL, FAKE_NOW, OIDC_*) as before.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('loadConfig keys', () => {
  it('puts each variable under its camel-case key', () => {
    const config = loadConfig({
      PORT: '4100',
      DATA_DIR: '/tmp/cadence-keys',
      SIGNUP_RATE_LIMIT: '7',
      MAIL_CLAIM_SECONDS: '30',
      OUTBOX_RETENTION_DAYS: '9',
      NODE_ENV: 'test',
    });
    expect(Object.keys(config).sort()).toEqual(
      [
        'port',
        'host',
        'databaseUrl',
        'dataDir',
        'smtpUrl',
        'mailFrom',
        'appUrl',
        'recaptchaSiteKey',
        'recaptchaSecretKey',
        'demoMode',
        'trustProxy',
        'signup',
        'signupRateLimit',
        'demoRateLimit',
        'demoMaxSandboxes',
        'secretKey',
        'notesKey',
        'shutdownTimeoutSeconds',
        'mailClaimSeconds',
        'metricsToken',
        'oidc',
        'outboxRetentionDays',
        'auditRetentionDays',
        'logLevel',
        'jobsIntervalSeconds',
        'fakeNow',
        'nodeEnv',
      ].sort(),
    );
    expect(config).toMatchObject({
      port: 4100,
      dataDir: '/tmp/cadence-keys',
      signupRateLimit: 7,
      mailClaimSeconds: 30,
      outboxRetentionDays: 9,
      auditRetentionDays: 400,
      appUrl: 'http://localhost:4100',
      oidc: null,
      fakeNow: null,
      nodeEnv: 'test',
    });
  });

  it('groups the OIDC_* variables and honours FAKE_NOW only with ALLOW_FAKE_NOW', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: ' cadence ',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_ORGANIZATION: 'Acme',
      ALLOW_FAKE_NOW: 'on',
      FAKE_NOW: '2026-03-02T08:00:00Z',
    });
    expect(config.oidc).toEqual({
      issuer: 'https://id.example.com',
      clientId: 'cadence',
      clientSecret: 's3cret',
      buttonLabel: 'Sign in with SSO',
      createUsers: false,
      organization: 'Acme',
    });
    expect(config.fakeNow?.toISOString()).toBe('2026-03-02T08:00:00.000Z');
  });
});
