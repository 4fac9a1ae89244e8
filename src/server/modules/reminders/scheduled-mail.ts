/**
 * What the scheduled mails (reminder, recap, digest; docs/decisions/0019-reminders-digests.md)
 * share: who may receive them, the greeting, the lists, and the outbox row. Bodies are written
 * once as HTML; `mailBody` derives the plain text from it (decision 12's one template per mail).
 */
import type { MeetingRow, UserRow } from '../../db/schema';
import { formatLongDate } from '@/shared/domain/dates';
import { formatMeetingTime } from '@/shared/domain/meeting-time';
import { displayName } from '../mail/ics';
import type { QueuedMail } from '../mail/outbox';
import { cleanHeaderText, cleanMultilineText, escapeHtml, mailBody } from '../mail/text';

/** The outbox kinds of the scheduled mails (also the one-click unsubscribe's kinds). */
export type ScheduledMailKind = 'reminder' | 'recap' | 'digest';

/** A person a scheduled mail may go to: active, with the organisation's demo flag. */
export interface Recipient {
  user: UserRow;
  /** Demo organisations send no mail (in-app only). */
  isDemo: boolean;
}

/** `<long date> at HH:mm <IANA zone>` (and the recipient's time when it reads differently). */
export function whenText(meeting: MeetingRow, viewerZone: string | null): string {
  return `${formatLongDate(meeting.date)} at ${formatMeetingTime(meeting, viewerZone).text}`;
}

/** The other participant of `meeting` for `userId`. */
export function otherOf(meeting: MeetingRow, userId: number, manager: UserRow, member: UserRow) {
  return userId === meeting.managerId ? member : manager;
}

/** `<ul>` of escaped one-line entries, or the escaped `empty` text in a `<p>`. */
export function listHtml(entries: readonly string[], empty: string): string {
  const clean = entries.map((e) => cleanMultilineText(e).trim()).filter(Boolean);
  if (clean.length === 0) return `<p>${escapeHtml(empty)}</p>`;
  return `<ul>${clean.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul>`;
}

/** `<p>label <a href="link">link</a></p>`, the link escaped. */
export function linkParagraph(label: string, link: string): string {
  const href = escapeHtml(link);
  return `<p>${escapeHtml(label)} <a href="${href}">${href}</a></p>`;
}

/** The outbox row of one scheduled mail to `recipient`: greeting, then `html` (HTML fragment). */
export function scheduledMail(input: {
  kind: ScheduledMailKind;
  recipient: UserRow;
  subject: string;
  html: string;
  dedupeKey: string;
  meetingId?: number | null;
}): QueuedMail {
  const { recipient } = input;
  const hello = `Hi ${cleanHeaderText(recipient.firstName?.trim() || displayName(recipient))},`;
  const body = mailBody(`<p>${escapeHtml(hello)}</p>${input.html}`);
  return {
    organizationId: recipient.organizationId,
    meetingId: input.meetingId ?? null,
    userId: recipient.id,
    kind: input.kind,
    toAddress: recipient.email,
    subject: cleanHeaderText(input.subject),
    textBody: body.text,
    htmlBody: body.html,
    dedupeKey: input.dedupeKey,
  };
}
