/**
 * `/scim/v2`: SCIM 2.0 provisioning (RFC 7643, RFC 7644) for Okta and Microsoft Entra ID
 * (decision 36; docs/api.md "SCIM provisioning").
 *
 * | route                                   | answer                                            |
 * |-----------------------------------------|---------------------------------------------------|
 * | GET  /ServiceProviderConfig             | what is supported (PATCH, filters, no bulk/sort)  |
 * | GET  /ResourceTypes[/{id}], /Schemas[/{id}] | the User resource and its schemas             |
 * | GET  /Users?filter=&startIndex=&count=  | ListResponse, id order; deactivated people too    |
 * | GET  /Users/{id}                        | the User                                          |
 * | POST /Users                             | 201, a new Team Member (invitation or SSO)        |
 * | PUT  /Users/{id}, PATCH /Users/{id}     | 200, the User after the change                    |
 * | DELETE /Users/{id}                      | 204, the person deactivated                       |
 *
 * Bearer-only: `Authorization: Bearer <token>` of the organisation (`scim-tokens.ts`); cookies
 * are never read, so a browser's session authenticates nothing here, and the routes are outside
 * the CSRF check (`csrfExempt`: no ambient credential to forge) and the `/api` auth guard. A wrong
 * token answers 401, and 10 of them from one client address in 15 minutes 429 (the shared
 * throttle, `scimToken`). Bodies are `application/scim+json` (or `application/json`), 1 MiB at
 * most (413); answers are `application/scim+json`; every error has RFC 7644 3.12's shape.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { throttleOf } from '../auth/throttle';
import { authenticateScimToken, type ScimClient } from './scim-tokens';
import {
  declareScim,
  MAX_RESULTS,
  normaliseOperation,
  normaliseUserBody,
  parseFilter,
  SCIM_CONTENT_TYPE,
  SCIMMY,
  scimError,
  scimErrorBody,
  singleEquality,
  type PatchOperation,
} from './scim-protocol';
import {
  changedValues,
  changeUser,
  findScimUser,
  listScimUsers,
  provisionUser,
  scimUserOf,
  SQL_LOOKUPS,
  valuesOf,
} from './scim-users';

export const SCIM_PREFIX = '/scim/v2';
const BODY_LIMIT = 1024 * 1024;
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

declare module 'fastify' {
  interface FastifyRequest {
    /** The organisation of a `/scim/v2` request's bearer token (scim.routes.ts). */
    scimClient: ScimClient | null;
  }
}

type Parsed = InstanceType<typeof SCIMMY.Schemas.User> & Record<string, unknown>;

function clientOf(request: FastifyRequest): ScimClient {
  if (!request.scimClient) throw scimError(401, null, 'Bearer token required');
  return request.scimClient;
}

/** Sends `body` as `application/scim+json`, with `meta.location`s made absolute on `APP_URL`. */
function sendScim(reply: FastifyReply, appUrl: string, status: number, body: unknown) {
  const base = appUrl.replace(/\/+$/, '');
  const text = JSON.stringify(body, (key, value: unknown) =>
    key === 'location' && typeof value === 'string' && value.startsWith('/') ? base + value : value,
  );
  return reply.code(status).type(SCIM_CONTENT_TYPE).header('Cache-Control', 'no-store').send(text);
}

const userOut = (user: Record<string, unknown>, attributes?: unknown) =>
  new SCIMMY.Schemas.User(
    user,
    'out',
    `${SCIM_PREFIX}/Users`,
    attributes as InstanceType<typeof SCIMMY.Types.Filter> | undefined,
  );

/** A non-negative integer query parameter, or `fallback`; anything else is 400 invalidValue. */
function intParam(raw: unknown, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const text = String(raw);
  if (!/^-?\d{1,9}$/.test(text)) throw scimError(400, 'invalidValue', `${name} must be an integer`);
  return Number(text);
}

/** A path-less operation's value object as one operation per attribute, so unknown ones can be skipped. */
function splitOperation(operation: PatchOperation): PatchOperation[] {
  const { op, path, value } = operation;
  if (path || !value || typeof value !== 'object' || Array.isArray(value)) return [operation];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) =>
    key.toLowerCase().startsWith('urn:') &&
    !key.includes(':User:') &&
    v &&
    typeof v === 'object' &&
    !Array.isArray(v)
      ? Object.entries(v as Record<string, unknown>).map(([sub, sv]) => ({
          op,
          path: `${key}:${sub}`,
          value: sv,
        }))
      : [{ op, path: key, value: v }],
  );
}

