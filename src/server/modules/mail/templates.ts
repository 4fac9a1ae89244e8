/**
 * Default texts of meeting e-mails (spec 2.7 "Email confirmation content"): subjects and one HTML
 * template per kind and recipient, whose plain-text form is derived from it (`mailBody`). Every value from users is escaped in HTML and
 * stripped of control characters in subjects. Notes are never part of a mail (decision 12).
 */
import { formatLongDate } from '@/shared/domain/dates';
import type { MeetingRow, UserRow } from '../../db/schema';
import { displayName, meetingSummary } from './ics';
import { agendaSafeHtml } from '../meetings/sanitize-notes';
import { cleanHeaderText, cleanMultilineText, escapeHtml, mailBody, type MailBody } from './text';
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
function detailsHtml(f: MeetingMailFacts): string {
  const lines = detailRows(f).map(([k, v]) => {
    const value =
      k === 'Zoom link' ? `<a href="${escapeHtml(v)}">${escapeHtml(v)}</a>` : escapeHtml(v);
    return `<b>${escapeHtml(k)}:</b> ${value}`;
  });
  return `<p>${lines.join('<br>')}</p>`;
}

/** A bulleted list of plain-text entries (escaped). */
function listHtml(entries: string[]): string {
  return `<ul>${entries.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul>`;
}

/**
 * The full description of a meeting, as the HTML of the one template (the text form is derived
 * from it by `mailBody`): details, agenda, participants with job title (fallbacks Manager and
 * Team Member), action items and the link. Never the notes (decision 12).
 */
export function meetingDetailsHtml(f: MeetingMailFacts): string {
  const m = f.meeting;
  // Rich text (decision 14): sanitized again here, plain-text agendas keep their lines.
  const agenda = agendaSafeHtml(m.agenda) ?? `<p>${escapeHtml('No agenda provided')}</p>`;
  const participants = [
    participantLine(f.manager, 'Manager'),
    participantLine(f.teamMember, 'Team Member'),
  ];
  const items = f.actionItems.map((i) => cleanMultilineText(i).trim()).filter(Boolean);
  return [
    detailsHtml(f),
    `<h3>Agenda</h3>${agenda}`,
    `<h3>Participants</h3>${listHtml(participants)}`,
    items.length ? `<h3>Action items</h3>${listHtml(items)}` : '',
    linkHtml(f.link),
  ].join('');
}

/** The full description of a meeting as text and HTML (one template, see `mailBody`). */
export function meetingDetails(f: MeetingMailFacts): MailBody {
  return mailBody(meetingDetailsHtml(f));
}

/** `<p>View the meeting: <a href="…">…</a></p>` for an APP_URL-based link. */
export function linkHtml(link: string): string {
  const href = escapeHtml(link);
  return `<p>View the meeting: <a href="${href}">${href}</a></p>`;
}

function greet(user: UserRow): string {
  return cleanHeaderText(user.firstName?.trim() || displayName(user));
}

/**
 * Greeting, one-paragraph intro, then `detail` HTML, in the shared layout (footer with the
 * meeting-changes unsubscribe link of `recipient`); both forms from that one HTML.
 */
function compose(recipient: UserRow, f: MeetingMailFacts, intro: string, detail: string): MailBody {
  const hello = `Hi ${greet(recipient)},`;
  return renderMail(f.links, {
    bodyHtml: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p>${detail}`,
    recipient: { id: f.preview ? 0 : recipient.id },
    kind: 'meetingChanges',
  });
}

/** Default invitation body for `recipient` (the manager's or the team member's version). */
export function invitationBody(recipient: UserRow, f: MeetingMailFacts): MailBody {
  const intro =
    recipient.id === f.manager.id
      ? `Your 1:1 meeting with ${displayName(f.teamMember)} is scheduled.`
      : `${displayName(f.manager)} has scheduled a 1:1 meeting with you.`;
  return compose(recipient, f, intro, meetingDetailsHtml(f));
}

/** `You` when the recipient made the change, else the actor's display name. */
function changer(recipient: UserRow, actor: UserRow): string {
  return recipient.id === actor.id ? 'You' : displayName(actor);
}

/** Body telling `recipient` that `actor` changed the meeting, with the new details. */
export function updatedBody(recipient: UserRow, actor: UserRow, f: MeetingMailFacts): MailBody {
  return compose(
    recipient,
    f,
    `${changer(recipient, actor)} updated your 1:1 meeting. Here are the new details.`,
    meetingDetailsHtml(f),
  );
}

/** Body telling `recipient` that `actor` cancelled the meeting: the intro and the details only. */
export function cancelledBody(recipient: UserRow, actor: UserRow, f: MeetingMailFacts): MailBody {
  const intro = `${changer(recipient, actor)} cancelled this 1:1 meeting. It has been removed from Cadence.`;
  return compose(recipient, f, intro, detailsHtml(f));
}

/** Body telling a team member that `actor` gave their 1:1 to another team member. */
export function reassignedBody(recipient: UserRow, actor: UserRow, f: MeetingMailFacts): MailBody {
  const intro = `${changer(recipient, actor)} gave this 1:1 meeting to another team member. It has been removed from your calendar.`;
  return compose(recipient, f, intro, detailsHtml(f));
}
