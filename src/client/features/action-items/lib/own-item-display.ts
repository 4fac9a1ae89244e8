/**
 * Display texts of an own action item (spec 2.3 meeting names, spec 9 dates).
 */
import { formatDisplayDate, todayIn } from '@/shared/domain/dates';
import type { OwnActionItemMeeting } from '@/shared/domain/action-item-filters';
import { richTextToLine } from '@/client/lib/rich-text-line';

/** The meeting's display name: its title, else its agenda, else "Meeting on dd/MM/yyyy". */
export function meetingName(
  meeting: Pick<OwnActionItemMeeting, 'title' | 'agenda' | 'date'>,
): string {
  return (
    meeting.title?.trim() ||
    richTextToLine(meeting.agenda) ||
    `Meeting on ${formatDisplayDate(meeting.date)}`
  );
}

/** The calendar day (dd/MM/yyyy) of ISO instant `iso` in `timezone`; null when absent. */
export function displayDayOf(iso: string | null, timezone: string): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  return formatDisplayDate(todayIn(timezone, at));
}
