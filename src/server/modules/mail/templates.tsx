/**
 * Default texts of meeting e-mails (spec 2.7 "Email confirmation content"): subjects and one
 * React Email component per kind (invitation, update, cancellation, reassignment; decision 35),
 * rendered in the shared layout; the plain-text form is derived from the HTML (`mailBody`).
 * Every value from users is a React text child (escaped by construction) and stripped of
 * control characters in subjects. Notes are never part of a mail (decision 12).
 */
import type { ReactNode } from 'react';
import { formatLongDate } from '@/shared/domain/dates';
import type { MeetingRow, UserRow } from '../../db/schema';
import { displayName, meetingSummary } from './ics';
import { agendaSafeHtml } from '../meetings/sanitize-notes';
import {
  AddressLink,
  DetailLines,
  Greeting,
  ItemList,
  LinkLine,
  Paragraph,
  RichText,
  SectionHeading,
} from './components';
import { cleanHeaderText, cleanMultilineText, type MailBody } from './text';
import { formatMailDate, formatMailTime, renderMail, type MailLinkConfig } from './layout';

export interface MeetingMailFacts {
  meeting: MeetingRow;
  manager: UserRow;
  teamMember: UserRow;
  actionItems: string[];
  /** Absolute link to the meeting page, built from APP_URL. */
  link: string;
  /** APP_URL and the unsubscribe key's source, for the shared footer (`renderMail`). */
  links: MailLinkConfig;
  /**
   * A preview shown to the organiser: the footer's unsubscribe link names nobody (user 0, which
   * no token reader accepts), so a preview never hands out another person's link.
   */
  preview?: boolean;
}

export type { MailBody };

/** `<title or long-form date> at HH:mm`, one line, as used in every subject. */
export function subjectTopic(meeting: MeetingRow): string {
  const title = meeting.title ? cleanHeaderText(meeting.title) : '';
  return `${title || formatLongDate(meeting.date)} at ${meeting.startTime}`;
}

/** Default invitation subject: `📅 Meeting Invitation: <title or long date> at <HH:mm>`. */
export function invitationSubject(meeting: MeetingRow): string {
  return cleanHeaderText(`📅 Meeting Invitation: ${subjectTopic(meeting)}`);
}

/** `Meeting updated: <title or long date> at <HH:mm>`. */
export function updatedSubject(meeting: MeetingRow): string {
  return cleanHeaderText(`Meeting updated: ${subjectTopic(meeting)}`);
}

/** `Meeting cancelled: <title or long date> at <HH:mm>`. */
export function cancelledSubject(meeting: MeetingRow): string {
  return cleanHeaderText(`Meeting cancelled: ${subjectTopic(meeting)}`);
}

function participantLine(user: UserRow, fallback: string): string {
  const job = user.jobTitle?.trim() ? cleanHeaderText(user.jobTitle) : fallback;
  return `${displayName(user)} (${job})`;
}

/** Label/value lines shared by every message: meeting, date, time, duration, link. */
function detailRows(f: MeetingMailFacts): [string, string][] {
  const m = f.meeting;
  const rows: [string, string][] = [
    ['Meeting', meetingSummary(m, f.manager, f.teamMember)],
    ['Date', formatMailDate(m.date)],
    ['Time', formatMailTime(m)],
    ['Duration', `${m.duration} minutes`],
  ];
  if (m.isZoomMeeting && m.zoomLink?.trim()) rows.push(['Zoom link', m.zoomLink.trim()]);
  return rows;
}

/**
 * The detail rows as one paragraph of `<b>Label:</b> value` lines (text: `Label: value`). The
 * Zoom link is a link (`<a>`): the one address of a mail not from APP_URL that stays linkable
 * (promise 14); every other address in the text is defanged by `mailBody`.
 */
function MeetingFacts({ facts }: { facts: MeetingMailFacts }) {
  const rows = detailRows(facts).map(
    ([k, v]) => [k, k === 'Zoom link' ? <AddressLink href={v} /> : v] as const,
  );
  return <DetailLines rows={rows} />;
}

/**
 * The full description of a meeting: details, agenda, participants with job title (fallbacks
 * Manager and Team Member), action items and the link. Never the notes (decision 12).
 */
