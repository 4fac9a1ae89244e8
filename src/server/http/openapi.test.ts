/**
 * The OpenAPI document (GET /api/openapi.json) and the reference page (GET /api/docs), see
 * docs/api.md: the document is valid OpenAPI 3.1, lists every `/api` route of the app's route
 * inventory (not the documentation's own) with its tags, summary and security, and the page is
 * public and needs nothing the Content-Security-Policy forbids.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import packageJson from '../../../package.json' with { type: 'json' };
import { databaseKinds, useTestApp } from '../test/harness';

type Operation = {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  responses: Record<string, unknown>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
};

/** `/api/meetings/:id` as OpenAPI writes it: `/api/meetings/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe.each(databaseKinds())('OpenAPI document on %s', (kind) => {
  const t = useTestApp(kind);
  const fetchDocument = async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    return res.json() as Document;
  };

  it('is served without a session and validates as OpenAPI 3.1', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: packageJson.name, version: packageJson.version });
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('lists every /api route of the inventory, and nothing else', async () => {
    const document = await fetchDocument();
    const routes = t.app.routeInventory.filter((route) => !route.docs);
    const expected = routes.map((r) => `${r.method} ${openApiPath(r.url)}`).sort();
    const listed = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(listed).toEqual(expected);
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.url)]![route.method.toLowerCase()]!;
      const name = `${route.method} ${route.url}`;
      expect(operation.summary, name).toBeTruthy();
      expect(operation.tags?.length, name).toBeGreaterThan(0);
      expect(Object.keys(operation.responses), name).toEqual(
        // A browser-navigation route (single sign-on) succeeds with a redirect (303).
        expect.arrayContaining([expect.stringMatching(/^2\d\d$|^303$|^101$/), '4XX', '5XX']),
      );
      const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
      expect(pathParams.map((p) => p.name).sort(), name).toEqual(
        [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]).sort(),
      );
      // The session cookie is required exactly where the auth guard requires a session.
      expect(operation.security, name).toEqual(route.public ? [] : [{ session: [] }]);
    }
  });

  it('declares the single sign-on redirects (303 with a Location header)', async () => {
    const document = await fetchDocument();
    for (const path of ['/api/auth/oidc/start', '/api/auth/oidc/callback']) {
      const responses = document.paths[path]!.get!.responses as Record<
        string,
        { headers?: Record<string, { schema?: { type: string } }> }
      >;
      expect(responses['303']?.headers?.Location?.schema, path).toEqual({ type: 'string' });
      expect(
        Object.keys(responses).filter((s) => /^2\d\d$/.test(s)),
        path,
      ).toEqual([]);
    }
  });

  it('describes the session cookie as the security scheme', async () => {
    const document = await fetchDocument();
    expect(document.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'cadence_session',
    });
  });

  it('serves the reference page without a session, under the app’s CSP', async () => {
    const page = await t.request({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // The app's policy (no inline scripts) applies, not a weaker one.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // The page runs no inline script: every <script> has a same-origin src.
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/api\/docs\/static\/[^"]+"/);
      expect(content!.trim()).toBe('');
    }
    expect(page.body).not.toMatch(/\son[a-z]+=/i);
    for (const [, attributes] of scripts) {
      const src = /\bsrc="([^"]+)"/.exec(attributes!)![1]!;
      const asset = await t.request({ method: 'GET', url: src });
      expect(asset.statusCode, src).toBe(200);
    }
    // Swagger UI loads the document from beside the page.
    const json = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(await fetchDocument());
  });
});
