/**
 * The date (dd/MM/yyyy, spec 9), start time and duration (minutes) of an item's meeting, as
 * one line of small icons and text.
 */
import { CalendarDays, Clock, Timer } from 'lucide-react';
import { formatDisplayDate } from '@/shared/domain/dates';
import type { OwnActionItemMeeting } from '@/shared/domain/action-item-filters';

export function MeetingWhen({
  meeting,
}: {
  meeting: Pick<OwnActionItemMeeting, 'date' | 'startTime' | 'duration'>;
}) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1">
        <CalendarDays className="h-3.5 w-3.5" aria-hidden="true" />
        {formatDisplayDate(meeting.date)}
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock className="h-3.5 w-3.5" aria-hidden="true" />
        {meeting.startTime}
      </span>
      <span className="inline-flex items-center gap-1">
        <Timer className="h-3.5 w-3.5" aria-hidden="true" />
        {meeting.duration} min
      </span>
    </p>
  );
}
