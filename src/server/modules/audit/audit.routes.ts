/**
 * `GET /api/audit` (a page of the organisation's audit events) and `GET /api/audit.csv` (every
 * matching event as CSV), Senior Managers only (403 otherwise); docs/decisions/0037-audit-trail.md.
 * No route writes or deletes an event.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditPageSchema, auditQuerySchema } from '@/shared/schemas/audit';
import { actorOf } from '../../http/auth-guard';
import { errorResponses } from '../../http/route-schemas';
import { assertMayReadAudit, auditCsv, listAuditEvents } from './audit.service';

const tags = ['audit'];

export function registerAuditRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/audit',
    {
      schema: {
        tags,
        summary: "The organisation's audit events, newest first, 50 a page (Senior Managers)",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      listAuditEvents({ db: ctx.db, actor: actorOf(request), query: request.query }),
  );

  r.get(
    '/api/audit.csv',
    {
      schema: {
        tags,
        summary: 'Every matching audit event as CSV, newest first (Senior Managers)',
        querystring: auditQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string().meta({
            description: 'CSV: id,at,actorId,actorName,action,targetType,targetId,ip,requestId',
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      assertMayReadAudit(actor);
      const day = ctx.now().toISOString().slice(0, 10);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="cadence-audit-${day}.csv"`)
          // A stream (Fastify sends it as it is, unserialized); the schema's 200 is its text.
          .send(auditCsv({ db: ctx.db, actor, query: request.query }) as unknown as string)
      );
    },
  );
}
