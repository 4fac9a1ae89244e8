/**
 * Meetings: the presented shape and the create / update payloads (spec 2.7, 3, 5, 7).
 * Dates are local calendar dates `yyyy-MM-dd`, start times local `HH:mm` on the half hour,
 * durations in minutes, all in the meeting's `timezone` (IANA name).
 */
import { z } from 'zod';
import { CURSOR_INVALID, PAGE_SIZE } from './page';
import {
  MAX_DURATION_MINUTES,
  MEETING_STATUSES,
  MIN_DURATION_MINUTES,
  START_TIMES,
} from '../domain/constants';
import { parseSeriesRule } from '../domain/recurrence';
import { actionItemDetailSchema, actionItemStateSchema } from './action-item';
import { dueDateSchema } from './due-date';
import { idSchema, isoInstant, localDate, localTime } from './api';
import { plainName } from './plain-name';
import { timezoneSchema } from './timezone';

/**
 * What the caller may do with one 1:1, as the server's policy answers it (meetings.policy.ts
 * `meetingRights`; docs/decisions/0038-rights-from-the-server.md). Each flag is true exactly
 * when the matching call would be allowed: edit PATCH /api/meetings/{id}; editAsParticipant
 * PUT; cancel DELETE; reassign PATCH with another teamMemberId; complete PATCH status
 * completed; changeItems PATCH …/action-items/{index}; addTalkingPoints POST …/talking-points;
 * writeNotes the live socket's write right (docs/live.md "Rights"); rate PUT …/feedback.
 */
export const meetingRightsSchema = z
  .object({
    edit: z.boolean(),
    editAsParticipant: z.boolean(),
    cancel: z.boolean(),
    reassign: z.boolean(),
    complete: z.boolean(),
    changeItems: z.boolean(),
    addTalkingPoints: z.boolean(),
    writeNotes: z.boolean(),
    rate: z.boolean(),
  })
  .meta({ id: 'MeetingRights' });
export type MeetingRights = z.infer<typeof meetingRightsSchema>;

/** A meeting as the API presents it (spec 3 "meetings", action items in the spec's shape). */
export const meetingSchema = z
  .object({
    id: idSchema,
    organizationId: idSchema,
    teamMemberId: idSchema,
    managerId: idSchema,
    managerName: z.string().nullable(),
    teamMemberName: z.string().nullable(),
    title: z.string().nullable(),
    date: localDate,
    startTime: localTime,
    duration: z.number().int(),
    timezone: z.string(),
    isZoomMeeting: z.boolean(),
    zoomLink: z.string().nullable(),
    agenda: z.string().nullable(),
    notes: z.string().nullable(),
    status: z.enum(MEETING_STATUSES),
    /** Action item descriptions in order. */
    actionItems: z.array(z.string()),
    /** Status per action item, keyed by its index in `actionItems`. */
    actionItemsStatus: z.record(z.string(), actionItemStateSchema),
    /** Stable ids of the action items, parallel to `actionItems`. */
    actionItemIds: z.array(idSchema),
    /** Each item's owner and due date, parallel to `actionItems` (decisions 32 and 34). */
    actionItemDetails: z.array(actionItemDetailSchema),
    /** Rises by one at every change; send it back to detect concurrent edits (409). */
    version: z.number().int(),
    /** The series this meeting is an occurrence of; null for a one-off. */
    seriesId: idSchema.nullable(),
    /** The series' RRULE value (RFC 5545, without "RRULE:"); null for a one-off. */
    rrule: z.string().nullable(),
    createdAt: isoInstant,
    updatedAt: isoInstant,
    /** What the caller may do with it (decision 38). */
    can: meetingRightsSchema,
  })
  .meta({ id: 'Meeting' });
export type Meeting = z.infer<typeof meetingSchema>;

/** An open (pending or stuck) action item of an earlier 1:1 of the same pair. */
export const openActionItemSchema = z.object({
  meetingId: idSchema,
  meetingDate: localDate,
  /** Its index in that meeting (the path of PATCH /api/meetings/{id}/action-items/{index}). */
  index: z.number().int(),
  description: z.string(),
  status: z.enum(['pending', 'stuck']),
  stuckReason: z.string().nullable(),
  /** Who owes it (one of the pair) and their name; its due date or null (decision 32). */
  ownerId: idSchema,
  ownerName: z.string().nullable(),
  dueDate: localDate.nullable(),
});
export type OpenActionItem = z.infer<typeof openActionItemSchema>;

/** GET /api/meetings/{id}: the meeting and the pair's open action items of earlier 1:1s. */
export const meetingDetailSchema = meetingSchema
  .extend({ openActionItems: z.array(openActionItemSchema) })
  .meta({ id: 'MeetingDetail' });
