/**
 * Personal data (docs/decisions/0016-import-sso-data.md): `GET /api/me/export` (the caller's
 * data as a JSON attachment, one section per module from registry.ts) and
 * `POST /api/users/{id}/erase` (Senior Managers; 204).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataExportSchema } from '@/shared/schemas/privacy';
import { actorOf } from '../../http/auth-guard';
import { errorResponses, idParams, noBody, noQuery } from '../../http/route-schemas';
import { parseIdParam } from '../users/users.service';
import { eraseUser } from './erase.service';
import { auditSourceOf, recordAudit } from '../audit';

export function registerPrivacyRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['privacy'];

  r.get(
    '/api/me/export',
    {
      schema: {
        tags,
        summary: "Download the caller's own data as JSON (one section per module)",
        querystring: noQuery,
        response: { 200: dataExportSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = actorOf(request);
      const now = ctx.now();
      const sections = [];
      for (const section of app.privacy.exportSections) {
        sections.push({ name: section.name, data: await section.collect({ db: ctx.db, user }) });
      }
      await recordAudit(ctx.db, {
        organizationId: user.organizationId,
        at: now,
        actorId: user.id,
        action: 'privacy.exported',
        target: { type: 'user', id: user.id },
        source: auditSourceOf(request),
      });
      const day = now.toISOString().slice(0, 10);
      void reply.header(
        'Content-Disposition',
        `attachment; filename="cadence-data-${user.id}-${day}.json"`,
      );
      return { format: 'cadence-data-export/1' as const, exportedAt: now.toISOString(), sections };
    },
  );

  r.post(
    '/api/users/:id/erase',
    {
      schema: {
        tags,
        summary: 'Erase a person who has left (Senior Managers): name, e-mail, sessions',
        params: idParams,
        body: noBody,
        response: { 204: z.null().meta({ description: 'Erased' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      await eraseUser({
        db: ctx.db,
        actor: actorOf(request),
        userId: parseIdParam(request.params.id),
        now: ctx.now(),
        steps: app.privacy.eraseSteps,
        source: auditSourceOf(request),
      });
      return reply.status(204).send(null);
    },
  );
}
