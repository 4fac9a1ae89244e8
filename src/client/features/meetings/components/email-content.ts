/**
 * Composes the confirmation e-mail of a new meeting (spec 2.7 "Email confirmation content").
 * Pure: no DOM, no clock. The result is the `emailContent` of POST /api/meetings
 * (`{ subject, managerText, teamMemberText, managerHtml, teamMemberHtml }`), which the scheduler
 * reviews and may edit before sending. The HTML uses only the notes allow-list (p, br, b, ul,
 * li…) so the server's sanitizer keeps it intact; every user-given text is HTML-escaped except
 * the notes, which already are HTML and are sanitized wherever they are shown or sent.
 */
import type { EmailContent } from '@/shared/schemas/meeting';
import { formatDisplayDate, formatLongDate } from '@/shared/domain/dates';

/** A participant as the e-mail names them. */
export interface EmailPerson {
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  username?: string;
}

/** The meeting as the scheduler filled it in. `date` is `yyyy-MM-dd`, `startTime` `HH:mm` local to `timezone`, `duration` in minutes. */
export interface MeetingEmailInput {
  title: string | null;
  date: string;
  startTime: string;
  duration: number;
  timezone: string;
  isZoomMeeting: boolean;
  zoomLink: string | null;
  agenda: string | null;
  /** Rich-text notes (HTML). */
  notes: string | null;
  manager: EmailPerson;
  teamMember: EmailPerson;
}

/** "📅 Meeting Invitation: <title or long-form date> at <start time>" (spec 2.7). */
export function defaultEmailSubject(title: string | null, date: string, startTime: string): string {
  const what = title && title.trim() ? title.trim() : formatLongDate(date);
  return `📅 Meeting Invitation: ${what} at ${startTime}`;
}

function nameOf(p: EmailPerson, fallback: string): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ').trim() || p.username || fallback;
}

/** Escapes `& < > " '` for HTML text and attribute values. */
export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain text of rich-text notes: one line per paragraph, `<br>` and list item ("- item"). */
export function notesToText(html: string | null): string {
  if (!html) return '';
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|li|ul|ol|div)>/gi, '\n')
    .replace(/<(ul|ol)(\s[^>]*)?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

interface Details {
  meeting: string;
  date: string;
  time: string;
  duration: string;
  zoom: string | null;
  agenda: string;
  managerLine: string;
  memberLine: string;
  notes: string;
}

function details(input: MeetingEmailInput): Details {
  const managerName = nameOf(input.manager, 'Manager');
  const memberName = nameOf(input.teamMember, 'Team Member');
  return {
    meeting: input.title && input.title.trim() ? input.title.trim() : '1:1 Meeting',
    date: formatDisplayDate(input.date),
    time: `${input.startTime} (${input.timezone})`,
    duration: `${input.duration} minutes`,
    zoom: input.isZoomMeeting && input.zoomLink?.trim() ? input.zoomLink.trim() : null,
    agenda: input.agenda?.trim() || 'No agenda provided',
    managerLine: `${managerName} (${input.manager.jobTitle?.trim() || 'Manager'})`,
    memberLine: `${memberName} (${input.teamMember.jobTitle?.trim() || 'Team Member'})`,
    notes: input.notes ?? '',
  };
}

function textBody(greeting: string, intro: string, d: Details): string {
  const lines = [
    greeting,
    '',
    intro,
    '',
    `Meeting: ${d.meeting}`,
    `Date: ${d.date}`,
    `Time: ${d.time}`,
    `Duration: ${d.duration}`,
    ...(d.zoom ? [`Zoom link: ${d.zoom}`] : []),
    '',
    'Agenda:',
    d.agenda,
    '',
    'Participants:',
    `- ${d.managerLine}`,
    `- ${d.memberLine}`,
    '',
    'Notes:',
    notesToText(d.notes) || 'No notes',
    '',
    'Sent by Cadence',
  ];
  return lines.join('\n');
}

/** Notes as a block: wrapped in <p> unless they already start with a block element. */
function notesBlock(notes: string): string {
  const trimmed = notes.trim();
  if (!trimmed) return '<p>No notes</p>';
  return /^<(p|ul|ol)[\s>]/i.test(trimmed) ? trimmed : `<p>${trimmed}</p>`;
}

function htmlBody(greeting: string, intro: string, d: Details): string {
  const e = escapeHtml;
  const row = (label: string, value: string) => `<b>${label}:</b> ${value}<br>`;
  return [
    `<p>${e(greeting)}</p>`,
    `<p>${e(intro)}</p>`,
    '<p>',
    row('Meeting', e(d.meeting)),
    row('Date', e(d.date)),
    row('Time', e(d.time)),
    row('Duration', e(d.duration)),
    d.zoom ? row('Zoom link', `<a href="${e(d.zoom)}">${e(d.zoom)}</a>`) : '',
    '</p>',
    `<p><b>Agenda:</b><br>${e(d.agenda).replace(/\r?\n/g, '<br>')}</p>`,
    `<p><b>Participants:</b></p><ul><li>${e(d.managerLine)}</li><li>${e(d.memberLine)}</li></ul>`,
    `<p><b>Notes:</b></p>${notesBlock(d.notes)}`,
    '<p>Sent by Cadence</p>',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The default e-mail of a new meeting: a subject and, for the manager and for the team member,
 * a text and an HTML version listing meeting, date (dd/MM/yyyy), time, duration, agenda,
 * participants with job title (fallbacks Manager and Team Member) and notes.
 */
export function composeMeetingEmail(input: MeetingEmailInput): EmailContent {
  const d = details(input);
  const managerName = nameOf(input.manager, 'Manager');
  const memberName = nameOf(input.teamMember, 'Team Member');
  const managerGreeting = `Hi ${input.manager.firstName?.trim() || managerName},`;
  const memberGreeting = `Hi ${input.teamMember.firstName?.trim() || memberName},`;
  const managerIntro = `Your 1:1 meeting with ${memberName} has been scheduled.`;
  const memberIntro = `${managerName} has scheduled a 1:1 meeting with you.`;
  return {
    subject: defaultEmailSubject(input.title, input.date, input.startTime),
    managerText: textBody(managerGreeting, managerIntro, d),
    teamMemberText: textBody(memberGreeting, memberIntro, d),
    managerHtml: htmlBody(managerGreeting, managerIntro, d),
    teamMemberHtml: htmlBody(memberGreeting, memberIntro, d),
  };
}
