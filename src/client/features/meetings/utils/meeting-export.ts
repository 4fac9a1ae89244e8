/**
 * Plain-text export of one meeting (spec 2.17 "Export"). Pure: no DOM, so it is unit-tested in
 * Node; the page turns the text into a Blob download.
 */
import { formatDisplayDate } from '@/shared/domain/dates';
import { isStuck } from '@/shared/schemas/action-item';
import { statusLabel, type Meeting } from '@/shared/schemas/meeting';
import { agendaHtml } from '@/shared/domain/rich-text';

export type ExportableMeeting = Pick<
  Meeting,
  | 'date'
  | 'startTime'
  | 'duration'
  | 'status'
  | 'agenda'
  | 'notes'
  | 'actionItems'
  | 'actionItemsStatus'
>;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  nbsp: ' ',
};

/**
 * Rich-text notes as plain text: line breaks for `<br>`, paragraphs and list items ("- " before
 * each item), every other tag removed, common entities decoded, blank runs collapsed.
 */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<\/(p|ul|ol|div)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#39|[a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{2,}(?=- )/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function itemStatus(meeting: ExportableMeeting, index: number): string {
  const state = meeting.actionItemsStatus[String(index)] ?? { status: 'pending' };
  if (isStuck(state)) {
    const reason = state.stuckReason?.trim();
    return reason ? `Stuck - Explanation, Reason: ${reason}` : 'Stuck';
  }
  return state.status === 'completed' ? 'Completed' : 'Pending';
}

/**
 * The export text: a heading "Meeting with <participant>", then Date (dd/MM/yyyy), Time
 * (HH:mm, the meeting's local time), Duration (minutes), Status, Agenda, Notes (tags stripped)
 * and Action Items as "• item (status)" lines. Empty sections read "None".
 */
export function buildMeetingExportText(
  meeting: ExportableMeeting,
  participantName: string,
): string {
  const items = meeting.actionItems.map((item, i) => `• ${item} (${itemStatus(meeting, i)})`);
  const notes = htmlToPlainText(meeting.notes);
  return [
    `Meeting with ${participantName}`,
    '',
    `Date: ${formatDisplayDate(meeting.date)}`,
    `Time: ${meeting.startTime}`,
    `Duration: ${meeting.duration} minutes`,
    `Status: ${statusLabel(meeting.status)}`,
    '',
    'Agenda:',
    htmlToPlainText(agendaHtml(meeting.agenda)) || 'None',
    '',
    'Notes:',
    notes || 'None',
    '',
    'Action Items:',
    ...(items.length ? items : ['None']),
    '',
  ].join('\n');
}

/**
 * File name `meeting-<participant name>-<yyyy-MM-dd>.txt` (spec 2.17). Characters that file
 * systems refuse (/ \ : * ? " < > | and control characters) become "-".
 */
export function meetingExportFileName(participantName: string, date: string): string {
  // eslint-disable-next-line no-control-regex
  const safe = (s: string) => s.replace(/[/\\:*?"<>|\u0000-\u001f]/g, '-').trim();
  return `meeting-${safe(participantName)}-${safe(date)}.txt`;
}
