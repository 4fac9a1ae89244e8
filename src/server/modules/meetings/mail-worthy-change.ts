/**
 * When a change of a 1:1 is worth an e-mail (docs/decisions/0013-shared-1on1.md): a change of one
 * of `MAIL_WORTHY_FIELDS` (src/shared/domain/mail-worthy.ts). Notes, agenda and action items,
 * which auto-save writes every two seconds (spec 9), never mail.
 * The update path asks once per save, so one save queues at most one "updated" mail.
 */
import { MAIL_WORTHY_FIELDS } from '@/shared/domain/mail-worthy';
import type { MeetingRow } from '../../db/schema';

export { MAIL_WORTHY_FIELDS };

type MailWorthy = Pick<MeetingRow, (typeof MAIL_WORTHY_FIELDS)[number]>;

/** True when `after` differs from `before` in a field the participants are mailed about. */
export function mailWorthyChange(before: MailWorthy, after: MailWorthy): boolean {
  return MAIL_WORTHY_FIELDS.some((field) => before[field] !== after[field]);
}
