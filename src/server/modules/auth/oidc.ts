/**
 * Single sign-on with OpenID Connect (docs/decisions/0016-import-sso-data.md), with
 * `openid-client` v6: authorization code flow with PKCE (S256), `state` and `nonce` kept in a
 * short-lived AES-256-GCM encrypted, HttpOnly cookie scoped to `/api/auth/oidc`, the ID token
 * checked by openid-client (issuer, audience, signature, nonce, expiry; the RFC 9207 `iss`
 * parameter when the provider sends it). The person is the active account of the configured
 * organisation (`OIDC_ORGANIZATION`, required with SSO) whose e-mail equals the provider's
 * `email` claim, which must come with `email_verified: true`; an account of any other
 * organisation is "no account" (promise 6; ASVS 5.0 8.4.1). The issuer is
 * reached over https with Node's trust store; `allowInsecureIssuerForTests` (tests only) lets
 * the in-process test provider on http://127.0.0.1 be used.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as client from 'openid-client';
import { trimControl } from '@/shared/schemas/person-text';
import type { AppContext } from '../../context';
import { organizations, users, type OrganizationRow, type UserRow } from '../../db/schema';
import { plainNameIssue } from '@/shared/schemas/plain-name';
import { decryptText, encryptionKey, encryptText } from '../../http/secrets';
import { AppError } from '../../http/errors';
import { createTeamMember } from '../users/team-members.service';
import { secureCookies } from './sign-in';

/** The flow cookie: lives 10 minutes, sent only to the callback's path. */
export const OIDC_COOKIE = 'cadence_oidc';
const OIDC_COOKIE_PATH = '/api/auth/oidc';
const FLOW_MS = 10 * 60 * 1000;

/** Why a sign-in was refused; the sign-in page shows one message per reason (`/login?sso=…`). */
export type SsoFailure = 'failed' | 'unverified' | 'no-account' | 'unavailable';

export class SsoRefused extends Error {
  constructor(
    readonly reason: SsoFailure,
    detail: string,
  ) {
    super(detail);
  }
}

interface FlowState {
  state: string;
  nonce: string;
  verifier: string;
  /** Expiry, ms since the epoch. */
  exp: number;
}

interface OidcState {
  discovery: Promise<client.Configuration> | null;
  insecure: boolean;
}
const perApp = new WeakMap<FastifyInstance, OidcState>();
const stateOf = (app: FastifyInstance): OidcState => {
  let s = perApp.get(app);
  if (!s) perApp.set(app, (s = { discovery: null, insecure: false }));
  return s;
};

/**
 * Tests only: lets `app` reach an http issuer (the in-process provider on 127.0.0.1) through
 * openid-client's explicit `allowInsecureRequests`. Nothing in the configuration can turn it on.
 */
export function allowInsecureIssuerForTests(app: FastifyInstance): void {
  stateOf(app).insecure = true;
}

/** The redirect URI registered at the provider: `<APP_URL>/api/auth/oidc/callback`. */
export const redirectUriOf = (ctx: AppContext) => `${ctx.config.appUrl}/api/auth/oidc/callback`;

/** The provider's configuration (discovery), fetched once per app; retried after a failure. */
async function configurationOf(app: FastifyInstance): Promise<client.Configuration> {
  const oidc = app.ctx.config.oidc;
  if (!oidc) throw new SsoRefused('unavailable', 'SSO is not configured');
  const s = stateOf(app);
  s.discovery ??= client
    .discovery(
      new URL(oidc.issuer),
      oidc.clientId,
      undefined,
      client.ClientSecretPost(oidc.clientSecret),
      s.insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    )
    .catch((err: unknown) => {
      s.discovery = null;
      throw new SsoRefused('unavailable', `discovery failed: ${String(err)}`);
    });
  return s.discovery;
}

/**
 * GET /api/auth/oidc/start: sets the flow cookie and answers the provider's authorization URL.
 * @throws SsoRefused('unavailable') when SSO is off or the provider cannot be reached.
 */
