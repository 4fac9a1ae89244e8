/**
 * Meeting e-mail (spec 2.7; docs/security/promises.md promise 14). CONTRACT between the
 * meetings module (caller) and the mail module: queue the messages of one meeting change into
 * the outbox inside the caller's transaction, so mail exists exactly when the change commits.
 * The worker (`worker.ts`) delivers them.
 *
 * Every body comes from the server's templates (`templates.tsx`): a client-built body is never
 * sent, so Cadence's sender cannot relay someone else's HTML or links
 * (docs/decisions/0008-server-rendered-mail.md). User text inside is escaped; the only links
 * are APP_URL's meeting page and the meeting's own video link.
 *
 * Recipients (decision 12): both participants get every invitation, update and cancellation,
 * including the one who made the change, so each calendar holds the current version; when the
 * meeting is given to another team member, the previous one gets a cancellation. Deactivated
 * people, and those who turned off meeting-change e-mail, get none; demo organisations send no
 * mail (a demo sandbox must not send invitations to real addresses): each becomes an in-app
 * notification (`person-mail.ts`). Mails never carry the meeting's notes (decision 12).
 */
import type { Tx } from '../../db/client';
import type { MeetingRow, UserRow } from '../../db/schema';
import { buildCalendar, type CalendarEventInput } from '../calendar/ical';
import { buildMeetingIcs, type IcsMethod } from './ics';
import {
  cancelledBody,
  cancelledSubject,
  invitationBody,
  invitationSubject,
  reassignedBody,
  updatedBody,
  updatedSubject,
  type MailBody,
  type MeetingMailFacts,
} from './templates';
import type { MailLinkConfig } from './layout';
import { queuePersonMail } from './person-mail';

export interface MeetingMailInput {
  /** scheduled: invitations; updated: the new details; cancelled: cancellations. */
  kind: 'scheduled' | 'updated' | 'cancelled';
  /** The meeting as it is after the change (before deletion for `cancelled`). */
  meeting: MeetingRow;
  /** Action item descriptions in order. */
  actionItems: string[];
  manager: UserRow;
  teamMember: UserRow;
  /** Who made the change (named in the bodies; gets the mail too). */
  actor: UserRow;
  /**
   * `updated` only: the team member before the change, when the meeting was given to another
   * team member; they get a cancellation (same UID, the new SEQUENCE).
   */
  previousTeamMember?: UserRow;
  /**
   * The events to attach instead of the meeting's own (a series master, an override with its
   * RECURRENCE-ID…); the METHOD still follows `kind`.
   */
  events?: CalendarEventInput[];
  /** DTSTAMP of the attachments (the change's `ctx.now()`); default: the wall clock. */
  stamp?: Date;
}

/** One rendered message: recipient, subject line (no CR/LF), bodies and its calendar METHOD. */
export interface MeetingMessage {
  to: UserRow;
  subject: string;
  body: MailBody;
  /** REQUEST (invitation or update) or CANCEL (cancellation, or the meeting was taken away). */
  method: IcsMethod;
  /** Set on the cancellation sent to the previous team member of a reassigned meeting. */
  removed?: true;
}

const OUTBOX_KIND = {
  scheduled: 'meeting_scheduled',
  updated: 'meeting_updated',
  cancelled: 'meeting_cancelled',
} as const;

/**
 * The messages of one meeting change, rendered from the templates, before the recipients who
 * cannot receive mail are dropped. Pure: no database, no clock. The templates never include
 * notes, private or shared (decision 12); the e-mail preview uses this function too.
 * - scheduled: the manager's and the team member's invitation (REQUEST);
 * - updated: both participants, the actor included (REQUEST); when `previousTeamMember` is
 *   another person, they get a cancellation (CANCEL);
 * - cancelled: both participants (CANCEL).
 * `facts.link` must be built from APP_URL.
 */
