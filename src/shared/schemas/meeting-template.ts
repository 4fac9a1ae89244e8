/**
 * 1:1 templates (docs/decisions/0013-shared-1on1.md): GET|POST /api/meeting-templates,
 * PATCH|DELETE /api/meeting-templates/{id}. A template is a name and talking points.
 */
import { z } from 'zod';
import { idSchema } from './api';
import { talkingPointText } from './talking-point';

export const TEMPLATE_NAME_MESSAGE = 'Template name must be 1 to 100 characters';

const name = z
  .string({ message: TEMPLATE_NAME_MESSAGE })
  .trim()
  .min(1, TEMPLATE_NAME_MESSAGE)
  .max(100, TEMPLATE_NAME_MESSAGE);
const points = z
  .array(talkingPointText, { message: 'Talking points must be a list of texts' })
  .max(30, 'A template has at most 30 talking points');

/** A template as presented; `builtIn` ones ship with Cadence and cannot be changed. */
export const meetingTemplateSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    talkingPoints: z.array(z.string()),
    builtIn: z.boolean(),
    /** The manager who wrote it; null for built-in templates. */
    authorId: idSchema.nullable(),
  })
  .meta({ id: 'MeetingTemplate' });
export type MeetingTemplate = z.infer<typeof meetingTemplateSchema>;

export const createMeetingTemplateSchema = z.object({ name, talkingPoints: points.default([]) });
export type CreateMeetingTemplateInput = z.input<typeof createMeetingTemplateSchema>;

export const updateMeetingTemplateSchema = z.object({
  name: name.optional(),
  talkingPoints: points.optional(),
});
export type UpdateMeetingTemplateInput = z.input<typeof updateMeetingTemplateSchema>;