function MeetingDetails({ facts: f }: { facts: MeetingMailFacts }) {
  // Rich text (decision 14): sanitized again here, plain-text agendas keep their lines.
  const agenda = agendaSafeHtml(f.meeting.agenda);
  const items = f.actionItems.map((i) => cleanMultilineText(i).trim()).filter(Boolean);
  return (
    <>
      <MeetingFacts facts={f} />
      <SectionHeading>Agenda</SectionHeading>
      {agenda ? <RichText sanitizedHtml={agenda} /> : <Paragraph>No agenda provided</Paragraph>}
      <SectionHeading>Participants</SectionHeading>
      <ItemList
        entries={[
          participantLine(f.manager, 'Manager'),
          participantLine(f.teamMember, 'Team Member'),
        ]}
      />
      {items.length ? (
        <>
          <SectionHeading>Action items</SectionHeading>
          <ItemList entries={items} />
        </>
      ) : null}
      <LinkLine label="View the meeting:" href={f.link} />
    </>
  );
}

function greet(user: UserRow): string {
  return cleanHeaderText(user.firstName?.trim() || displayName(user));
}

/** Greeting, one-paragraph intro, then the kind's details. */
function MeetingNews(props: { recipient: UserRow; intro: string; children: ReactNode }) {
  return (
    <>
      <Greeting name={greet(props.recipient)} />
      <Paragraph>{props.intro}</Paragraph>
      {props.children}
    </>
  );
}

/** The invitation for `recipient` (the manager's or the team member's version). */
export function InvitationMail({
  recipient,
  facts: f,
}: {
  recipient: UserRow;
  facts: MeetingMailFacts;
}) {
  const intro =
    recipient.id === f.manager.id
      ? `Your 1:1 meeting with ${displayName(f.teamMember)} is scheduled.`
      : `${displayName(f.manager)} has scheduled a 1:1 meeting with you.`;
  return (
    <MeetingNews recipient={recipient} intro={intro}>
      <MeetingDetails facts={f} />
    </MeetingNews>
  );
}

/** `You` when the recipient made the change, else the actor's display name. */
function changer(recipient: UserRow, actor: UserRow): string {
  return recipient.id === actor.id ? 'You' : displayName(actor);
}

interface ChangeProps {
  recipient: UserRow;
  actor: UserRow;
  facts: MeetingMailFacts;
}

/** Tells `recipient` that `actor` changed the meeting, with the new details. */
export function UpdatedMail({ recipient, actor, facts }: ChangeProps) {
  const intro = `${changer(recipient, actor)} updated your 1:1 meeting. Here are the new details.`;
  return (
    <MeetingNews recipient={recipient} intro={intro}>
      <MeetingDetails facts={facts} />
    </MeetingNews>
  );
}

/** Tells `recipient` that `actor` cancelled the meeting: the intro and the details only. */
export function CancelledMail({ recipient, actor, facts }: ChangeProps) {
  const intro = `${changer(recipient, actor)} cancelled this 1:1 meeting. It has been removed from Cadence.`;
  return (
    <MeetingNews recipient={recipient} intro={intro}>
      <MeetingFacts facts={facts} />
    </MeetingNews>
  );
}

/** Tells a team member that `actor` gave their 1:1 to another team member. */
export function ReassignedMail({ recipient, actor, facts }: ChangeProps) {
  const intro = `${changer(recipient, actor)} gave this 1:1 meeting to another team member. It has been removed from your calendar.`;
  return (
    <MeetingNews recipient={recipient} intro={intro}>
      <MeetingFacts facts={facts} />
    </MeetingNews>
  );
}

/** `element` in the shared layout, with the meeting-changes unsubscribe link of `recipient`. */
function compose(recipient: UserRow, f: MeetingMailFacts, element: ReactNode): Promise<MailBody> {
  return renderMail(f.links, {
    body: element,
    recipient: { id: f.preview ? 0 : recipient.id },
    kind: 'meetingChanges',
  });
}

/** The invitation body of `recipient` (`InvitationMail`), both parts. */
export function invitationBody(recipient: UserRow, f: MeetingMailFacts): Promise<MailBody> {
  return compose(recipient, f, <InvitationMail recipient={recipient} facts={f} />);
}

/** The update body of `recipient` (`UpdatedMail`), both parts. */
export function updatedBody(recipient: UserRow, actor: UserRow, f: MeetingMailFacts) {
  return compose(recipient, f, <UpdatedMail recipient={recipient} actor={actor} facts={f} />);
}

/** The cancellation body of `recipient` (`CancelledMail`), both parts. */
export function cancelledBody(recipient: UserRow, actor: UserRow, f: MeetingMailFacts) {
  return compose(recipient, f, <CancelledMail recipient={recipient} actor={actor} facts={f} />);
}

/** The body telling a team member their 1:1 went to another (`ReassignedMail`), both parts. */
export function reassignedBody(recipient: UserRow, actor: UserRow, f: MeetingMailFacts) {
  return compose(recipient, f, <ReassignedMail recipient={recipient} actor={actor} facts={f} />);
}
