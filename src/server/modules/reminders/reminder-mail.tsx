/**
 * The reminder mail of a 1:1 (docs/decisions/0019-reminders-digests.md): subject
 * `Reminder: 1:1 with <other> on <long date> at HH:mm <IANA zone>`; the body states the start in
 * the 1:1's zone (and the recipient's when it reads differently), the agenda, the talking
 * points, the 1:1's own open action items and the pair's earlier ones, each with owner and due
 * date (decision 32), and a link to add talking points. No `.ics`, never notes.
 */
import type { OpenActionItem } from '@/shared/schemas/meeting';
import { formatDisplayDate, formatLongDate } from '@/shared/domain/dates';
import type { MeetingRow, UserRow } from '../../db/schema';
import { displayName } from '../mail/ics';
import type { PersonMail } from '../mail/person-mail';
import type { MailLinkConfig } from '../mail/layout';
import { ItemList, LinkLine, Paragraph, RichText, SectionHeading } from '../mail/components';
import { agendaSafeHtml } from '../meetings/sanitize-notes';
import { scheduledMail, whenText } from './scheduled-mail';

/**
 * One open action item as a line (decision 32): `description (owner: <name>, due dd/MM/yyyy,
 * stuck, from the 1:1 of dd/MM/yyyy)`; "no due date" without one; the 1:1 left out for the
 * items of the reminded 1:1 itself (`ownMeetingId`).
 */
export function openItemLine(item: OpenActionItem, ownMeetingId?: number): string {
  const parts = [
    `owner: ${item.ownerName ?? 'unknown'}`,
    item.dueDate ? `due ${formatDisplayDate(item.dueDate)}` : 'no due date',
    item.status,
    ...(item.meetingId === ownMeetingId
      ? []
      : [`from the 1:1 of ${formatDisplayDate(item.meetingDate)}`]),
  ];
  return `${item.description} (${parts.join(', ')})`;
}

interface ReminderFacts {
  meeting: MeetingRow;
  recipient: UserRow;
  other: UserRow;
  points: { text: string }[];
  /** This 1:1's own open items (decision 32). */
  ownItems: OpenActionItem[];
  /** The pair's open items of earlier 1:1s. */
  openItems: OpenActionItem[];
  /** Absolute link to the 1:1's page (APP_URL), where talking points are added. */
  link: string;
  dedupeKey: string;
}

/** The reminder's body (after the greeting): when, title, agenda, points, open items, link. */
export function ReminderMail({ facts: f }: { facts: ReminderFacts }) {
  const m = f.meeting;
  const when = whenText(m, f.recipient.timezone);
  const agenda = agendaSafeHtml(m.agenda);
  return (
    <>
      <Paragraph>
        {`Your 1:1 with ${displayName(f.other)} is on ${when} (${m.duration} minutes).`}
      </Paragraph>
      {m.title ? (
        <Paragraph>
          <b>{m.title}</b>
        </Paragraph>
      ) : null}
      <SectionHeading>Agenda</SectionHeading>
      {agenda ? <RichText sanitizedHtml={agenda} /> : <Paragraph>No agenda yet.</Paragraph>}
      <SectionHeading>Talking points</SectionHeading>
      <ItemList entries={f.points.map((p) => p.text)} empty="No talking points yet." />
      <SectionHeading>Open action items</SectionHeading>
      <ItemList
        entries={[...f.ownItems, ...f.openItems].map((item) => openItemLine(item, m.id))}
        empty="No open action items."
      />
      <LinkLine label="Add talking points:" href={f.link} />
    </>
  );
}

/** The outbox row of the reminder of `meeting` to `recipient` (key from the scan). */
export function reminderMail(config: MailLinkConfig, f: ReminderFacts): Promise<PersonMail> {
  const m = f.meeting;
  return scheduledMail(config, {
    kind: 'reminder',
    recipient: f.recipient,
    subject: `Reminder: 1:1 with ${displayName(f.other)} on ${formatLongDate(m.date)} at ${m.startTime} ${m.timezone}`,
    body: <ReminderMail facts={f} />,
    dedupeKey: f.dedupeKey,
    meetingId: m.id,
    // The reminder writes its own `meeting_reminder` notification, also in a demo.
    demo: false,
  });
}
