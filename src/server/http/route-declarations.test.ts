/**
 * Every `/api` route is declared one way (docs/api.md): zod schemas through the type provider,
 * `params` for every `:param` of its URL, `querystring` on every GET, `body` on every POST, PUT
 * and PATCH, a `response` with its success status and the error shape (`errorResponses`), and
 * `tags` and `summary` for the OpenAPI document. The documentation's own routes are exempt.
 * Fails naming each route and what it lacks.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '@/shared/schemas/api';
import type { RouteInfo } from '../context';
import { databaseKinds, useTestApp } from '../test/harness';

const WRITES = ['POST', 'PUT', 'PATCH'];
const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** What `route` lacks, one line each, naming the route; empty when it is fully declared. */
function declarationProblems(route: RouteInfo): string[] {
  const name = `${route.method} ${route.url}`;
  const schema = route.schema;
  if (!schema) return [`${name}: declares no schema`];
  const problems: string[] = [];
  const lacks = (what: string) => problems.push(`${name}: lacks ${what}`);

  if (!schema.tags?.length) lacks('tags');
  if (!schema.summary?.trim()) lacks('a summary');

  const urlParams = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!).sort();
  if (urlParams.length) {
    if (!(schema.params instanceof z.ZodObject)) lacks('a params schema (a zod object)');
    else {
      const declared = Object.keys(schema.params.shape).sort();
      if (declared.join() !== urlParams.join()) {
        problems.push(
          `${name}: params schema names ${declared.join(', ')} for ${urlParams.join(', ')}`,
        );
      }
    }
  } else if (schema.params) {
    problems.push(`${name}: declares params but its URL has none`);
  }

  if (route.method === 'GET' && !isZod(schema.querystring)) {
    lacks('a querystring schema (noQuery when it reads none)');
  }
  if (WRITES.includes(route.method) && !isZod(schema.body)) {
    lacks('a body schema (noBody when it reads none)');
  }
  if (schema.body && !WRITES.includes(route.method)) {
    problems.push(`${name}: declares a body on ${route.method}`);
  }

  const response = (schema.response ?? {}) as Record<string, unknown>;
  const statuses = Object.keys(response);
  // A browser-navigation route (single sign-on) succeeds with a redirect (303), the live
  // socket (GET /api/live) with 101 Switching Protocols.
  if (!statuses.some((status) => /^2\d\d$|^303$|^101$/.test(status)))
    lacks('a response schema for its success status');
  for (const status of statuses) {
    if (!isZod(response[status])) problems.push(`${name}: response ${status} is not a zod schema`);
  }
  for (const range of ['4xx', '5xx']) {
    if (response[range] !== apiErrorSchema)
      lacks(`the error shape for ${range} (...errorResponses)`);
  }
  for (const part of ['params', 'querystring', 'body', 'headers'] as const) {
    if (schema[part] !== undefined && !isZod(schema[part])) {
      problems.push(`${name}: ${part} is not a zod schema`);
    }
  }
  return problems;
}

describe('declarationProblems', () => {
  const base: RouteInfo = {
    method: 'GET',
    url: '/api/things/:id',
    public: false,
    allowDuringPasswordChange: false,
    allowDuringTwoFactorSetup: false,
  };

  it('names the route and each part it lacks', () => {
    expect(declarationProblems(base)).toEqual(['GET /api/things/:id: declares no schema']);
    expect(
      declarationProblems({
        ...base,
        method: 'PATCH',
        schema: { tags: ['things'], response: { 200: z.object({}) } },
      }),
    ).toEqual([
      'PATCH /api/things/:id: lacks a summary',
      'PATCH /api/things/:id: lacks a params schema (a zod object)',
      'PATCH /api/things/:id: lacks a body schema (noBody when it reads none)',
      'PATCH /api/things/:id: lacks the error shape for 4xx (...errorResponses)',
      'PATCH /api/things/:id: lacks the error shape for 5xx (...errorResponses)',
    ]);
  });

  it('wants params that match the URL, a querystring on GET and a success response', () => {
    expect(
      declarationProblems({
        ...base,
        schema: {
          tags: ['things'],
          summary: 'A thing',
          params: z.object({ thingId: z.string() }),
          response: { 404: apiErrorSchema, '4xx': apiErrorSchema, '5xx': apiErrorSchema },
        },
      }),
    ).toEqual([
      'GET /api/things/:id: params schema names thingId for id',
      'GET /api/things/:id: lacks a querystring schema (noQuery when it reads none)',
      'GET /api/things/:id: lacks a response schema for its success status',
    ]);
  });
});

describe.each(databaseKinds())('route declarations on %s', (kind) => {
  const t = useTestApp(kind);

  it('declares every /api route fully (params, querystring, body, response, tags, summary)', () => {
    const routes = t.app.routeInventory.filter((route) => !route.docs);
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.flatMap(declarationProblems)).toEqual([]);
  });

  it('records the documentation routes as docs routes, and only those', () => {
    const docs = t.app.routeInventory.filter((route) => route.docs).map((r) => r.url);
    expect(docs).toContain('/api/openapi.json');
    expect(docs).toContain('/api/docs');
    expect(docs.every((url) => url === '/api/openapi.json' || url.startsWith('/api/docs'))).toBe(
      true,
    );
  });
});
