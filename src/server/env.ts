/**
 * Configuration, read and validated once at start (convention 8).
 * `loadConfig(env)` returns a typed `AppConfig` or throws `ConfigError` whose message lists
 * one line per bad variable.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const bool = (name: string, fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const s = v.trim().toLowerCase();
      if (['1', 'true', 'on', 'yes'].includes(s)) return true;
      if (['0', 'false', 'off', 'no'].includes(s)) return false;
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be on or off (true/false), got "${v}"`,
      });
      return z.NEVER;
    });

const url = (name: string, protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      try {
        const u = new URL(v);
        if (!protocols.includes(u.protocol)) throw new Error();
        return v;
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be a ${protocols.join(' or ')} URL`,
        });
        return z.NEVER;
      }
    });

/** A positive integer variable with a default. */
const count = (name: string, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be a whole number from 1, got "${v}"`,
        });
        return z.NEVER;
      }
      return n;
    });

/** An IPv4/IPv6 address, or one with a /prefix (CIDR). */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

/**
 * A 32-byte key written as 64 hex digits or as base64 / base64url (44 or 43 characters);
 * null when it is neither or does not decode to exactly 32 bytes.
 */
export function parseNotesKey(value: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) return null;
  const key = Buffer.from(
    value,
    value.includes('-') || value.includes('_') ? 'base64url' : 'base64',
  );
  return key.length === 32 ? key : null;
}

const TRUST_PROXY_HELP =
  "TRUST_PROXY must list the proxies' addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1)";

/** pino's levels, for `LOG_LEVEL` (decision 34). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Every variable the server reads, by its name in the environment, each with its check and the
 * message of a bad value; then the checks that span several variables.
 */
const variables = z
  .object({
    PORT: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v) return 3000;
        const n = Number(v);
        if (!Number.isInteger(n) || n < 0 || n > 65535) {
          ctx.addIssue({
            code: 'custom',
            message: `PORT must be an integer from 0 to 65535, got "${v}"`,
          });
          return z.NEVER;
        }
        return n;
      }),
    HOST: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const value = v?.trim() || '127.0.0.1';
        // An IPv4/IPv6 address, or a host name of letters, digits, dots and hyphens.
        const hostName =
          /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
        if (!isIP(value) && !hostName.test(value)) {
          ctx.addIssue({
            code: 'custom',
            message: `HOST must be an IP address (127.0.0.1, 0.0.0.0, ::) or a host name, got "${v}"`,
          });
          return z.NEVER;
        }
        return value;
      }),
    /** PostgreSQL URL; when null the embedded PGlite in `dataDir` is used. */
    DATABASE_URL: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    DATA_DIR: z
      .string()
      .optional()
      .transform((v) => path.resolve(v || './data')),
    /** SMTP URL for nodemailer; when null mail stays in the outbox and a line is logged. */
    SMTP_URL: url('SMTP_URL', ['smtp:', 'smtps:']),
    MAIL_FROM: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const value = v || 'Cadence <no-reply@cadence.local>';
        if (/[\r\n]/.test(value) || !/@/.test(value)) {
          ctx.addIssue({
            code: 'custom',
            message: 'MAIL_FROM must be an address like "Cadence <no-reply@example.com>"',
          });
          return z.NEVER;
        }
        return value;
      }),
    /**
     * Base of every link in e-mails, without a trailing slash (default `http://localhost:<PORT>`).
     * Never taken from a Host header.
     */
    APP_URL: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const value = v || '';
        if (!value) return null;
        try {
          const u = new URL(value);
          if (!['http:', 'https:'].includes(u.protocol)) throw new Error();
          return value.replace(/\/+$/, '');
        } catch {
          ctx.addIssue({
            code: 'custom',
            message: `APP_URL must be an http(s) URL, got "${value}"`,
          });
          return z.NEVER;
        }
      }),
    RECAPTCHA_SITE_KEY: z
      .string()
      .optional()
      .transform((v) => v || null),
    RECAPTCHA_SECRET_KEY: z
      .string()
      .optional()
      .transform((v) => v || null),
    DEMO_MODE: bool('DEMO_MODE', true),
    /**
     * The reverse proxies' addresses or CIDR ranges, passed to Fastify's `trustProxy`: the client
     * address is the right-most `X-Forwarded-For` entry not in this list. False when unset:
     * `X-Forwarded-For` is ignored.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx): false | string[] => {
        if (!v || !v.trim()) return false;
        const s = v.trim().toLowerCase();
        if (['0', 'false', 'off', 'no'].includes(s)) return false;
        if (['1', 'true', 'on', 'yes'].includes(s) || /^\d+$/.test(s)) {
          ctx.addIssue({
            code: 'custom',
            message: `${TRUST_PROXY_HELP}; "${v.trim()}" would trust addresses the client writes`,
          });
          return z.NEVER;
        }
        const entries = v
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean);
        const bad = entries.filter((e) => !isAddressOrRange(e));
        if (bad.length > 0) {
          ctx.addIssue({ code: 'custom', message: `${TRUST_PROXY_HELP}; got "${bad.join(', ')}"` });
          return z.NEVER;
        }
        return entries;
      }),
    /**
     * Who may sign up: `open` (anyone creates an organisation), `closed` (403; people join by
     * invitation), or null when unset: open only while the server has no organisation other than
     * demo sandboxes (`signup.ts`).
     */
    SIGNUP: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const value = v?.trim().toLowerCase();
        if (!value) return null;
        if (value === 'open' || value === 'closed') return value;
        ctx.addIssue({ code: 'custom', message: `SIGNUP must be open or closed, got "${v}"` });
        return z.NEVER;
      }),
    /** Sign-ups allowed per client address and hour (default 10). */
    SIGNUP_RATE_LIMIT: count('SIGNUP_RATE_LIMIT', 10),
    /** Demo sign-ins allowed per client address and minute (default 10). */
    DEMO_RATE_LIMIT: count('DEMO_RATE_LIMIT', 10),
    /** Live demo sandboxes at most; the oldest are recycled (default 200). */
    DEMO_MAX_SANDBOXES: count('DEMO_MAX_SANDBOXES', 200),
    /**
     * Key material for what is encrypted at rest (two-factor secrets), kept outside the database
     * (32 characters or more). When null, a random key is created once in `DATA_DIR/secret-key`
     * (`src/server/http/secrets.ts`).
     */
    SECRET_KEY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v) return null;
        if (v.length < 32) {
          ctx.addIssue({
            code: 'custom',
            message: 'SECRET_KEY must be at least 32 characters (e.g. `openssl rand -base64 32`)',
          });
          return z.NEVER;
        }
        return v;
      }),
    /**
     * The 32-byte AES-256-GCM key of private notes (base64 or hex; promise 17, decision 13). When
     * null, one is created once in `DATA_DIR/notes.key` (mode 0600).
     */
    NOTES_KEY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v || !v.trim()) return null;
        const key = parseNotesKey(v.trim());
        if (!key) {
          ctx.addIssue({
            code: 'custom',
            message: 'NOTES_KEY must be 32 bytes in base64 or hex (e.g. `openssl rand -base64 32`)',
          });
          return z.NEVER;
        }
        return key;
      }),
    /**
     * How long a shutdown waits for in-flight requests and the mail batch, in seconds (default
     * 10).
     */
    SHUTDOWN_TIMEOUT_SECONDS: count('SHUTDOWN_TIMEOUT_SECONDS', 10),
    /**
     * The least level of the server's log lines (`LOG_LEVEL`; default `info`, `warn` under
     * test; `warn` and above turn the access log off; decision 34).
     */
    LOG_LEVEL: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v || !v.trim()) return null;
        const level = v.trim().toLowerCase();
        if (!(LOG_LEVELS as readonly string[]).includes(level)) {
          ctx.addIssue({
            code: 'custom',
            message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`,
          });
          return z.NEVER;
        }
        return level as LogLevel;
      }),
    /**
     * How long a mail worker's claim on an outbox row lasts, in seconds (default 120): a row
     * claimed by an instance that died is sent by another after this.
     */
    MAIL_CLAIM_SECONDS: count('MAIL_CLAIM_SECONDS', 120),
    /** Bearer token that `GET /metrics` requires; null: metrics are open. */
    METRICS_TOKEN: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v) return null;
        if (v.length < 16 || /\s/.test(v)) {
          ctx.addIssue({
            code: 'custom',
            message: 'METRICS_TOKEN must be at least 16 characters without spaces',
          });
          return z.NEVER;
        }
        return v;
      }),
    /**
     * Single sign-on with OpenID Connect (docs/decisions/0016-import-sso-data.md), `config.oidc`;
     * null when unset. The issuer must be https (its certificate checked against Node's trust
     * store); the redirect URI is `<APP_URL>/api/auth/oidc/callback`.
     */
    OIDC_ISSUER: url('OIDC_ISSUER', ['https:']),
    OIDC_CLIENT_ID: z
      .string()
      .optional()
      .transform((v) => v?.trim() || null),
    OIDC_CLIENT_SECRET: z
      .string()
      .optional()
      .transform((v) => v || null),
    OIDC_BUTTON_LABEL: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const value = v?.trim() || 'Sign in with SSO';
        if (value.length > 60 || /[\r\n<>]/.test(value)) {
          ctx.addIssue({
            code: 'custom',
            message: 'OIDC_BUTTON_LABEL must be one line of at most 60 characters without < or >',
          });
          return z.NEVER;
        }
        return value;
      }),
    /** Create an account on first SSO sign-in (default off). */
    OIDC_CREATE_USERS: bool('OIDC_CREATE_USERS', false),
    /**
     * Name of the one organisation whose people sign in through SSO and which new SSO accounts
     * join (required with `OIDC_ISSUER`; the first non-demo organisation of that name). A verified
     * e-mail of anyone else is refused (decision 16).
     */
    OIDC_ORGANIZATION: z
      .string()
      .optional()
      .transform((v) => v?.trim() || null),
    /**
     * Days a delivered mail's body is kept in the outbox before the clean-up blanks it (default
     * 30).
     */
    OUTBOX_RETENTION_DAYS: count('OUTBOX_RETENTION_DAYS', 30),
    /** Days an audit event is kept before the clean-up prunes it (default 400; decision 37). */
    AUDIT_RETENTION_DAYS: count('AUDIT_RETENTION_DAYS', 400),
    /**
     * Seconds between runs of the scheduled notification jobs (reminders, recaps, digests; default
     * 60): a due reminder is queued within this interval.
     */
    JOBS_INTERVAL_SECONDS: count('JOBS_INTERVAL_SECONDS', 60),
    ALLOW_FAKE_NOW: bool('ALLOW_FAKE_NOW', false),
    /**
     * The instant the server's clock starts at (ISO-8601, honoured only with `ALLOW_FAKE_NOW=on`,
     * refused when `NODE_ENV=production`); the clock then runs on from it. For black-box tests
     * that move time. Null: the real clock.
     */
    FAKE_NOW: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v?.trim()) return null;
        const at = new Date(v.trim());
        if (!/^\d{4}-\d{2}-\d{2}T/.test(v.trim()) || Number.isNaN(at.getTime())) {
          ctx.addIssue({
            code: 'custom',
            message: `FAKE_NOW must be an ISO-8601 instant such as 2026-03-02T08:00:00Z, got "${v}"`,
          });
          return z.NEVER;
        }
        return at;
      }),
    NODE_ENV: z
      .string()
      .optional()
      .transform((v) => v || 'development'),
  })
  .superRefine((v, ctx) => {
    if (Boolean(v.RECAPTCHA_SITE_KEY) !== Boolean(v.RECAPTCHA_SECRET_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['RECAPTCHA_SECRET_KEY'],
        message: 'RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set together',
      });
    }
    const oidcSet = [v.OIDC_ISSUER, v.OIDC_CLIENT_ID, v.OIDC_CLIENT_SECRET].filter(Boolean).length;
    if (oidcSet > 0 && oidcSet < 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
      });
    }
    if (oidcSet === 3 && !v.OIDC_ORGANIZATION) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ORGANIZATION'],
        message:
          'OIDC_ORGANIZATION is required with OIDC_ISSUER: the name of the one organisation whose people sign in through SSO',
      });
    }
    if (v.FAKE_NOW && !v.ALLOW_FAKE_NOW) {
      ctx.addIssue({
        code: 'custom',
        path: ['FAKE_NOW'],
        message: 'FAKE_NOW is only honoured with ALLOW_FAKE_NOW=on (a test setting)',
      });
    }
    if (v.ALLOW_FAKE_NOW && v.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['ALLOW_FAKE_NOW'],
        message: 'ALLOW_FAKE_NOW=on is refused when NODE_ENV=production',
      });
    }
    if (v.OIDC_CREATE_USERS && !v.OIDC_ORGANIZATION) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ORGANIZATION'],
        message:
          'OIDC_CREATE_USERS=true needs OIDC_ORGANIZATION (the organisation new accounts join)',
      });
    }
  });

/**
 * Reads `file` (default `.env` in the working directory) into `process.env` when it exists,
 * with Node's own parser (`process.loadEnvFile`); variables already set in the environment
 * win. Returns true when a file was read.
 */
export function readDotEnv(file = '.env'): boolean {
  if (!fs.existsSync(file)) return false;
  const before = { ...process.env };
  process.loadEnvFile(file);
  for (const [name, value] of Object.entries(before)) process.env[name] = value;
  return true;
}

/**
 * `DATABASE_URL` → `databaseUrl`: the configuration key of an environment variable (camel case
 * of its words), as a type.
 */
type ConfigKey<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}${Capitalize<ConfigKey<Tail>>}`
  : Lowercase<S>;

/** `{ DATA_DIR: v }` → `{ dataDir: v }`, key by key (`ConfigKey`). */
function byConfigKey<T extends Record<string, unknown>>(values: T) {
  const key = (name: string) =>
    name.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return Object.fromEntries(Object.entries(values).map(([name, v]) => [key(name), v])) as {
    [K in keyof T & string as ConfigKey<K>]: T[K];
  };
}

/**
 * The configuration: each variable under its `ConfigKey` (`PORT` → `port`), except those
 * read together: `APP_URL` (default `http://localhost:<PORT>`), `LOG_LEVEL` (default by
 * `NODE_ENV`), `FAKE_NOW` (null unless
 * `ALLOW_FAKE_NOW`) and the `OIDC_*` group (`oidc`, null unless complete).
 */
const configSchema = variables.transform(
  ({
    APP_URL,
    LOG_LEVEL,
    ALLOW_FAKE_NOW,
    FAKE_NOW,
    OIDC_ISSUER,
    OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET,
    OIDC_BUTTON_LABEL,
    OIDC_CREATE_USERS,
    OIDC_ORGANIZATION,
    ...each
  }) => ({
    ...byConfigKey(each),
    appUrl: APP_URL ?? `http://localhost:${each.PORT}`,
    logLevel: LOG_LEVEL ?? (each.NODE_ENV === 'test' ? 'warn' : 'info'),
    fakeNow: ALLOW_FAKE_NOW ? FAKE_NOW : null,
    oidc:
      OIDC_ISSUER && OIDC_CLIENT_ID && OIDC_CLIENT_SECRET && OIDC_ORGANIZATION
        ? {
            issuer: OIDC_ISSUER,
            clientId: OIDC_CLIENT_ID,
            clientSecret: OIDC_CLIENT_SECRET,
            buttonLabel: OIDC_BUTTON_LABEL,
            createUsers: OIDC_CREATE_USERS,
            organization: OIDC_ORGANIZATION,
          }
        : null,
  }),
);

/** The validated configuration (`loadConfig`), derived from the schema above. */
export type AppConfig = z.output<typeof configSchema>;

/**
 * Validates `env` (default `process.env`) into an `AppConfig`.
 * @throws ConfigError with one line per invalid variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
