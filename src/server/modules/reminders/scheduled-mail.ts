/**
 * What the scheduled mails (reminder, recap, digest; docs/decisions/0019-reminders-digests.md)
 * share: the date format, the greeting, the lists, and the message handed to the one gate of
 * mail to a person (`queuePersonMail`: deactivated people, preferences, the demo's bell).
 * Bodies are written once as HTML and laid out by the shared mail layout (`renderMail`: footer
 * with the kind's unsubscribe link; plain text derived from the HTML).
 */
import type { MeetingRow, UserRow } from '../../db/schema';
import { formatMeetingTime } from '@/shared/domain/meeting-time';
import { displayName } from '../mail/ics';
import { formatMailWhen, renderMail, type MailLinkConfig } from '../mail/layout';
import type { PersonMail } from '../mail/person-mail';
import { emailKindOfOutboxKind } from '../mail/unsubscribe-token';
import { cleanHeaderText, cleanMultilineText, escapeHtml } from '../mail/text';

/** The outbox kinds of the scheduled mails (their e-mail kinds: `emailKindOfOutboxKind`). */
export type ScheduledMailKind = 'reminder' | 'recap' | 'digest' | 'action_item_due';

/** A person a scheduled mail may go to: active, with the organisation's demo flag. */
export interface Recipient {
  user: UserRow;
  /** Demo organisations send no mail (in-app only). */
  isDemo: boolean;
}

/**
 * The 1:1's start in the mail format (`Monday, 13 January 2031 at 10:00 Central European
 * Standard Time (Europe/Berlin)`), then ` · 04:00 your time` when the recipient's zone
 * (`viewerZone`, IANA) reads differently.
 */
export function whenText(meeting: MeetingRow, viewerZone: string | null): string {
  const viewer = formatMeetingTime(meeting, viewerZone).viewer;
  return `${formatMailWhen(meeting)}${viewer ? ` · ${viewer.text}` : ''}`;
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

/**
 * One scheduled mail to `recipient` for `queuePersonMail`: greeting, then `html` (HTML
 * fragment), in the shared layout (`config`: APP_URL and the unsubscribe key). `demo`: what a
 * demo organisation's bell shows instead (link, key `dedupeKey`), or false when the cause
 * writes its own notification (reminders).
 */
export function scheduledMail(
  config: MailLinkConfig,
  input: {
    kind: ScheduledMailKind;
    recipient: UserRow;
    subject: string;
    html: string;
    dedupeKey: string;
    meetingId?: number | null;
    demo: { link: string | null } | false;
  },
): PersonMail {
  const { recipient } = input;
  const hello = `Hi ${cleanHeaderText(recipient.firstName?.trim() || displayName(recipient))},`;
  const body = renderMail(config, {
    bodyHtml: `<p>${escapeHtml(hello)}</p>${input.html}`,
    recipient: { id: recipient.id },
    kind: emailKindOfOutboxKind(input.kind),
  });
  return {
    userId: recipient.id,
    kind: input.kind,
    subject: cleanHeaderText(input.subject),
    body,
    meetingId: input.meetingId ?? null,
    dedupeKey: input.dedupeKey,
    demo: input.demo && { link: input.demo.link, dedupeKey: input.dedupeKey },
  };
}
