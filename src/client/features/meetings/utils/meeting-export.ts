/**
 * Plain-text export of one meeting (spec 2.17 "Export"). Pure but for loading the converter:
 * no DOM, so it is unit-tested in Node; the page turns the text into a Blob download.
 */
import { formatDisplayDate } from '@/shared/domain/dates';
import { isStuck } from '@/shared/schemas/action-item';
import { statusLabel, type Meeting } from '@/shared/schemas/meeting';
import { agendaHtml } from '@/shared/domain/rich-text';
import { PLAIN_TEXT_OPTIONS } from '@/shared/domain/rich-text-plain';

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

/** Rich text (HTML) to plain text; see {@link loadRichTextToPlain}. */
export type RichTextToPlain = (html: string) => string;

/**
 * The `html-to-text` library compiled with the project's rich-text options
 * (`PLAIN_TEXT_OPTIONS`, the same text as the server's e-mails and calendar entries). Loaded
 * when asked (about 75 KB gzipped), so only an export downloads it, not the meeting page.
 */
export async function loadRichTextToPlain(): Promise<RichTextToPlain> {
  const { compile } = await import('html-to-text');
  return compile(PLAIN_TEXT_OPTIONS);
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
 * (HH:mm, the meeting's local time), Duration (minutes), Status, Agenda and Notes (as plain
 * text by `toText`, from {@link loadRichTextToPlain}) and Action Items as "• item (status)"
 * lines. Empty sections read "None".
 */
export function buildMeetingExportText(
  meeting: ExportableMeeting,
  participantName: string,
  toText: RichTextToPlain,
): string {
  const plain = (html: string | null | undefined) => (html ? toText(html).trim() : '');
  const items = meeting.actionItems.map((item, i) => `• ${item} (${itemStatus(meeting, i)})`);
  const notes = plain(meeting.notes);
  return [
    `Meeting with ${participantName}`,
    '',
    `Date: ${formatDisplayDate(meeting.date)}`,
    `Time: ${meeting.startTime}`,
    `Duration: ${meeting.duration} minutes`,
    `Status: ${statusLabel(meeting.status)}`,
    '',
    'Agenda:',
    plain(agendaHtml(meeting.agenda)) || 'None',
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
