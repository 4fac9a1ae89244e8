/**
 * Meeting e-mail (spec 2.7; issue 2 section 5; SECURITY 14). CONTRACT between the meetings
 * module (caller) and the mail module: queue the messages of one meeting change into the
 * outbox inside the caller's transaction, so mail exists exactly when the change commits.
 * The worker (`worker.ts`) delivers them.
 *
 * Recipients: deactivated and demo users get no mail (a demo sandbox must not be able to send
 * invitations to real addresses).
 */
import type { EmailContent } from '@/shared/schemas/meeting';
import type { Tx } from '../../db/client';
import { emailOutbox, type MeetingRow, type UserRow } from '../../db/schema';
import { buildMeetingIcs, type IcsMethod } from './ics';
import {
  cancelledBody,
  cancelledSubject,
  invitationBody,
  invitationSubject,
  linkHtml,
  updatedBody,
  updatedSubject,
  type MailBody,
  type MeetingMailFacts,
} from './templates';
import { cleanHeaderText, cleanMultilineText, sanitizeEmailHtml } from './text';

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
  /** The scheduler's reviewed texts (create only); sanitized before use. */
  emailContent?: EmailContent;
}

interface Message {
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

/** The scheduler's edited version for `recipient`, falling back to the default per part. */
function editedInvitation(
  content: EmailContent,
  recipient: UserRow,
  facts: MeetingMailFacts,
): Message {
  const isManager = recipient.id === facts.manager.id;
  const fallback = invitationBody(recipient, facts);
  const rawText = cleanMultilineText(isManager ? content.managerText : content.teamMemberText);
  const rawHtml = sanitizeEmailHtml(isManager ? content.managerHtml : content.teamMemberHtml);
  const text = rawText.trim() ? `${rawText.trimEnd()}\n\nView the meeting: ${facts.link}\n` : '';
  const html = rawHtml.trim() ? `${rawHtml}${linkHtml(facts.link)}` : '';
  return {
    to: recipient,
    subject: cleanHeaderText(content.subject) || invitationSubject(facts.meeting),
    body: { text: text || fallback.text, html: html || fallback.html },
  };
}

function messagesFor(input: MeetingMailInput, facts: MeetingMailFacts): Message[] {
  const { kind, manager, teamMember, actor, meeting, emailContent } = input;
  const both = manager.id === teamMember.id ? [manager] : [manager, teamMember];
  switch (kind) {
    case 'scheduled':
      return both.map((to) =>
        emailContent
          ? editedInvitation(emailContent, to, facts)
          : { to, subject: invitationSubject(meeting), body: invitationBody(to, facts) },
      );
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

/**
 * Writes the outbox rows for `input` using `tx` (the transaction of the change itself).
 * - scheduled: one message to the manager and one to the team member, from `emailContent`
 *   (subject, per-recipient text and sanitized HTML) or the default template; ics REQUEST.
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
    link: `${appUrl.replace(/\/+$/, '')}/meeting/${input.meeting.id}`,
  };
  const messages = messagesFor(input, facts).filter((m) => canReceive(m.to));
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
