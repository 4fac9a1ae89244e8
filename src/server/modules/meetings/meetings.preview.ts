/**
 * POST /api/meetings/email-preview (spec 2.7 "Email Preview"): the invitation e-mails a new
 * meeting would send, rendered by the same server templates that the outbox uses, so what the
 * scheduler reviews is exactly what is sent (docs/decisions/0008-server-rendered-mail.md).
 * Checks the form as scheduling does; reads only, writes nothing.
 */
import {
  descriptionsOf,
  type EmailPreview,
  type MeetingFormValues,
} from '@/shared/schemas/meeting';
import type { AppContext, Actor } from '../../context';
import type { MeetingRow } from '../../db/schema';
import { meetingLink, renderMeetingMessages } from '../mail/meeting-mail';
import { sanitizeAgenda, sanitizeNotes } from './sanitize-notes';
import { scopeOf } from '../../access/scope';
import { assertCanSchedule } from './meetings.policy';
import {
  assertNotPast,
  resolveManager,
  resolveParticipant,
  resolveTimezone,
} from './meetings.rules';

/** The link shown in a preview: the meeting has no id until it is scheduled. */
export const PREVIEW_MEETING_ID = 'new';

/**
 * Renders the invitations of `values` for the actor, one per participant (manager first).
 * The meeting link reads `${APP_URL}/meeting/new`; the sent mail links the real id.
 * @returns `{ messages: [{ recipient: 'manager' | 'teamMember', name, subject, text, html }] }`.
 * @throws 403 for a Team Member; 400 with fieldErrors as scheduling (participant, manager,
 * timezone, past date).
 */
export async function previewInvitation(input: {
  ctx: AppContext;
  actor: Actor;
  values: MeetingFormValues;
}): Promise<EmailPreview> {
  const { ctx, actor, values } = input;
  assertCanSchedule(actor);
  const now = ctx.now();
  const scope = await scopeOf(ctx.db, actor);
  const manager = await resolveManager(ctx.db, scope, values.managerId);
  const teamMember = await resolveParticipant(ctx.db, scope, values.teamMemberId, manager.id);
  const timezone = resolveTimezone(values.timezone, actor.timezone);
  assertNotPast(values.date, timezone, now);
  const meeting: MeetingRow = {
    id: 0,
    organizationId: actor.organizationId,
    teamMemberId: teamMember.id,
    managerId: manager.id,
    title: values.title,
    date: values.date,
    startTime: values.startTime,
    duration: values.duration,
    timezone,
    isZoomMeeting: values.isZoomMeeting,
    zoomLink: values.isZoomMeeting ? values.zoomLink : null,
    agenda: sanitizeAgenda(values.agenda),
    notes: sanitizeNotes(values.notes),
    status: values.status,
    version: 1,
    icsUid: 'preview',
    seriesId: null,
    occurrenceDate: null,
    actionItemsJson: null,
    createdAt: now,
    updatedAt: now,
  };
  const people = {
    meeting,
    manager,
    teamMember,
    actionItems: descriptionsOf(values.actionItems),
  };
  const messages = await renderMeetingMessages(
    { kind: 'scheduled', ...people, actor },
    {
      ...people,
      link: meetingLink(ctx.config.appUrl, PREVIEW_MEETING_ID),
      links: ctx.config,
      preview: true,
    },
  );
  return {
    messages: messages.map((m) => ({
      recipient: m.to.id === manager.id ? 'manager' : 'teamMember',
      name: [m.to.firstName, m.to.lastName].filter(Boolean).join(' ') || m.to.username,
      subject: m.subject,
      text: m.body.text,
      html: m.body.html,
    })),
  };
}
