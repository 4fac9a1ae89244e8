/**
 * A row of the all-meetings / scheduled views (spec 2.4): status badge, date, start time,
 * duration and agenda; the agenda links to /meeting/{id} over the whole row. Edit and cancel
 * appear on hover and on keyboard focus (always on small screens, which have no hover).
 */
import { Link } from 'react-router';
import { CalendarDays, Clock, FileText, Timer } from 'lucide-react';
import type { Meeting } from '@/shared/schemas/meeting';
import { formatDisplayDate } from '@/shared/domain/dates';
import { StatusBadge } from '@/client/features/meetings';
import { counterpartName, formatDuration, hasNotes, meetingTitle } from '../lib/meeting-display';
import { MeetingActionButtons } from './meeting-action-buttons';

export function MeetingListRow({ meeting, viewerId }: { meeting: Meeting; viewerId: number }) {
  const withName = counterpartName(meeting, viewerId);
  const agenda = meeting.agenda?.trim();
  return (
    <li className="group relative flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-colors focus-within:border-brand-500 hover:border-brand-500 hover:bg-slate-50">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <StatusBadge status={meeting.status} />
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            {formatDisplayDate(meeting.date)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {meeting.startTime}
          </span>
          <span className="inline-flex items-center gap-1">
            <Timer className="h-4 w-4" aria-hidden="true" />
            {formatDuration(meeting.duration)}
          </span>
          {withName && <span className="text-slate-600">with {withName}</span>}
          {hasNotes(meeting) && (
            <span role="img" aria-label="Has notes" title="Has notes">
              <FileText className="h-4 w-4 text-slate-600" aria-hidden="true" />
            </span>
          )}
        </div>
        <Link
          to={`/meeting/${meeting.id}`}
          className="mt-2 line-clamp-2 block text-slate-900 after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
        >
          {agenda || <span className="italic text-slate-600">{meetingTitle(meeting)}</span>}
        </Link>
      </div>
      <MeetingActionButtons
        meeting={meeting}
        className="sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100"
      />
    </li>
  );
}
