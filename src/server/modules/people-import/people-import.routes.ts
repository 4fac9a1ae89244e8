/**
 * POST /api/team-members/import?dryRun=true|false (docs/decisions/0016-import-sso-data.md):
 * a Senior Manager's CSV of people (`text/csv`, at most `IMPORT_MAX_BYTES`, else 413).
 * dryRun (the default): 200 with each line's outcome. Apply: 200 with `applied: true`, or 422
 * with the same body when any line is an error (nothing written). A cell a spreadsheet would
 * run (a formula, or a leading TAB or CR) refuses the file with 400 naming its line and column,
 * preview or not (decision 16, red team 2). The text/csv parser exists
 * only inside this plugin, so no other route accepts CSV. Not in demo sandboxes (403).
 */
import { accountMailOf } from '../accounts/invitations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_MAX_BYTES,
  importQuerySchema,
  importResultSchema,
} from '@/shared/schemas/people-import';
import { isSeniorManager } from '@/shared/permissions';
import { actorOf } from '../../http/auth-guard';
import { forbidden } from '../../http/errors';
import { errorResponses } from '../../http/route-schemas';
import { importPeople } from './people-import.service';
import { auditSourceOf } from '../audit';

export function registerPeopleImportRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  void app.register(async (scoped) => {
    scoped.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scoped.withTypeProvider<ZodTypeProvider>().post(
      '/api/team-members/import',
      {
        bodyLimit: IMPORT_MAX_BYTES,
        preValidation: async (request) => {
          if (!isSeniorManager(actorOf(request).role)) {
            throw forbidden('Only Senior Managers can import people');
          }
          // A sandbox gives new people reserved addresses, so matching by e-mail cannot hold.
          if (actorOf(request).isDemo)
            throw forbidden('Importing people is not available in the demo');
        },
        schema: {
          tags: ['users'],
          summary: 'Import people from a CSV file (Senior Managers): preview, then apply',
          consumes: ['text/csv'],
          querystring: importQuerySchema,
          body: z.string().meta({
            description:
              'CSV with the header email,first name,last name,job title,department,role,manager email',
          }),
          response: { 200: importResultSchema, 422: importResultSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const result = await importPeople({
          db: ctx.db,
          actor: actorOf(request),
          text: request.body,
          dryRun: request.query.dryRun,
          now: ctx.now(),
          mail: accountMailOf(ctx.config),
          source: auditSourceOf(request),
        });
        // Account creation may queue mail (invitations); let the worker look at once.
        if (result.applied) ctx.wakeMailer();
        const refused = !request.query.dryRun && !result.applied;
        return reply.status(refused ? 422 : 200).send(result);
      },
    );
  });
}