export type MeetingDetail = z.infer<typeof meetingDetailSchema>;

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** `yyyy-MM-dd` that is a real calendar date. */
export const dateString = (requiredMessage = 'Date is required') =>
  z
    .string({ message: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .regex(DATE_PATTERN, 'Date must be in yyyy-MM-dd format')
    .refine((v) => {
      const [y, m, d] = v.split('-').map(Number) as [number, number, number];
      const dt = new Date(Date.UTC(y, m - 1, d));
      return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
    }, 'Date must be a real calendar date');

/** `HH:mm` from the fixed list of start times (every 30 minutes). */
export const startTimeString = (requiredMessage = 'Start time is required') =>
  z
    .string({ message: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((v) => START_TIMES.includes(v), 'Start time must be on the hour or half hour (HH:mm)');

export const ACTION_ITEM_MAX_MESSAGE = 'An action item must be at most 1000 characters';
export const UNKNOWN_ITEM_KEY_MESSAGE =
  'An action item is a text or an object of description, ownerId and dueDate';

/**
 * One action item as a meeting write gives it (decision 32): `description` (trimmed), and
 * optionally `ownerId` (one of the 1:1's two people, checked by the server) and `dueDate`
 * (`yyyy-MM-dd` in the owner's zone; null clears it). An absent field keeps what the item's line
 * had, or the default for a new line: the team member, no due date.
 */
export interface ActionItemEntry {
  description: string;
  ownerId?: number;
  dueDate?: string | null;
}

/** `{ description, ownerId?, dueDate? }`: no other key (400 with the entry's message). */
export const actionItemObjectSchema = z.strictObject(
  {
    description: z
      .string({ message: 'Description must be a text' })
      .max(1000, ACTION_ITEM_MAX_MESSAGE),
    ownerId: z
      .number({ message: 'Owner must be one of the two people of the 1:1' })
      .int('Owner must be one of the two people of the 1:1')
      .positive('Owner must be one of the two people of the 1:1')
      .optional(),
    dueDate: dueDateSchema().nullish(),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? UNKNOWN_ITEM_KEY_MESSAGE : undefined),
  },
);

/**
 * Action items arrive as an array of entries, each a line (a string, as spec 7 has it) or an
 * object `{ description, ownerId?, dueDate? }` (decision 32), or as one text with a line per
 * item. Descriptions are trimmed; blank ones drop. The output is always `ActionItemEntry[]`.
 */
export const actionItemLines = z
  .union([
    z.array(z.union([z.string().max(1000, ACTION_ITEM_MAX_MESSAGE), actionItemObjectSchema])),
    z.string(),
  ])
  .transform((v): ActionItemEntry[] =>
    (Array.isArray(v) ? v : v.split(/\r?\n/)).map((entry) =>
      typeof entry === 'string' ? { description: entry } : entry,
    ),
  )
  .transform((entries) =>
    entries
      .map((e) => ({ ...e, description: e.description.trim() }))
      .filter((e) => e.description.length > 0),
  )
  .refine((entries) => entries.length <= 100, 'At most 100 action items')
  .refine((entries) => entries.every((e) => e.description.length <= 1000), ACTION_ITEM_MAX_MESSAGE);

/** The descriptions of `entries`, in order (what mail and previews list). */
export function descriptionsOf(entries: readonly ActionItemEntry[]): string[] {
  return entries.map((e) => e.description);
}

const nullableText = (max: number) =>
  z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v && v.trim() ? v : null));

/** Like `nullableText`, but an absent value stays absent (`undefined`: "leave it as it is"). */
const keptText = (max: number) =>
  z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v && v.trim() ? v : null));

const meetingFields = {
  teamMemberId: z.coerce
    .number({ message: 'Please select a participant' })
    .int()
    .positive('Please select a participant'),
  managerId: z.coerce.number().int().positive().optional(),
  title: plainName(nullableText(200), 'Titles'),
  date: dateString(),
  startTime: startTimeString(),
  duration: z.coerce
    .number({ message: 'Duration is required' })
    .int('Duration must be a whole number of minutes')
    .min(MIN_DURATION_MINUTES, `Duration must be at least ${MIN_DURATION_MINUTES} minutes`)
    .max(MAX_DURATION_MINUTES, `Duration must be at most ${MAX_DURATION_MINUTES} minutes`),
  timezone: timezoneSchema.optional(),
  isZoomMeeting: z.boolean().default(false),
  zoomLink: nullableText(2000),
  agenda: nullableText(5000),
  notes: nullableText(100_000),
  status: z
    .enum(MEETING_STATUSES, { message: 'Status must be scheduled, in_progress or completed' })
    .default('scheduled'),
  actionItems: actionItemLines.default([]),
  /** A 1:1 template whose talking points the new meeting starts with (POST only). */
  templateId: z.coerce.number().int().positive('Please choose a template').optional(),
};

