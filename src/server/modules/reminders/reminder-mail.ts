/**
 * The reminder mail of a 1:1 (docs/decisions/0019-reminders-digests.md): subject
 * `Reminder: 1:1 with <other> on <long date> at HH:mm <IANA zone>`; the body states the start in
 * the 1:1's zone (and the recipient's when it reads differently), the agenda, the talking
 * points, the pair's open action items and a link to add talking points. No `.ics`, never notes.
 */
import type { OpenActionItem } from '@/shared/schemas/meeting';
import { formatDisplayDate, formatLongDate } from '@/shared/domain/dates';
import type { MeetingRow, UserRow } from '../../db/schema';
import { displayName } from '../mail/ics';
import type { PersonMail } from '../mail/person-mail';
import type { MailLinkConfig } from '../mail/layout';
import { escapeHtml } from '../mail/text';
import { agendaSafeHtml } from '../meetings/sanitize-notes';
import { linkParagraph, listHtml, scheduledMail, whenText } from './scheduled-mail';

/** One open action item as a line: `description (stuck, from the 1:1 of dd/MM/yyyy)`. */
export function openItemLine(item: OpenActionItem): string {
  return `${item.description} (${item.status}, from the 1:1 of ${formatDisplayDate(item.meetingDate)})`;
}

/** The outbox row of the reminder of `meeting` to `recipient` (key from the scan). */
export function reminderMail(
  config: MailLinkConfig,
  f: {
    meeting: MeetingRow;
    recipient: UserRow;
    other: UserRow;
    points: { text: string }[];
    openItems: OpenActionItem[];
    /** Absolute link to the 1:1's page (APP_URL), where talking points are added. */
    link: string;
    dedupeKey: string;
  },
): PersonMail {
  const m = f.meeting;
  const when = whenText(m, f.recipient.timezone);
  const agenda = agendaSafeHtml(m.agenda) ?? `<p>${escapeHtml('No agenda yet.')}</p>`;
  const html = [
    `<p>${escapeHtml(`Your 1:1 with ${displayName(f.other)} is on ${when} (${m.duration} minutes).`)}</p>`,
    m.title ? `<p><b>${escapeHtml(m.title)}</b></p>` : '',
    `<h3>Agenda</h3>${agenda}`,
    `<h3>Talking points</h3>${listHtml(
      f.points.map((p) => p.text),
      'No talking points yet.',
    )}`,
    `<h3>Open action items</h3>${listHtml(f.openItems.map(openItemLine), 'No open action items.')}`,
    linkParagraph('Add talking points:', f.link),
  ].join('');
  return scheduledMail(config, {
    kind: 'reminder',
    recipient: f.recipient,
    subject: `Reminder: 1:1 with ${displayName(f.other)} on ${formatLongDate(m.date)} at ${m.startTime} ${m.timezone}`,
    html,
    dedupeKey: f.dedupeKey,
    meetingId: m.id,
    // The reminder writes its own `meeting_reminder` notification, also in a demo.
    demo: false,
  });
}
