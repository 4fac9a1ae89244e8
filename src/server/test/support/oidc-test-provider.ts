/**
 * A real OpenID Provider (`oidc-provider`) on a random 127.0.0.1 port for the SSO tests, with
 * an interaction endpoint that signs in whichever account the test chose (no login form), and
 * a browser stand-in that follows the provider's redirects with its cookies until the
 * redirect back to Cadence.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next interaction signs in (by id; its claims from `accounts`). */
  signInAs(id: string, claims: TestAccount): void;
  /**
   * Follows `authorizationUrl` through the provider like a browser and returns the URL of the
   * redirect back to `redirectPrefix` (with `code`, `state`, `iss`).
   */
  authorize(authorizationUrl: string, redirectPrefix: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  let current = '';
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'cadence-test';
  const clientSecret = 'cadence-test-secret-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, ...accounts.get(id) }),
    }),
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['oidc-test-cookie-key'] },
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      void (async () => {
        const details = await provider.interactionDetails(req, res);
        const grant = new provider.Grant({
          accountId: current,
          clientId: String(details.params.client_id),
        });
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: current }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      })().catch((err: unknown) => {
        res.statusCode = 500;
        res.end(String(err));
      });
      return;
    }
    callback(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(id, claims) {
      current = id;
      accounts.set(id, claims);
    },
    async authorize(authorizationUrl, redirectPrefix) {
      const jar = new Map<string, string>();
      let url = authorizationUrl;
      for (let hop = 0; hop < 10; hop++) {
        const res = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const c of res.headers.getSetCookie()) {
          const [pair] = c.split(';');
          const at = pair!.indexOf('=');
          jar.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`provider answered ${res.status}: ${await res.text()}`);
        url = new URL(location, url).href;
        if (url.startsWith(redirectPrefix)) return new URL(url);
      }
      throw new Error('too many redirects');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
