/**
 * 1:1 templates (docs/decisions/0013-shared-1on1.md): GET|POST /api/meeting-templates and
 * PATCH|DELETE /api/meeting-templates/{id}. Everyone in an organisation reads its templates and
 * the built-in ones; managing roles create them; a template is edited or deleted by its author
 * or a Senior Manager of its organisation; built-in ones by nobody (403). Another
 * organisation's template answers 404.
 */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { canManagePeople, isSeniorManager } from '@/shared/permissions';
import { TEMPLATE_NAME_MESSAGE } from '@/shared/schemas/meeting-template';
import { TALKING_POINT_TEXT_MESSAGE } from '@/shared/schemas/talking-point';
import type {
  MeetingTemplate,
  createMeetingTemplateSchema,
  updateMeetingTemplateSchema,
} from '@/shared/schemas/meeting-template';
import type { z } from 'zod';
import type { AppContext, Actor } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { meetings, meetingTemplates, type MeetingTemplateRow } from '../../db/schema';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { appendPoints, cleanPointText } from '../talking-points/talking-points.service';
import { sanitizePlainText } from '../meetings/sanitize-notes';
import { recordAudit, SYSTEM_SOURCE, type AuditSource } from '../audit';

export const TEMPLATE_NOT_FOUND = 'Template not found';

/** The fields that leave the server. */
export function presentTemplate(row: MeetingTemplateRow): MeetingTemplate {
  return {
    id: row.id,
    name: row.name,
    talkingPoints: row.talkingPoints,
    builtIn: row.builtInKey !== null,
    authorId: row.authorId,
  };
}

/** SQL: templates organisation `organizationId` may read (its own and the built-in ones). */
const readableBy = (organizationId: number) =>
  or(eq(meetingTemplates.organizationId, organizationId), isNull(meetingTemplates.organizationId));

async function findTemplate(db: DbOrTx, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(meetingTemplates)
    .where(and(eq(meetingTemplates.id, id), readableBy(organizationId)));
  return row ?? null;
}

/** GET: built-in templates first, then the organisation's, by name. */
export async function listTemplates(db: DbOrTx, actor: Actor): Promise<MeetingTemplate[]> {
  const rows = await db
    .select()
    .from(meetingTemplates)
    .where(readableBy(actor.organizationId))
    .orderBy(
      sql`${meetingTemplates.builtInKey} is null`,
      asc(meetingTemplates.name),
      asc(meetingTemplates.id),
    );
  return rows.map(presentTemplate);
}

/** POST. @throws 403 for a Team Member; 400 on name / talkingPoints. */
export async function createTemplate(input: {
  ctx: AppContext;
  actor: Actor;
  values: z.output<typeof createMeetingTemplateSchema>;
  source?: AuditSource;
}): Promise<MeetingTemplate> {
  const { ctx, actor, values } = input;
  if (!canManagePeople(actor.role)) throw forbidden('Only managers can create 1:1 templates');
  const now = ctx.now();
  const name = cleanName(values.name);
  const talkingPoints = cleanPoints(values.talkingPoints);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(meetingTemplates)
      .values({
        organizationId: actor.organizationId,
        authorId: actor.id,
        name,
        talkingPoints,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordTemplateEvent(tx, ctx, actor, 'template.created', created!.id, input.source);
    return created!;
  });
  return presentTemplate(row);
}

/** The audit event of a change to an organisation template (decision 37). */
function recordTemplateEvent(
  tx: DbOrTx,
  ctx: AppContext,
  actor: Actor,
  action: 'template.created' | 'template.changed' | 'template.deleted',
  id: number,
  source: AuditSource = SYSTEM_SOURCE,
) {
  return recordAudit(tx, {
    organizationId: actor.organizationId,
    at: ctx.now(),
    actorId: actor.id,
    action,
    target: { type: 'template', id },
    source,
  });
}