export async function startSignIn(app: FastifyInstance, reply: FastifyReply): Promise<string> {
  const config = await configurationOf(app);
  const ctx = app.ctx;
  const flow: FlowState = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier: client.randomPKCECodeVerifier(),
    exp: ctx.now().getTime() + FLOW_MS,
  };
  const sealed = encryptText(encryptionKey(ctx.config, 'oidc-flow'), JSON.stringify(flow));
  void reply.setCookie(OIDC_COOKIE, sealed, {
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET navigation from its site.
    sameSite: 'lax',
    secure: secureCookies(ctx),
    path: OIDC_COOKIE_PATH,
    maxAge: FLOW_MS / 1000,
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUriOf(ctx),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  return url.href;
}

function readFlow(ctx: AppContext, sealed: string | undefined): FlowState {
  if (!sealed) throw new SsoRefused('failed', 'no flow cookie');
  try {
    const flow = JSON.parse(
      decryptText(encryptionKey(ctx.config, 'oidc-flow'), sealed),
    ) as FlowState;
    if (typeof flow.exp !== 'number' || flow.exp < ctx.now().getTime()) throw new Error('expired');
    return flow;
  } catch (err) {
    throw new SsoRefused('failed', `flow cookie refused: ${String(err)}`);
  }
}

/** Clears the flow cookie (each flow is used once, whatever its outcome). */
export function clearFlowCookie(ctx: AppContext, reply: FastifyReply): void {
  void reply.clearCookie(OIDC_COOKIE, {
    path: OIDC_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(ctx),
  });
}

/**
 * GET /api/auth/oidc/callback: checks the provider's answer against the flow cookie, redeems
 * the code, and finds (or, with `OIDC_CREATE_USERS`, creates) the account.
 * @param search the callback's query string as received (`?code=…&state=…`).
 * @returns the active user to sign in.
 * @throws SsoRefused: `failed` (bad or missing state, replayed or foreign code, wrong issuer,
 *   provider error), `unverified` (no e-mail or `email_verified` not true), `no-account`.
 */
export async function finishSignIn(
  app: FastifyInstance,
  search: string,
  sealedFlow: string | undefined,
): Promise<UserRow> {
  const ctx = app.ctx;
  const config = await configurationOf(app);
  const flow = readFlow(ctx, sealedFlow);
  const currentUrl = new URL(`${redirectUriOf(ctx)}${search}`);
  let claims: Record<string, unknown>;
  try {
    const tokens = await client.authorizationCodeGrant(
      config,
      currentUrl,
      {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      },
      { redirect_uri: redirectUriOf(ctx) },
    );
    const idClaims = tokens.claims()!;
    claims = { ...idClaims };
    if (claims.email === undefined || claims.email_verified === undefined) {
      // Providers that keep the ID token small give the e-mail from the UserInfo endpoint.
      const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      claims = { ...info, ...claims, email: info.email, email_verified: info.email_verified };
    }
  } catch (err) {
    throw new SsoRefused('failed', `authorization response refused: ${String(err)}`);
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email || claims.email_verified !== true) {
    throw new SsoRefused('unverified', 'the provider did not give a verified e-mail');
  }
  const oidc = ctx.config.oidc!;
  const org = await ssoOrganization(ctx, oidc.organization);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email}`,
        eq(users.isActive, true),
        eq(users.isDemo, false),
        eq(users.organizationId, org?.id ?? 0),
      ),
    )
    .limit(1);
  if (user) {
    if (!user.mustChangePassword) return user;
    // A person still on a temporary password (added by a manager or an import) who proves their
    // e-mail through SSO is not asked to choose a password; the temporary one stops working.
    const now = ctx.now();
    const [row] = await ctx.db
      .update(users)
      .set({ mustChangePassword: false, temporaryPasswordExpiresAt: now, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    return row!;
  }
  if (!oidc.createUsers || !org) {
    throw new SsoRefused(
      'no-account',
      org
        ? 'no active account of OIDC_ORGANIZATION with this e-mail'
        : `OIDC_ORGANIZATION "${oidc.organization}" does not exist`,
    );
  }
  return createSsoUser(ctx, org, email, claims);
}

/**
 * The organisation SSO serves: the first (lowest id) non-demo organisation named `name`
 * (`OIDC_ORGANIZATION`); undefined when there is none yet.
 */
async function ssoOrganization(
  ctx: AppContext,
  name: string,
): Promise<OrganizationRow | undefined> {
  const [org] = await ctx.db
    .select()
    .from(organizations)
    .where(and(eq(organizations.name, name), eq(organizations.isDemo, false)))
    .orderBy(asc(organizations.id))
    .limit(1);
  return org;
}

/**
 * `OIDC_CREATE_USERS`: a Team Member without manager in `org` (`OIDC_ORGANIZATION`), created by
 * `createTeamMember` on behalf of that organisation's first Senior Manager; the temporary
 * password it returns is dropped and expires now (the person signs in through SSO). The names
 * come from the `given_name` / `family_name` claims when they are plain names (promise 3,
 * `plainNameIssue`), else the e-mail's local part and "-".
 */
async function createSsoUser(
  ctx: AppContext,
  org: OrganizationRow,
  email: string,
  claims: Record<string, unknown>,
): Promise<UserRow> {
  const [creator] = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.organizationId, org.id),
        eq(users.role, 'Senior Manager'),
        eq(users.isActive, true),
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  if (!creator) {
    throw new SsoRefused('no-account', `OIDC_ORGANIZATION "${org.name}" has no Senior Manager`);
  }
  // Trimmed of whitespace and control characters, as every write of a name (person-text.ts);
  // a name that is not a plain name (promise 3) is replaced by the fallback.
  const name = (v: unknown, fallback: string) => {
    const given = typeof v === 'string' ? trimControl(v).slice(0, 100) : '';
    return given && !plainNameIssue(given, 'Names') ? given : fallback;
  };
  const now = ctx.now();
  try {
    const { user } = await createTeamMember({
      db: ctx.db,
      actor: creator,
      input: {
        email,
        firstName: name(claims.given_name, email.split('@')[0]!.slice(0, 100)),
        lastName: name(claims.family_name, '-'),
        jobTitle: null,
        department: null,
        company: null,
        role: 'Team Member',
        managerId: null,
      },
      now,
      // They sign in through their identity provider: no invitation to choose a password.
      mail: { enabled: false, appUrl: ctx.config.appUrl },
    });
    const [row] = await ctx.db
      .update(users)
      .set({ mustChangePassword: false, temporaryPasswordExpiresAt: now, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    return row!;
  } catch (err) {
    if (err instanceof AppError) throw new SsoRefused('no-account', err.message);
    throw err;
  }
}