/**
 * `recurrence` of a new series (docs/decisions/0011-series.md): an RRULE value checked against
 * the start date by `parseSeriesRule` (src/shared/domain/recurrence.ts) in `recurrenceRule`.
 */
export const recurrenceSchema = z.object({
  rrule: z
    .string({ message: 'Repeats is not a recurrence rule' })
    .max(300, 'Repeats is not a recurrence rule'),
});

/** The RRULE of `recurrence` must be valid for `date`; the message goes on `recurrence`. */
function recurrenceRule(
  v: { recurrence?: { rrule: string } | null; date?: string },
  ctx: z.RefinementCtx,
) {
  if (!v.recurrence || !v.date) return;
  const parsed = parseSeriesRule(v.recurrence.rrule, v.date);
  if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message, path: ['recurrence'] });
}

/** Which occurrences an edit or a cancellation of an occurrence applies to. */
export const editScopeSchema = z.enum(['occurrence', 'following'], {
  message: 'Scope must be occurrence or following',
});
export type EditScope = z.infer<typeof editScopeSchema>;

/** Zoom rule of spec 5: the link is required (after trimming) when isZoomMeeting is true. */
function zoomRule(v: { isZoomMeeting?: boolean; zoomLink?: string | null }, ctx: z.RefinementCtx) {
  if (v.isZoomMeeting && !(v.zoomLink ?? '').trim()) {
    ctx.addIssue({
      code: 'custom',
      message: 'Zoom link is required when this is a Zoom meeting',
      path: ['zoomLink'],
    });
  }
  if (v.zoomLink && v.zoomLink.trim() && !/^https?:\/\/\S+$/i.test(v.zoomLink.trim())) {
    ctx.addIssue({
      code: 'custom',
      message: 'Zoom link must be an http(s) address',
      path: ['zoomLink'],
    });
  }
}

/** The meeting form's values (spec 2.7); also the `meeting` of POST /api/meetings. */
export const meetingFormSchema = z
  .object({ ...meetingFields, recurrence: recurrenceSchema.nullish() })
  .superRefine(zoomRule)
  .superRefine(recurrenceRule);
export type MeetingFormInput = z.input<typeof meetingFormSchema>;
export type MeetingFormValues = z.output<typeof meetingFormSchema>;

/**
 * The spec's `emailContent` of POST /api/meetings (spec 2.7, 7). Still accepted from older
 * clients but ignored: every mail is rendered by the server's templates.
 */
export const emailContentSchema = z.object({
  subject: z.string().max(300, 'Subject must be at most 300 characters'),
  managerText: z.string().max(50_000),
  teamMemberText: z.string().max(50_000),
  managerHtml: z.string().max(200_000),
  teamMemberHtml: z.string().max(200_000),
});
export type EmailContent = z.infer<typeof emailContentSchema>;

/**
 * POST /api/meetings body: `{ meeting, emailContent? }` (`emailContent` ignored). A bare meeting
 * object without the `meeting` wrapper answers 400.
 */
export const createMeetingSchema = z.object({
  meeting: meetingFormSchema,
  emailContent: emailContentSchema.optional(),
});
export type CreateMeetingInput = z.input<typeof createMeetingSchema>;

/** POST /api/meetings/email-preview body: the form's values, as for scheduling. */
export const emailPreviewRequestSchema = z.object({ meeting: meetingFormSchema });

/** One rendered invitation of the preview: whom it goes to and exactly what they receive. */
export const previewMessageSchema = z.object({
  recipient: z.enum(['manager', 'teamMember']),
  /** The recipient's display name. */
  name: z.string(),
  subject: z.string(),
  /** Plain-text body. */
  text: z.string(),
  /** HTML body, rendered by the server (user text escaped, notes sanitized). */
  html: z.string(),
});

/** POST /api/meetings/email-preview answer: the manager's message first. */
export const emailPreviewSchema = z.object({ messages: z.array(previewMessageSchema) });
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

/** PATCH /api/meetings/{id} body: any subset of the form's values, plus the version last read. */
export const updateMeetingSchema = z
  .object({
    teamMemberId: meetingFields.teamMemberId.optional(),
    title: meetingFields.title.optional(),
    date: meetingFields.date.optional(),
    startTime: meetingFields.startTime.optional(),
    duration: meetingFields.duration.optional(),
    timezone: meetingFields.timezone,
    isZoomMeeting: z.boolean().optional(),
    zoomLink: meetingFields.zoomLink.optional(),
    agenda: meetingFields.agenda.optional(),
    notes: meetingFields.notes.optional(),
    status: z
      .enum(MEETING_STATUSES, { message: 'Status must be scheduled, in_progress or completed' })
      .optional(),
    actionItems: actionItemLines.optional(),
    version: z.coerce.number().int().positive().optional(),
    /** On an occurrence: this one only (default) or this and the following ones. */
    scope: editScopeSchema.optional(),
    /** With scope "following": the new rule from this occurrence on (null: unchanged). */
    recurrence: recurrenceSchema.nullish(),
  })
  .superRefine(zoomRule);
