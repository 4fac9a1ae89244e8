/**
 * Default texts of meeting e-mails (spec 2.7 "Email confirmation content"): subjects and the
 * plain-text and HTML bodies, per recipient. Every value from users is escaped in HTML and
 * stripped of control characters in subjects; notes arrive as sanitized HTML.
 */
import { formatLongDate } from '@/shared/domain/dates';
import type { MeetingRow, UserRow } from '../../db/schema';
import { displayName, meetingSummary, meetingTimezone, meetingTimezoneName } from './ics';
import {
  cleanHeaderText,
  cleanMultilineText,
  escapeHtml,
  htmlToText,
  sanitizeEmailHtml,
} from './text';

export interface MeetingMailFacts {
  meeting: MeetingRow;
  manager: UserRow;
  teamMember: UserRow;
  actionItems: string[];
  /** Absolute link to the meeting page, built from APP_URL. */
  link: string;
}

export interface MailBody {
  text: string;
  html: string;
}

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
    ['Date', formatLongDate(m.date)],
    ['Time', `${m.startTime} ${meetingTimezoneName(m)} (${meetingTimezone(m)})`],
    ['Duration', `${m.duration} minutes`],
  ];
  if (m.isZoomMeeting && m.zoomLink?.trim()) rows.push(['Zoom link', m.zoomLink.trim()]);
  return rows;
}

/**
 * The full description of a meeting as text and HTML: details, agenda, participants with job
 * title (fallbacks Manager and Team Member), notes, action items and the link.
 */
export function meetingDetails(f: MeetingMailFacts): MailBody {
  const m = f.meeting;
  const agenda = m.agenda?.trim() ? cleanMultilineText(m.agenda.trim()) : 'No agenda provided';
  const participants = [
    participantLine(f.manager, 'Manager'),
    participantLine(f.teamMember, 'Team Member'),
  ];
  const notesHtml = m.notes?.trim() ? sanitizeEmailHtml(m.notes) : '';
  const notesText = notesHtml ? htmlToText(notesHtml) : '';
  const items = f.actionItems.map((i) => cleanMultilineText(i).trim()).filter(Boolean);

  const text = [
    ...detailRows(f).map(([k, v]) => `${k}: ${v}`),
    '',
    'Agenda:',
    agenda,
    '',
    'Participants:',
    ...participants.map((p) => `- ${p}`),
    ...(notesText ? ['', 'Notes:', notesText] : []),
    ...(items.length ? ['', 'Action items:', ...items.map((i) => `- ${i}`)] : []),
    '',
    `View the meeting: ${f.link}`,
  ].join('\n');

  const rowsHtml = detailRows(f)
    .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  const html = [
    `<table>${rowsHtml}</table>`,
    `<h3>Agenda</h3><p>${escapeHtml(agenda).replace(/\n/g, '<br>')}</p>`,
    `<h3>Participants</h3><ul>${participants.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`,
    notesHtml ? `<h3>Notes</h3><div>${notesHtml}</div>` : '',
    items.length
      ? `<h3>Action items</h3><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
      : '',
    linkHtml(f.link),
  ].join('');
  return { text, html };
}

/** `<p><a href="…">View the meeting in Cadence</a></p>` for an APP_URL-based link. */
export function linkHtml(link: string): string {
  return `<p><a href="${escapeHtml(link)}">View the meeting in Cadence</a></p>`;
}

function greet(user: UserRow): string {
  return cleanHeaderText(user.firstName?.trim() || displayName(user));
}

function compose(recipient: UserRow, intro: string, f: MeetingMailFacts): MailBody {
  const details = meetingDetails(f);
  const hello = `Hi ${greet(recipient)},`;
  return {
    text: `${hello}\n\n${intro}\n\n${details.text}\n`,
    html: sanitizeEmailHtml(
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p>${details.html}`,
    ),
  };
}

/** Default invitation body for `recipient` (the manager's or the team member's version). */
export function invitationBody(recipient: UserRow, f: MeetingMailFacts): MailBody {
  const intro =
    recipient.id === f.manager.id
      ? `Your 1:1 meeting with ${displayName(f.teamMember)} is scheduled.`
      : `${displayName(f.manager)} has scheduled a 1:1 meeting with you.`;
  return compose(recipient, intro, f);
}

/** `You` when the recipient made the change, else the actor's display name. */
function changer(recipient: UserRow, actor: UserRow): string {
  return recipient.id === actor.id ? 'You' : displayName(actor);
}

/** Body telling `recipient` that `actor` changed the meeting, with the new details. */
export function updatedBody(recipient: UserRow, actor: UserRow, f: MeetingMailFacts): MailBody {
  return compose(
    recipient,
    `${changer(recipient, actor)} updated your 1:1 meeting. Here are the new details.`,
    f,
  );
}

/** Body telling `recipient` that `actor` cancelled the meeting. */
export function cancelledBody(recipient: UserRow, actor: UserRow, f: MeetingMailFacts): MailBody {
  const intro = `${changer(recipient, actor)} cancelled this 1:1 meeting. It has been removed from Cadence.`;
  return summaryOnly(recipient, intro, f);
}

/** Body telling a team member that `actor` gave their 1:1 to another team member. */
export function reassignedBody(recipient: UserRow, actor: UserRow, f: MeetingMailFacts): MailBody {
  const intro = `${changer(recipient, actor)} gave this 1:1 meeting to another team member. It has been removed from your calendar.`;
  return summaryOnly(recipient, intro, f);
}

/** Greeting, `intro` and the detail rows (no agenda, participants or link). */
function summaryOnly(recipient: UserRow, intro: string, f: MeetingMailFacts): MailBody {
  const hello = `Hi ${greet(recipient)},`;
  const rows = detailRows(f);
  return {
    text: `${hello}\n\n${intro}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`,
    html: sanitizeEmailHtml(
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p><table>${rows
        .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
        .join('')}</table>`,
    ),
  };
}
