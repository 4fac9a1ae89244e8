/**
 * Which fields of a 1:1 are worth an e-mail when they change (docs/decisions/0013-shared-1on1.md):
 * when it is (date, start time, duration, timezone), what it is called (title), where it is (the
 * Zoom option and link), who takes part (manager, team member) and its status. Notes, agenda and
 * action items, which auto-save writes every two seconds, never mail. The server decides with
 * this list (`mailWorthyChange`); the edit forms read it to say whether mail went out.
 */
import type { Meeting } from '../schemas/meeting';

/** The fields whose change mails the participants, as named on a presented meeting. */
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
] as const satisfies readonly (keyof Meeting)[];

export type MailWorthyField = (typeof MAIL_WORTHY_FIELDS)[number];