export type UpdateMeetingInput = z.input<typeof updateMeetingSchema>;

/** PUT /api/meetings/{id} body: the team member's edit (spec 2.6, 5 "Meeting edit"). */
export const teamMemberMeetingEditSchema = z.object({
  date: dateString('Date is required'),
  startTime: startTimeString('Start time is required'),
  // Absent: the agenda is left as it is (the live document holds it; docs/live.md).
  agenda: keptText(5000),
  actionItems: actionItemLines.default([]),
  version: z.coerce.number().int().positive().optional(),
  /** On an occurrence: only "occurrence" for the participant; organisers may use "following". */
  scope: editScopeSchema.optional(),
});
export type TeamMemberMeetingEditInput = z.input<typeof teamMemberMeetingEditSchema>;

/** A query-string flag: `true` / `1` turn it on; absent, empty, `false` / `0` leave it off. */
const queryFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** Query of GET /api/meetings (spec 7): all optional. */
export const listMeetingsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  teamMember: z.coerce.number().int().positive().optional().catch(undefined),
  date: z
    .union([
      z.enum(['all', 'today', 'week', 'month']),
      z.string().regex(DATE_PATTERN, 'Date must be in yyyy-MM-dd format'),
      z.literal(''),
    ])
    .optional(),
  status: z.union([z.enum(MEETING_STATUSES), z.literal('all'), z.literal('')]).optional(),
  manager: z.coerce.number().int().positive().optional().catch(undefined),
  /** `true`: scheduled meetings dated today (caller's timezone) or later, earliest first. */
  upcoming: queryFlag,
  /** `true`: only meetings that have at least one action item. */
  withActionItems: queryFlag,
  /**
   * Meetings dated on or after / on or before this `yyyy-MM-dd` (inclusive; the meeting's own
   * calendar date, which the dashboards compute in the viewer's timezone, e.g. the current
   * Monday-to-Sunday week). A date that does not exist, or `to` before `from`, answers 400.
   */
  from: z.string().regex(DATE_PATTERN, 'From must be in yyyy-MM-dd format').optional(),
  to: z.string().regex(DATE_PATTERN, 'To must be in yyyy-MM-dd format').optional(),
  /**
   * GET /api/meetings/count only: `true` adds `byStatus`, the matching meetings per status,
   * counted in the same statement (ignored by the list).
   */
  byStatus: queryFlag,
  /**
   * GET /api/meetings/count only: `true` adds `actionItems`, the action items of the matching
   * meetings (the team member meetings list's summary footer, spec 2.13).
   */
  actionItems: queryFlag,
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  /**
   * Keyset paging (docs/api.md): present, the answer is a page (`meetingsPageSchema`) of at
   * most MEETINGS_PAGE_SIZE (or `limit`, if smaller) after this cursor; empty for the first
   * page. Absent, the answer is the array of spec 7.
   */
  cursor: z.string().max(200, CURSOR_INVALID).optional(),
});
export type ListMeetingsQuery = z.infer<typeof listMeetingsQuerySchema>;

/** Meetings per page of GET /api/meetings?cursor=… (docs/api.md): the API's `PAGE_SIZE`. */
export const MEETINGS_PAGE_SIZE = PAGE_SIZE;

/** A page of GET /api/meetings?cursor=…: `items` in the list's order, `nextCursor` or null. */
export const meetingsPageSchema = z
  .object({
    items: z.array(meetingSchema),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'MeetingsPage' });
export type MeetingsPage = z.infer<typeof meetingsPageSchema>;

/** Display label of a status: underscore replaced by a space, words capitalised (spec 4). */
export function statusLabel(status: string): string {
  if (status === 'scheduled') return 'Scheduled';
  if (status === 'in_progress') return 'In Progress';
  if (status === 'completed') return 'Completed';
  return status;
}

/** Query of DELETE /api/meetings/{id}: `scope=following` ends the series from this occurrence on. */
export const cancelMeetingQuerySchema = z.object({ scope: editScopeSchema.optional() });

/** GET /api/meetings/{id}/related: the series' next occurrence and the pair's past 1:1s. */
export const relatedMeetingsSchema = z
  .object({
    /** The series' next scheduled occurrence: after this one, and from today on. */
    nextOccurrence: meetingSchema.nullable(),
    /** The pair's (manager and team member) earlier 1:1s the caller may read, newest first. */
    pastMeetings: z.array(meetingSchema),
  })
  .meta({ id: 'RelatedMeetings' });
export type RelatedMeetings = z.infer<typeof relatedMeetingsSchema>;
