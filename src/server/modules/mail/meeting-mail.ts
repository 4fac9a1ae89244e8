/**
 * Meeting e-mail (spec 2.7; docs/security/promises.md promise 14). CONTRACT between the
 * meetings module (caller) and the mail module: queue the messages of one meeting change into
 * the outbox inside the caller's transaction, so mail exists exactly when the change commits.
 * The worker (`worker.ts`) delivers them.
 *
 * Every body comes from the server's templates (`templates.ts`): a client-built body is never
 * sent, so Cadence's sender cannot relay someone else's HTML or links
 * (docs/decisions/0008-server-rendered-mail.md). User text inside is escaped; the only links
 * are APP_URL's meeting page and the meeting's own video link.
 *
 * Recipients: deactivated and demo users get no mail (a demo sandbox must not be able to send
 * invitations to real addresses).
 */
import type { Tx } from '../../db/client';
import { emailOutbox, type MeetingRow, type UserRow } from '../../db/schema';
import { buildMeetingIcs, type IcsMethod } from './ics';
import {
  cancelledBody,
  cancelledSubject,
  invitationBody,
  invitationSubject,
  updatedBody,
  updatedSubject,
  type MailBody,
  type MeetingMailFacts,
} from './templates';
import { cleanHeaderText } from './text';

export interface MeetingMailInput {
  /** scheduled: both get their version; updated: the other participant; cancelled: both. */
  kind: 'scheduled' | 'updated' | 'cancelled';
  /** The meeting as it is after the change (before deletion for `cancelled`). */
  meeting: MeetingRow;
  /** Action item descriptions in order. */
  actionItems: string[];
  manager: UserRow;
  teamMember: UserRow;
  /** Who made the change; for `updated`, the other participant is notified. */
  actor: UserRow;
}

/** One rendered message: recipient, subject line (no CR/LF) and the text and HTML bodies. */
export interface MeetingMessage {
  to: UserRow;
  subject: string;
  body: MailBody;
}

const OUTBOX_KIND = {
  scheduled: 'meeting_scheduled',
  updated: 'meeting_updated',
  cancelled: 'meeting_cancelled',
} as const;

function canReceive(user: UserRow): boolean {
  return user.isActive && !user.isDemo && /@/.test(user.email);
}

/**
 * The messages of one meeting change, rendered from the templates, before the recipients who
 * cannot receive mail are dropped. Pure: no database, no clock.
 * - scheduled: the manager's and the team member's invitation;
 * - updated: each participant other than `actor`;
 * - cancelled: both participants.
 * `facts.link` must be built from APP_URL.
 */
export function renderMeetingMessages(
  input: MeetingMailInput,
  facts: MeetingMailFacts,
): MeetingMessage[] {
  const { kind, manager, teamMember, actor, meeting } = input;
  const both = manager.id === teamMember.id ? [manager] : [manager, teamMember];
  switch (kind) {
    case 'scheduled':
      return both.map((to) => ({
        to,
        subject: invitationSubject(meeting),
        body: invitationBody(to, facts),
      }));
    case 'updated':
      return both
        .filter((to) => to.id !== actor.id)
        .map((to) => ({
          to,
          subject: updatedSubject(meeting),
          body: updatedBody(to, actor, facts),
        }));
    case 'cancelled':
      return both.map((to) => ({
        to,
        subject: cancelledSubject(meeting),
        body: cancelledBody(to, actor, facts),
      }));
  }
}

function calendarFor(input: MeetingMailInput, method: IcsMethod, stamp: Date): string | null {
  try {
    return buildMeetingIcs({
      method,
      meeting: input.meeting,
      manager: input.manager,
      teamMember: input.teamMember,
      stamp,
    });
  } catch {
    // A meeting the calendar library refuses still gets its e-mail, without the invitation.
    return null;
  }
}

/** Absolute link to a meeting page, from APP_URL (never from a request's Host). */
export function meetingLink(appUrl: string, meetingId: number | string): string {
  return `${appUrl.replace(/\/+$/, '')}/meeting/${meetingId}`;
}

/**
 * Writes the outbox rows for `input` using `tx` (the transaction of the change itself).
 * - scheduled: one invitation to the manager and one to the team member; ics REQUEST.
 * - updated: one message to each participant other than `actor`; ics REQUEST with the new
 *   SEQUENCE (`meeting.version`).
 * - cancelled: both participants; ics CANCEL with SEQUENCE `meeting.version + 1`.
 * Links are `${appUrl}/meeting/<id>`; `appUrl` is `config.appUrl`, never a request's Host.
 * Never throws for mail content reasons (database errors propagate and abort the change).
 */
export async function queueMeetingMail(
  tx: Tx,
  appUrl: string,
  input: MeetingMailInput,
): Promise<void> {
  const facts: MeetingMailFacts = {
    meeting: input.meeting,
    manager: input.manager,
    teamMember: input.teamMember,
    actionItems: input.actionItems,
    link: meetingLink(appUrl, input.meeting.id),
  };
  const messages = renderMeetingMessages(input, facts).filter((m) => canReceive(m.to));
  if (messages.length === 0) return;
  const method: IcsMethod = input.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const ics = calendarFor(input, method, new Date());
  await tx.insert(emailOutbox).values(
    messages.map((m) => ({
      organizationId: input.meeting.organizationId,
      meetingId: input.meeting.id,
      kind: OUTBOX_KIND[input.kind],
      toAddress: cleanHeaderText(m.to.email, 320),
      subject: m.subject,
      textBody: m.body.text,
      htmlBody: m.body.html,
      icsContent: ics,
      icsMethod: ics ? method : null,
    })),
  );
}
