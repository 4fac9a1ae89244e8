/**
 * One row of the Recent list (spec 2.4): status colour, title, date, start time, duration, a
 * notes icon, edit and cancel. The title is a link to /meeting/{id} stretched over the row, so a
 * click anywhere (or Enter on the focused link) opens the meeting without nesting buttons.
 */
import { Link } from 'react-router';
import { Clock, FileText } from 'lucide-react';
import type { Meeting } from '@/shared/schemas/meeting';
import { formatDisplayDate } from '@/shared/domain/dates';
import { counterpartName, formatDuration, hasNotes, meetingTitle } from '../lib/meeting-display';
import { MeetingActionButtons } from './meeting-action-buttons';
import { StatusDot } from './status-dot';

export function RecentMeetingRow({ meeting, viewerId }: { meeting: Meeting; viewerId: number }) {
  const withName = counterpartName(meeting, viewerId);
  const title = meetingTitle(meeting);
  return (
    <li className="relative flex items-center gap-3 rounded-md border border-slate-200 p-3 transition-colors focus-within:bg-slate-50 hover:bg-slate-50">
      <StatusDot status={meeting.status} />
      <div className="min-w-0 flex-1">
        <Link
          to={`/meeting/${meeting.id}`}
          className="block truncate font-medium text-slate-900 after:absolute after:inset-0 after:rounded-md focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
        >
          {title}
        </Link>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
          <span>{formatDisplayDate(meeting.date)}</span>
          <span className="inline-flex items-center gap-1">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            {meeting.startTime}
          </span>
          <span>{formatDuration(meeting.duration)}</span>
          {withName && <span>with {withName}</span>}
        </p>
      </div>
      {hasNotes(meeting) && (
        <span role="img" aria-label="Has notes" title="Has notes" className="shrink-0">
          <FileText aria-hidden="true" className="h-4 w-4 text-slate-600" />
        </span>
      )}
      <MeetingActionButtons meeting={meeting} />
    </li>
  );
}