/**
 * Applies a PatchOp message (RFC 7644 3.5.2) to `before` with scimmy's PatchOp, one operation
 * at a time: an operation on an attribute Cadence does not keep (scimmy's `invalidPath` or
 * `noTarget`) is skipped, as unknown attributes are ignored everywhere.
 * @throws SCIM 400 `invalidSyntax` for a message that is not a PatchOp, `invalidValue` for a
 *   value of the wrong type.
 */
async function applyPatch(before: Record<string, unknown>, message: unknown): Promise<Parsed> {
  const body = message as { schemas?: unknown; Operations?: unknown };
  if (!body || typeof body !== 'object' || !Array.isArray(body.Operations)) {
    throw scimError(400, 'invalidSyntax', 'A PatchOp message with Operations is required');
  }
  const operations = (body.Operations as PatchOperation[])
    .map((o) => {
      if (!o || typeof o !== 'object' || typeof o.op !== 'string') {
        throw scimError(400, 'invalidSyntax', 'Each operation needs an "op"');
      }
      return normaliseOperation(o);
    })
    .flatMap(splitOperation);
  // The message as a whole is checked by scimmy (schemas, operations).
  new SCIMMY.Messages.PatchOp({
    schemas: [PATCH_OP],
    Operations: operations as SCIMMY.Messages.PatchOp.PatchOpOperation[],
  });
  if (!Array.isArray(body.schemas) || !body.schemas.includes(PATCH_OP)) {
    throw scimError(400, 'invalidSyntax', `PatchOp messages must name the schema ${PATCH_OP}`);
  }
  let current = new SCIMMY.Schemas.User(before, 'out') as Parsed;
  for (const operation of operations) {
    try {
      const next = await new SCIMMY.Messages.PatchOp({
        schemas: [PATCH_OP],
        Operations: [operation as SCIMMY.Messages.PatchOp.PatchOpOperation],
      }).apply(current);
      if (next) current = next as Parsed;
    } catch (error) {
      const type = error instanceof SCIMMY.Types.Error ? error.scimType : null;
      if (type === 'invalidPath' || type === 'noTarget') continue;
      throw error;
    }
  }
  return current;
}

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const { ctx } = app;
  request.scimClient = null;
  const throttle = throttleOf(ctx);
  const keys = [{ limiter: 'scimToken' as const, key: request.ip }];
  const blockedMs = await throttle.blockedFor(keys);
  if (blockedMs > 0) throw throttled(blockedMs);
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const client = match ? await authenticateScimToken(ctx.db, match[1]!, ctx.now()) : null;
  if (!client) {
    await throttle.consume(keys);
    throw scimError(401, null, 'A valid bearer token is required');
  }
  request.scimClient = client;
}

function throttled(ms: number): AppError {
  return new AppError(429, 'RATE_LIMITED', 'Too many wrong tokens; try again later', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))),
  });
}

