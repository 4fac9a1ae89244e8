/**
 * The SCIM tokens of the caller's organisation (decision 36), Senior Managers only (others 403):
 *
 * | route                                    | answer                                  |
 * |------------------------------------------|-----------------------------------------|
 * | GET    /api/organization/scim-tokens     | `{ tokens: [{ id, createdAt, lastUsedAt, createdBy }] }` |
 * | POST   /api/organization/scim-tokens     | 201 `{ id, token }`, the token shown once |
 * | DELETE /api/organization/scim-tokens/{id}| 204; a foreign or unknown id 404        |
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdScimTokenSchema, scimTokenListSchema } from '@/shared/schemas/scim';
import { actorOf } from '../../http/auth-guard';
import { errorResponses, idParams, noBody, noQuery } from '../../http/route-schemas';
import { parseIdParam } from '../users/users.service';
import { createScimToken, listScimTokens, revokeScimToken } from './scim-tokens';
import { auditSourceOf } from '../audit';

const tags = ['organizations'];

export function registerScimTokenRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/organization/scim-tokens',
    {
      schema: {
        tags,
        summary: "The organisation's SCIM provisioning tokens, without their secret",
        querystring: noQuery,
        response: { 200: scimTokenListSchema, ...errorResponses },
      },
    },
    async (request) => ({ tokens: await listScimTokens({ db: ctx.db, actor: actorOf(request) }) }),
  );

  r.post(
    '/api/organization/scim-tokens',
    {
      schema: {
        tags,
        summary: 'Create a SCIM bearer token (shown once)',
        body: noBody,
        response: { 201: createdScimTokenSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await createScimToken({
        db: ctx.db,
        actor: actorOf(request),
        now: ctx.now(),
        source: auditSourceOf(request),
      });
      return reply.code(201).send(created);
    },
  );

  r.delete(
    '/api/organization/scim-tokens/:id',
    {
      schema: {
        tags,
        summary: 'Revoke a SCIM token: it stops working at once',
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await revokeScimToken({
        db: ctx.db,
        actor: actorOf(request),
        tokenId: parseIdParam(request.params.id),
        now: ctx.now(),
        source: auditSourceOf(request),
      });
      return reply.code(204).send(null);
    },
  );
}
