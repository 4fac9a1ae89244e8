/**
 * E-mail twins of two in-app notifications (decision 17, decision 19): "a talking point was added
 * by the other participant" (e-mail kind `talkingPoints`, outbox kind `talking_point`) and "an
 * action item of my team was marked stuck" (`stuck`, outbox kind `stuck`). Queued in the
 * transaction that writes the notification, through `queuePersonMail`, so preferences,
 * deactivation and the demo rule apply; rendered in the shared layout. User text is escaped.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type MeetingRow, type UserRow } from '../../db/schema';
import { displayName } from '../mail/ics';
import { formatMailWhen, renderMail, type MailLinkConfig } from '../mail/layout';
import { meetingLink } from '../mail/meeting-mail';
import { queuePersonMail } from '../mail/person-mail';
import { cleanHeaderText, escapeHtml } from '../mail/text';

type Person = Pick<UserRow, 'firstName' | 'lastName' | 'username' | 'email'>;

const subjectTitle = (meeting: MeetingRow) => cleanHeaderText(meeting.title || '1:1', 120);

/** Hi line, the news, a quote, and the 1:1's link, as HTML with every user value escaped. */
function newsHtml(
  to: Person,
  news: string,
  quote: string,
  extra: string | null,
  link: string,
): string {
  const href = escapeHtml(link);
  return [
    `<p>Hi ${escapeHtml(to.firstName?.trim() || displayName(to))},</p>`,
    `<p>${escapeHtml(news)}</p>`,
    `<p>“${escapeHtml(quote)}”</p>`,
    extra ? `<p>${escapeHtml(extra)}</p>` : '',
    `<p>Open the 1:1: <a href="${href}">${href}</a></p>`,
  ].join('');
}

async function recipients(tx: DbOrTx, ids: number[]): Promise<UserRow[]> {
  return ids.length ? tx.select().from(users).where(inArray(users.id, ids)) : [];
}

/**
 * Mails `recipientIds` (the actor left out) that `actor` added the talking point `text` (id
 * `pointId`) to `meeting`. `now`: UTC instant of the change. Returns rows queued.
 */
export async function queueTalkingPointMail(
  tx: DbOrTx,
  config: MailLinkConfig,
  input: {
    recipientIds: number[];
    actor: Person & { id: number };
    meeting: MeetingRow;
    pointId: number;
    text: string;
    now: Date;
  },
): Promise<number> {
  const { actor, meeting } = input;
  const people = await recipients(
    tx,
    input.recipientIds.filter((id) => id !== actor.id),
  );
  const link = meetingLink(config.appUrl, meeting.id);
  return queuePersonMail(
    tx,
    people.map((to) => ({
      userId: to.id,
      kind: 'talking_point',
      meetingId: meeting.id,
      subject: `New talking point: ${subjectTitle(meeting)}`,
      body: renderMail(config, {
        recipient: to,
        kind: 'talkingPoints',
        bodyHtml: newsHtml(
          to,
          `${displayName(actor)} added a talking point to your 1:1 “${meeting.title}” on ${formatMailWhen(meeting)}:`,
          input.text,
          null,
          link,
        ),
      }),
      // Once per point and person, even if the write is retried.
      dedupeKey: `talking_point:${to.id}:${input.pointId}`,
      demo: false,
    })),
    input.now,
  );
}

/**
 * Mails `recipientIds` (the actor left out; the team member's manager) that `actor` marked the
 * action item `item` of `member`'s 1:1 `meeting` stuck, with the reason when one was given.
 */
export async function queueStuckMail(
  tx: DbOrTx,
  config: MailLinkConfig,
  input: {
    recipientIds: number[];
    actor: Person & { id: number };
    member: Person;
    meeting: MeetingRow;
    item: { id: number; description: string; stuckReason?: string | null };
    now: Date;
  },
): Promise<number> {
  const { actor, meeting, item } = input;
  const people = await recipients(
    tx,
    input.recipientIds.filter((id) => id !== actor.id),
  );
  const link = meetingLink(config.appUrl, meeting.id);
  const reason = item.stuckReason?.trim() ? `Reason given: ${item.stuckReason.trim()}` : null;
  return queuePersonMail(
    tx,
    people.map((to) => ({
      userId: to.id,
      kind: 'stuck',
      meetingId: meeting.id,
      subject: `Action item stuck: ${cleanHeaderText(item.description, 120)}`,
      body: renderMail(config, {
        recipient: to,
        kind: 'stuck',
        bodyHtml: newsHtml(
          to,
          `${displayName(actor)} marked an action item of ${displayName(input.member)}'s 1:1 “${meeting.title}” on ${formatMailWhen(meeting)} as stuck:`,
          item.description,
          reason,
          link,
        ),
      }),
      demo: false,
    })),
    input.now,
  );
}
