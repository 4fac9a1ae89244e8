/** The fields of a talking point that leave the server (convention 6). */
import type { TalkingPoint } from '@/shared/schemas/talking-point';
import type { TalkingPointRow } from '../../db/schema';

/** `{ id, text, authorId, position, discussed, carriedFromMeetingId, carriedFromDate }`. */
export function presentTalkingPoint(row: TalkingPointRow): TalkingPoint {
  return {
    id: row.id,
    text: row.text,
    authorId: row.authorId,
    position: row.position,
    discussed: row.discussed,
    carriedFromMeetingId: row.carriedFromMeetingId,
    carriedFromDate: row.carriedFromDate,
  };
}