/** The name as plain text, tags removed. @throws 400 on `name` when nothing is left. */
function cleanName(name: string): string {
  const clean = sanitizePlainText(name);
  if (!clean) throw fieldError('name', TEMPLATE_NAME_MESSAGE);
  return clean;
}

function cleanPoints(points: string[]): string[] {
  return points.map((p, i) => {
    try {
      return cleanPointText(p);
    } catch {
      throw fieldError(`talkingPoints.${i}`, TALKING_POINT_TEXT_MESSAGE);
    }
  });
}

/** @throws 404 unreadable; 403 built-in, or neither its author nor a Senior Manager. */
async function writableTemplate(db: DbOrTx, actor: Actor, id: number) {
  const row = await findTemplate(db, actor.organizationId, id);
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  if (row.builtInKey !== null) throw forbidden('Built-in templates cannot be changed');
  if (row.authorId !== actor.id && !isSeniorManager(actor.role)) {
    throw forbidden('Only its author or a senior manager can change this template');
  }
  return row;
}

/** PATCH. @throws as `writableTemplate`; 400 on name / talkingPoints. */
export async function updateTemplate(input: {
  ctx: AppContext;
  actor: Actor;
  id: number;
  values: z.output<typeof updateMeetingTemplateSchema>;
  source?: AuditSource;
}): Promise<MeetingTemplate> {
  const { ctx, actor, values } = input;
  const row = await writableTemplate(ctx.db, actor, input.id);
  const set = {
    ...(values.name !== undefined ? { name: cleanName(values.name) } : {}),
    ...(values.talkingPoints !== undefined
      ? { talkingPoints: cleanPoints(values.talkingPoints) }
      : {}),
    updatedAt: ctx.now(),
  };
  const updated = await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(meetingTemplates)
      .set(set)
      .where(eq(meetingTemplates.id, row.id))
      .returning();
    await recordTemplateEvent(tx, ctx, actor, 'template.changed', row.id, input.source);
    return changed!;
  });
  return presentTemplate(updated);
}

/** DELETE. @throws as `writableTemplate`. */
export async function deleteTemplate(input: {
  ctx: AppContext;
  actor: Actor;
  id: number;
  source?: AuditSource;
}) {
  const row = await writableTemplate(input.ctx.db, input.actor, input.id);
  await input.ctx.db.transaction(async (tx) => {
    await tx.delete(meetingTemplates).where(eq(meetingTemplates.id, row.id));
    await recordTemplateEvent(tx, input.ctx, input.actor, 'template.deleted', row.id, input.source);
  });
}

/**
 * Checks that template `templateId` may be used by organisation `organizationId` (built-in or
 * its own), e.g. before storing it on a series (decision 13).
 * @throws 400 on `templateId` otherwise.
 */
export async function assertUsableTemplate(
  db: DbOrTx,
  organizationId: number,
  templateId: number,
): Promise<void> {
  if (!(await findTemplate(db, organizationId, templateId))) {
    throw fieldError('templateId', TEMPLATE_NOT_FOUND);
  }
}

/**
 * Adds the talking points of template `templateId` to 1:1 `meetingId`, authored by `authorId`
 * (the 1:1's manager), after its existing points. Used when scheduling a one-off 1:1 with a
 * template (a series' occurrences get theirs as they are materialised: series.materialise.ts
 * `insertSlots`). `now` (UTC instant, from
 * `ctx.now()`) stamps the points; the database's clock when left out.
 * @throws 400 on `templateId` when the template is neither built-in nor of the 1:1's
 *   organisation; 404 when the 1:1 does not exist.
 */
export async function addTemplatePoints(
  tx: Tx,
  meetingId: number,
  templateId: number,
  authorId: number,
  now?: Date,
): Promise<void> {
  const [meeting] = await tx
    .select({ organizationId: meetings.organizationId })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  if (!meeting) throw notFound('Meeting not found');
  const template = await findTemplate(tx, meeting.organizationId, templateId);
  if (!template) throw fieldError('templateId', TEMPLATE_NOT_FOUND);
  await appendPoints(tx, meetingId, authorId, template.talkingPoints, now);
}
