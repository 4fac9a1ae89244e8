/**
 * What every route and service can reach: configuration, the database, the clock and the
 * outside-world adapters. Built once in `buildApp`; tests pass their own clock and verifier.
 */
import type { FastifySchema } from 'fastify';
import type { AppConfig } from './env';
import type { Database, Db } from './db/client';
import type { UserRow } from './db/schema';
import type { AppMetrics } from './http/metrics';
import type { SessionCache } from './modules/auth/session-cache';
import type { LiveChangedPart } from '@/shared/domain/rich-text-schema';

/** Verifies a captcha token with the provider; true when the provider accepts it. */
export type CaptchaVerifier = (token: string, remoteIp: string) => Promise<boolean>;

export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  /** Current instant; injectable so tests can move time (sessions, expiry). */
  now: () => Date;
  verifyCaptcha: CaptchaVerifier;
  /** Asks the mail worker to look at the outbox now (after a commit that queued mail). */
  wakeMailer: () => void;
  /** Prometheus metrics of this app (`GET /metrics`). */
  metrics: AppMetrics;
  /** Resolved sessions of this instance, emptied on every auth change (session-cache.ts). */
  sessionCache: SessionCache;
  /** The live 1:1's documents and events of this instance (modules/live/live-hub.ts). */
  live: LiveEvents;
}

/** What the rest of the app tells the live 1:1 (docs/live.md). */
export interface LiveEvents {
  /** Sends `changed` to the 1:1's open pages on every instance (after the write commits). */
  changed(meetingId: number, what: LiveChangedPart[]): void;
  /** Applies an update a PATCH stored (live-store `replaceFields`) to the open copies. */
  applyStored(meetingId: number, update: Uint8Array): void;
}

/** The signed-in user of a request: the user row (never sent as it is; see presenters). */
export type Actor = UserRow;

/** One API route as registered: what the security tests sweep (promises 1, 5). */
export interface RouteInfo {
  method: string;
  /** Fastify path pattern, e.g. `/api/meetings/:id`. */
  url: string;
  public: boolean;
  allowDuringPasswordChange: boolean;
  allowDuringTwoFactorSetup: boolean;
  /**
   * The route's declared schema (zod: params, querystring, body, response; tags, summary),
   * recorded by `installOpenApi`; `route-declarations.test.ts` checks it is complete.
   */
  schema?: FastifySchema;
  /** One of the API documentation's own routes (`/api/openapi.json`, `/api/docs…`). */
  docs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every `/api` route with its access flags, in registration order. */
    routeInventory: RouteInfo[];
  }
  interface FastifyRequest {
    /** Set by the auth guard for signed-in requests; null otherwise. */
    actor: Actor | null;
    /** SHA-256 id of the session row of this request, when signed in. */
    sessionId: string | null;
    /** The actor's organisation requires two-factor sign-in and they have not set it up. */
    twoFactorSetupRequired: boolean;
  }
  interface FastifyContextConfig {
    /** Route answers without a session. */
    public?: boolean;
    /** Route stays open while the user must change their password. */
    allowDuringPasswordChange?: boolean;
    /** Route stays open while the user must set up two-factor sign-in. */
    allowDuringTwoFactorSetup?: boolean;
    /**
     * Route exempt from the CSRF check: only the one-click unsubscribe (RFC 8058), which mail
     * providers POST from their own servers and whose token is the whole authority.
     */
    csrfExempt?: boolean;
  }
}
