/**
 * One row of Enterprise Meeting Management (spec 2.5): title, date, time, duration, the team
 * member's and the manager's names, a status badge, and edit, cancel and view (→ /meeting/{id})
 * buttons, each named after the meeting for screen readers.
 */
import { Link } from 'react-router';
import { CalendarDays, Clock, Eye, Timer, UserRound } from 'lucide-react';
import type { Meeting } from '@/shared/schemas/meeting';
import { formatDisplayDate } from '@/shared/domain/dates';
import { Button } from '@/client/components/ui/button';
import { MeetingRowActions } from '@/client/features/meetings';
import { StatusBadge } from '@/client/features/meetings';
import { enterpriseMeetingTitle } from '../lib/enterprise-filters';

export function EnterpriseMeetingRow({
  meeting,
  onEdit,
  onCancel,
}: {
  meeting: Meeting;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const title = enterpriseMeetingTitle(meeting);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-semibold text-slate-900">{title}</h3>
          <StatusBadge status={meeting.status} />
        </div>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">Date:</span>
            {formatDisplayDate(meeting.date)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">Time:</span>
            {meeting.startTime}
          </span>
          <span className="inline-flex items-center gap-1">
            <Timer className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">Duration:</span>
            {meeting.duration} min
          </span>
          <span className="inline-flex items-center gap-1">
            <UserRound className="h-4 w-4" aria-hidden="true" />
            <span>
              Team member:{' '}
              <strong className="font-medium">{meeting.teamMemberName ?? 'Unknown'}</strong>
            </span>
          </span>
          <span>
            Manager: <strong className="font-medium">{meeting.managerName ?? 'Unknown'}</strong>
          </span>
        </div>
      </div>
      <MeetingRowActions title={title} onEdit={onEdit} onCancel={onCancel}>
        <Button asChild variant="ghost" size="icon" className="h-9 w-9">
          <Link
            to={`/meeting/${meeting.id}`}
            aria-label={`View meeting: ${title}`}
            title="View meeting"
          >
            <Eye aria-hidden="true" />
          </Link>
        </Button>
      </MeetingRowActions>
    </li>
  );
}