/** Registers `/scim/v2` (in its own plugin: parser, auth hook and error shape stay here). */
export async function registerScimRoutes(app: FastifyInstance): Promise<void> {
  declareScim();
  const { ctx } = app;
  const appUrl = ctx.config.appUrl;
  await app.register(
    async (scim) => {
      scim.decorateRequest('scimClient', null);
      const json = scim.getDefaultJsonParser('error', 'error');
      scim.addContentTypeParser('application/scim+json', { parseAs: 'string' }, json);
      scim.setErrorHandler((error, request, reply) => {
        const { status, body } = scimErrorBody(error);
        if (status >= 500) request.log.error({ err: error }, 'SCIM request failed');
        if (error instanceof AppError && error.headers) void reply.headers(error.headers);
        if (status === 401) void reply.header('WWW-Authenticate', 'Bearer realm="scim"');
        return sendScim(reply, appUrl, status, body);
      });
      scim.addHook('onRequest', async (request) => authenticate(app, request));
      const config = { csrfExempt: true };
      const opts = { config, bodyLimit: BODY_LIMIT };

      scim.get('/ServiceProviderConfig', opts, async (_request, reply) =>
        sendScim(reply, appUrl, 200, await new SCIMMY.Resources.ServiceProviderConfig().read()),
      );
      scim.get('/ResourceTypes', opts, async (_request, reply) =>
        sendScim(reply, appUrl, 200, await new SCIMMY.Resources.ResourceType().read()),
      );
      scim.get<{ Params: { id: string } }>('/ResourceTypes/:id', opts, async (request, reply) =>
        sendScim(
          reply,
          appUrl,
          200,
          await new SCIMMY.Resources.ResourceType(request.params.id).read(),
        ),
      );
      scim.get('/Schemas', opts, async (_request, reply) =>
        sendScim(reply, appUrl, 200, await new SCIMMY.Resources.Schema().read()),
      );
      scim.get<{ Params: { id: string } }>('/Schemas/:id', opts, async (request, reply) =>
        sendScim(reply, appUrl, 200, await new SCIMMY.Resources.Schema(request.params.id).read()),
      );

      scim.get<{ Querystring: Record<string, string | undefined> }>(
        '/Users',
        opts,
        async (request, reply) => {
          const client = clientOf(request);
          const q = request.query;
          const startIndex = Math.max(1, intParam(q.startIndex, 'startIndex', 1));
          const countParam = Math.min(MAX_RESULTS, Math.max(0, intParam(q.count, 'count', 100)));
          const shape = new SCIMMY.Resources.User(undefined, {
            ...(q.attributes !== undefined ? { attributes: q.attributes } : {}),
            ...(q.excludedAttributes !== undefined
              ? { excludedAttributes: q.excludedAttributes }
              : {}),
          });
          const filter = q.filter !== undefined ? parseFilter(q.filter) : null;
          const lookup = filter ? singleEquality(filter) : null;
          const bySql = lookup && SQL_LOOKUPS.has(lookup.attribute) ? lookup : null;
          let page: InstanceType<typeof SCIMMY.Schemas.User>[];
          let total: number;
          if (!filter || bySql) {
            const found = await listScimUsers(ctx.db, client, bySql, {
              offset: startIndex - 1,
              limit: countParam,
            });
            page = found.rows.map((row) => userOut(scimUserOf(row), shape.attributes));
            total = found.total;
          } else {
            const { rows } = await listScimUsers(ctx.db, client, null, null);
            const matched = filter.match(rows.map((row) => userOut(scimUserOf(row))));
            total = matched.length;
            page = matched
              .slice(startIndex - 1, startIndex - 1 + countParam)
              .map((u) => userOut({ ...u }, shape.attributes));
          }
          const list = new SCIMMY.Messages.ListResponse(page, {
            startIndex: 1,
            count: countParam,
            totalResults: total,
          });
          // Built from the page itself (startIndex 1), then told where the page starts.
          list.startIndex = startIndex;
          return sendScim(reply, appUrl, 200, list);
        },
      );

      scim.get<{ Params: { id: string } }>('/Users/:id', opts, async (request, reply) => {
        const row = await findScimUser(ctx.db, clientOf(request), request.params.id);
        return sendScim(reply, appUrl, 200, userOut(scimUserOf(row)));
      });

      scim.post('/Users', opts, async (request, reply) => {
        const parsed = new SCIMMY.Schemas.User(normaliseUserBody(request.body), 'in') as Parsed;
        const row = await provisionUser(ctx, clientOf(request), valuesOf(parsed));
        return sendScim(reply, appUrl, 201, userOut(scimUserOf(row)));
      });

      scim.put<{ Params: { id: string } }>('/Users/:id', opts, async (request, reply) => {
        const client = clientOf(request);
        const target = await findScimUser(ctx.db, client, request.params.id);
        const parsed = new SCIMMY.Schemas.User(normaliseUserBody(request.body), 'in') as Parsed;
        const row = await changeUser(ctx, client, target, valuesOf(parsed));
        return sendScim(reply, appUrl, 200, userOut(scimUserOf(row)));
      });

      scim.patch<{ Params: { id: string } }>('/Users/:id', opts, async (request, reply) => {
        const client = clientOf(request);
        const target = await findScimUser(ctx.db, client, request.params.id);
        const before = scimUserOf(target);
        const after = await applyPatch(before, request.body);
        const changes = changedValues(before, after);
        const row = Object.keys(changes).length
          ? await changeUser(ctx, client, target, changes)
          : target;
        return sendScim(reply, appUrl, 200, userOut(scimUserOf(row)));
      });

      scim.delete<{ Params: { id: string } }>('/Users/:id', opts, async (request, reply) => {
        const client = clientOf(request);
        const target = await findScimUser(ctx.db, client, request.params.id);
        await changeUser(ctx, client, target, { active: false });
        return reply.code(204).header('Cache-Control', 'no-store').send();
      });

      scim.all('/*', opts, async () => {
        throw scimError(404, null, 'No such SCIM endpoint');
      });
    },
    { prefix: SCIM_PREFIX },
  );
}
