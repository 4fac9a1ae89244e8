/**
 * The API's OpenAPI 3.1 document, generated from the route declarations (docs/api.md):
 * - `GET /api/openapi.json` the document; `GET /api/docs` a reference page (Swagger UI);
 *   both public, and left out of the document themselves;
 * - every other `/api` route, and the calendar feed `/calendar/{token}.ics`
 *   (`isDeclaredRoute`), is described from its zod `schema` (params, querystring, body,
 *   response, tags, summary) by fastify-type-provider-zod's `jsonSchemaTransform`;
 * - the session cookie is the security scheme of every route that is not public.
 * `installOpenApi(app)` must run before the `/api` routes are registered: @fastify/swagger and
 * the route inventory's schema record (`RouteInfo.schema`) both collect routes as they come.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import packageJson from '../../../package.json' with { type: 'json' };
import { sessionCookieName } from '../modules/auth/sessions';
import { isDeclaredRoute, noBody } from './route-schemas';

export const OPENAPI_JSON_URL = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** The documentation's own routes: public, and not part of the document they serve. */
export function isDocsRoute(url: string): boolean {
  return url === OPENAPI_JSON_URL || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
}

const TAGS = [
  { name: 'auth', description: 'Sign-in, sign-up, sessions, password, e-mail and two-factor' },
  { name: 'demo', description: 'Demo sandboxes' },
  { name: 'users', description: 'People and the reporting line' },
  { name: 'organizations', description: 'The organisation, its hierarchy and summary' },
  { name: 'meetings', description: '1:1 meetings' },
  { name: 'action-items', description: 'Action items of meetings' },
  { name: 'analytics', description: 'Progress and analytics pages' },
  { name: 'directory', description: 'Managers and team members directories' },
  { name: 'calendar', description: 'The personal calendar feed (iCalendar subscription)' },
  { name: 'health', description: 'Health checks' },
  { name: 'live', description: 'The live 1:1: its WebSocket (docs/live.md)' },
];

/** What every redirect declares: the `Location` header the browser follows (RFC 9110 10.2.2). */
const LOCATION_HEADER = {
  Location: { type: 'string', description: 'Where the browser goes next (a path or a URL)' },
};

/**
 * The transformed `response` with a description per status (else "Default Response"); a
 * redirect (3xx) also declares its `Location` header.
 */
function described(schema: FastifySchema): unknown {
  const response = schema.response as Record<string, Record<string, unknown>> | undefined;
  if (!response) return response;
  return Object.fromEntries(
    Object.entries(response).map(([status, json]) => {
      const text =
        status === '4xx'
          ? 'Refused: the error shape, `code` says why (400 VALIDATION_FAILED with `fieldErrors`, 401, 403, 404, 409, 413, 415, 429)'
          : status === '5xx'
            ? 'Server error: the error shape'
            : (STATUS_CODES[status] ?? status);
      const headers = /^3\d\d$/.test(status) ? { headers: LOCATION_HEADER } : {};
      return [status, { description: text, ...json, ...headers }];
    }),
  );
}

type OpenApiDocument = ReturnType<typeof jsonSchemaTransformObject>;

/** Removes component schemas nothing refers to (the zod registry's unused `…Input` twins). */
function dropUnusedComponents(document: OpenApiDocument): OpenApiDocument {
  const components = (document as { components?: { schemas?: Record<string, unknown> } })
    .components;
  const schemas = components?.schemas;
  if (!components || !schemas) return document;
  const ref = (name: string) => `"#/components/schemas/${name}"`;
  const outside = JSON.stringify({ ...document, components: { ...components, schemas: {} } });
  const used = new Set<string>();
  const pending = Object.keys(schemas).filter((name) => outside.includes(ref(name)));
  while (pending.length) {
    const name = pending.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    const inner = JSON.stringify(schemas[name]);
    pending.push(...Object.keys(schemas).filter((other) => inner.includes(ref(other))));
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } } as OpenApiDocument;
}

/**
 * Records in `app.routeInventory` the schema each declared route (`isDeclaredRoute`) declares and makes the documentation's routes public. Runs after the
 * inventory's own onRoute hook (registered first, in `buildApp`).
 */
function recordRouteSchemas(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isDeclaredRoute(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const docs = isDocsRoute(route.url);
    if (docs) route.config = { ...route.config, public: true };
    for (const method of methods) {
      const info = app.routeInventory.findLast((r) => r.method === method && r.url === route.url);
      if (!info) continue;
      info.schema = route.schema;
      if (docs) {
        info.public = true;
        info.docs = true;
      }
    }
  });
}

export async function installOpenApi(app: FastifyInstance): Promise<void> {
  recordRouteSchemas(app);
  const secure = app.ctx.config.appUrl.startsWith('https:');

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: packageJson.name,
        version: packageJson.version,
        description: packageJson.description,
      },
      tags: TAGS,
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(secure),
            description:
              'The session cookie that sign-in sets (HttpOnly). Requests that change something ' +
              'must also come from the same origin (Origin / Sec-Fetch-Site), as a browser sends them.',
          },
        },
      },
    },
    transform: (input) => {
      const { url, route } = input;
      if (!isDeclaredRoute(url) || isDocsRoute(url)) return { schema: { hide: true }, url };
      const schema = { ...input.schema } as FastifySchema;
      // A body the route ignores is not a request body.
      if (schema.body === noBody) delete schema.body;
      const out = jsonSchemaTransform({ ...input, schema });
      const security = route.config?.public ? [] : [{ session: [] }];
      return { ...out, schema: { ...out.schema, security, response: described(out.schema) } };
    },
    transformObject: (input) => dropUnusedComponents(jsonSchemaTransformObject(input)),
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { deepLinking: true, docExpansion: 'list' },
    theme: { title: `${packageJson.name} API` },
  });

  app.get(OPENAPI_JSON_URL, { config: { public: true }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
