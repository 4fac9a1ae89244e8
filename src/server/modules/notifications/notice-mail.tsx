/**
 * E-mail twins of two in-app notifications (decision 17, decision 19): "a talking point was added
 * by the other participant" (e-mail kind `talkingPoints`, outbox kind `talking_point`) and "an
 * action item of my team was marked stuck" (`stuck`, outbox kind `stuck`). Queued in the
 * transaction that writes the notification, through `queuePersonMail`, so preferences,
 * deactivation and the demo rule apply; one React Email component each (`TalkingPointMail`,
 * `StuckItemMail`; decision 35) in the shared layout, user text escaped by construction.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type MeetingRow, type UserRow } from '../../db/schema';
import { displayName } from '../mail/ics';
import { formatMailWhen, renderMail, type MailLinkConfig } from '../mail/layout';
import { meetingLink } from '../mail/meeting-mail';
import { queuePersonMail } from '../mail/person-mail';
import { Greeting, LinkLine, Paragraph } from '../mail/components';
import { cleanHeaderText } from '../mail/text';

type Person = Pick<UserRow, 'firstName' | 'lastName' | 'username' | 'email'>;

const subjectTitle = (meeting: MeetingRow) => cleanHeaderText(meeting.title || '1:1', 120);

/** Hi line, the news, a quote, an optional line, and the 1:1's link. */
function NoticeMail(props: {
  to: Person;
  news: string;
  quote: string;
  extra: string | null;
  link: string;
}) {
  return (
    <>
      <Greeting name={props.to.firstName?.trim() || displayName(props.to)} />
      <Paragraph>{props.news}</Paragraph>
      <Paragraph>{`“${props.quote}”`}</Paragraph>
      {props.extra ? <Paragraph>{props.extra}</Paragraph> : null}
      <LinkLine label="Open the 1:1:" href={props.link} />
    </>
  );
}

/** `actor` added the talking point `text` to `meeting`, told to `to`. */
export function TalkingPointMail(props: {
  to: Person;
  actor: Person;
  meeting: MeetingRow;
  text: string;
  link: string;
}) {
  const news = `${displayName(props.actor)} added a talking point to your 1:1 “${props.meeting.title}” on ${formatMailWhen(props.meeting)}:`;
  return <NoticeMail to={props.to} news={news} quote={props.text} extra={null} link={props.link} />;
}

/** `actor` marked `item` of `member`'s 1:1 `meeting` stuck, told to `to`, with the reason. */
export function StuckItemMail(props: {
  to: Person;
  actor: Person;
  member: Person;
  meeting: MeetingRow;
  item: { description: string; stuckReason?: string | null };
  link: string;
}) {
  const { actor, member, meeting, item } = props;
  const news = `${displayName(actor)} marked an action item of ${displayName(member)}'s 1:1 “${meeting.title}” on ${formatMailWhen(meeting)} as stuck:`;
  const reason = item.stuckReason?.trim() ? `Reason given: ${item.stuckReason.trim()}` : null;
  return (
    <NoticeMail
      to={props.to}
      news={news}
      quote={item.description}
      extra={reason}
      link={props.link}
    />
  );
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
  const mails = await Promise.all(
    people.map(async (to) => ({
      userId: to.id,
      kind: 'talking_point',
      meetingId: meeting.id,
      subject: `New talking point: ${subjectTitle(meeting)}`,
      body: await renderMail(config, {
        recipient: to,
        kind: 'talkingPoints',
        body: (
          <TalkingPointMail to={to} actor={actor} meeting={meeting} text={input.text} link={link} />
        ),
      }),
      // Once per point and person, even if the write is retried.
      dedupeKey: `talking_point:${to.id}:${input.pointId}`,
      demo: false as const,
    })),
  );
  return queuePersonMail(tx, mails, input.now);
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
  const mails = await Promise.all(
    people.map(async (to) => ({
      userId: to.id,
      kind: 'stuck',
      meetingId: meeting.id,
      subject: `Action item stuck: ${cleanHeaderText(item.description, 120)}`,
      body: await renderMail(config, {
        recipient: to,
        kind: 'stuck',
        body: (
          <StuckItemMail
            to={to}
            actor={actor}
            member={input.member}
            meeting={meeting}
            item={item}
            link={link}
          />
        ),
      }),
      demo: false as const,
    })),
  );
  return queuePersonMail(tx, mails, input.now);
}
