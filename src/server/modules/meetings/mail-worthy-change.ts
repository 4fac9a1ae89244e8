/**
 * When a change of a 1:1 is worth an e-mail (docs/decisions/0013-shared-1on1.md): only a change
 * of when it is (date, start time, duration, timezone), what it is called (title), where it is
 * (the Zoom option and link), who takes part (manager, team member) or its status. Notes,
 * agenda and action items, which auto-save writes every two seconds (spec 9), never mail.
 * The update path asks once per save, so one save queues at most one "updated" mail.
 */
import type { MeetingRow } from '../../db/schema';

/** The columns whose change mails the participants. */
export const MAIL_WORTHY_FIELDS = [
  'date',
  'startTime',
  'duration',
  'timezone',
  'title',
  'isZoomMeeting',
  'zoomLink',
  'managerId',
  'teamMemberId',
  'status',
] as const satisfies readonly (keyof MeetingRow)[];

type MailWorthy = Pick<MeetingRow, (typeof MAIL_WORTHY_FIELDS)[number]>;

/** True when `after` differs from `before` in a field the participants are mailed about. */
export function mailWorthyChange(before: MailWorthy, after: MailWorthy): boolean {
  return MAIL_WORTHY_FIELDS.some((field) => before[field] !== after[field]);
}
