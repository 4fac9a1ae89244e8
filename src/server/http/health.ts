/**
 * Liveness and readiness (docs/operations.md, "Observability"):
 * - `GET /api/health` → 200 `{ status: 'ok' }` while the process answers;
 * - `GET /api/ready` → 200 `{ status: 'ready' }` when the database answers and every committed
 *   migration is applied; 503 `{ status: 'unavailable', reason }` otherwise (and, through
 *   Fastify's closing behaviour, during shutdown).
 * Both are public.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healthOkSchema, healthUnavailableSchema } from '@/shared/schemas/api';
import type { Database } from '../db/client';
import { errorResponses, noQuery } from './route-schemas';

export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        querystring: noQuery,
        response: { 200: healthOkSchema, ...errorResponses },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  r.get(
    '/api/ready',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and is migrated',
        querystring: noQuery,
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: healthUnavailableSchema.extend({ reason: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (_request, reply) => {
      try {
        if (await database.migrationsApplied()) return { status: 'ready' as const };
        return reply.status(503).send({ status: 'unavailable', reason: 'migrations pending' });
      } catch {
        return reply.status(503).send({ status: 'unavailable', reason: 'database unreachable' });
      }
    },
  );
}