export async function renderMeetingMessages(
  input: MeetingMailInput,
  facts: MeetingMailFacts,
): Promise<MeetingMessage[]> {
  const { kind, manager, teamMember, actor, meeting } = input;
  const both = manager.id === teamMember.id ? [manager] : [manager, teamMember];
  switch (kind) {
    case 'scheduled':
      return Promise.all(
        both.map(async (to) => ({
          to,
          subject: invitationSubject(meeting),
          body: await invitationBody(to, facts),
          method: 'REQUEST' as const,
        })),
      );
    case 'updated': {
      const messages: MeetingMessage[] = await Promise.all(
        both.map(async (to) => ({
          to,
          subject: updatedSubject(meeting),
          body: await updatedBody(to, actor, facts),
          method: 'REQUEST' as const,
        })),
      );
      const previous = input.previousTeamMember;
      if (previous && previous.id !== teamMember.id && previous.id !== manager.id) {
        messages.push({
          to: previous,
          subject: cancelledSubject(meeting),
          body: await reassignedBody(previous, actor, facts),
          method: 'CANCEL',
          removed: true,
        });
      }
      return messages;
    }
    case 'cancelled':
      return Promise.all(
        both.map(async (to) => ({
          to,
          subject: cancelledSubject(meeting),
          body: await cancelledBody(to, actor, facts),
          method: 'CANCEL' as const,
        })),
      );
  }
}

/**
 * The `.ics` of `message`. SEQUENCE: the meeting's version for invitations and updates and for
 * the cancellation of a reassigned meeting (the update that took it away); version + 1 for a
 * cancellation that deletes the meeting. Null when the calendar cannot be written (the e-mail
 * still goes, without the invitation).
 */
function calendarFor(input: MeetingMailInput, message: MeetingMessage, stamp: Date): string | null {
  try {
    if (input.events?.length) {
      const status = message.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED';
      const events = input.events.map((event) => ({ ...event, status, stamp }) as const);
      return buildCalendar({ method: message.method, events });
    }
    return buildMeetingIcs({
      method: message.method,
      meeting: input.meeting,
      manager: input.manager,
      teamMember: input.teamMember,
      stamp,
      ...(message.removed
        ? { sequence: input.meeting.version, attendees: [input.manager, message.to] }
        : {}),
    });
  } catch {
    return null;
  }
}

/** Absolute link to a meeting page, from APP_URL (never from a request's Host). */
export function meetingLink(appUrl: string, meetingId: number | string): string {
  return `${appUrl.replace(/\/+$/, '')}/meeting/${meetingId}`;
}

/**
 * Writes the outbox rows for `input` using `tx` (the transaction of the change itself), one per
 * message of `renderMeetingMessages`, each with its `.ics` (UID `meeting.icsUid`):
 * - scheduled: REQUEST to both participants;
 * - updated: REQUEST with the new SEQUENCE (`meeting.version`) to both, the actor included;
 *   the previous team member of a reassigned meeting gets a CANCEL with that SEQUENCE;
 * - cancelled: CANCEL with SEQUENCE `meeting.version + 1` to both.
 * Through `queuePersonMail`: a recipient who turned off `meetingChanges` e-mail or is deactivated
 * gets nothing; in a demo organisation the mail becomes an in-app notification.
 * The notes are never in the mail (decision 12). Links are `${config.appUrl}/meeting/<id>`,
 * never a request's Host; `config` is `ctx.config`. Never throws for mail content reasons
 * (database errors propagate and abort the change).
 */
export async function queueMeetingMail(
  tx: Tx,
  config: MailLinkConfig,
  input: MeetingMailInput,
): Promise<void> {
  const facts: MeetingMailFacts = {
    meeting: input.meeting,
    manager: input.manager,
    teamMember: input.teamMember,
    actionItems: input.actionItems,
    link: meetingLink(config.appUrl, input.meeting.id),
    links: config,
  };
  const messages = await renderMeetingMessages(input, facts);
  if (messages.length === 0) return;
  const stamp = input.stamp ?? new Date();
  await queuePersonMail(
    tx,
    messages.map((m) => {
      const ics = calendarFor(input, m, stamp);
      const kind = m.removed ? OUTBOX_KIND.cancelled : OUTBOX_KIND[input.kind];
      return {
        userId: m.to.id,
        meetingId: input.meeting.id,
        kind,
        subject: m.subject,
        body: m.body,
        icsContent: ics,
        icsMethod: ics ? m.method : null,
        demo: {
          link: m.method === 'CANCEL' ? null : `/meeting/${input.meeting.id}`,
          dedupeKey: `${kind}:${input.meeting.id}:v${input.meeting.version}`,
        },
      };
    }),
    stamp,
  );
}
