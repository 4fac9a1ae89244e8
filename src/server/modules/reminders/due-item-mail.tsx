/**
 * The mail of a due action item to its owner (decision 32, decision 35): subject
 * `Due today: <description>`; the body names the item, its due date, the 1:1 it comes from (with
 * the other person and its date) and links to the 1:1's page. Never notes.
 */
import { formatDisplayDate, formatLongDate } from '@/shared/domain/dates';
import type { UserRow } from '../../db/schema';
import { LinkLine, Paragraph } from '../mail/components';
import { displayName } from '../mail/ics';
import type { MailLinkConfig } from '../mail/layout';
import type { PersonMail } from '../mail/person-mail';
import { scheduledMail } from './scheduled-mail';

interface DueItemFacts {
  owner: UserRow;
  other: UserRow;
  item: { description: string; dueDate: string; dedupeKey: string };
  meeting: { id: number; date: string; title: string | null };
  link: string;
}

/** The body after the greeting: the item, its due date, its 1:1 and the link. */
export function DueItemMail({ facts: f }: { facts: DueItemFacts }) {
  return (
    <>
      <Paragraph>{`An action item you own is due today, ${formatLongDate(f.item.dueDate)}:`}</Paragraph>
      <Paragraph>
        <b>{f.item.description}</b>
      </Paragraph>
      <Paragraph>
        {`From your 1:1 with ${displayName(f.other)} of ${formatDisplayDate(f.meeting.date)}${f.meeting.title ? ` (${f.meeting.title})` : ''}.`}
      </Paragraph>
      <LinkLine label="Open the 1:1:" href={f.link} />
    </>
  );
}

/** The outbox row of the due item's mail to its owner (`queuePersonMail`). */
export function dueItemMail(config: MailLinkConfig, f: DueItemFacts): Promise<PersonMail> {
  return scheduledMail(config, {
    kind: 'action_item_due',
    recipient: f.owner,
    subject: `Due today: ${f.item.description.slice(0, 120)}`,
    body: <DueItemMail facts={f} />,
    dedupeKey: f.item.dedupeKey,
    meetingId: f.meeting.id,
    // The reminder writes its own `action_item_due` notification, also in a demo.
    demo: false,
  });
}
