/**
 * Recent Meetings of the default dashboard (spec 2.3): the first 5 meetings of the (filtered)
 * list. Each row: status dot, title (else agenda, else "Meeting on <date>"), date, start time,
 * duration in minutes, a notes icon and a status badge; the row opens /meeting/{id} (its title
 * is a link stretched over the row). Empty text: No meetings yet.
 */
import { Link } from 'react-router';
import { Clock, FileText } from 'lucide-react';
import type { Meeting } from '@/shared/schemas/meeting';
import { LIST_LIMITS } from '@/shared/domain/constants';
import { formatDisplayDate } from '@/shared/domain/dates';
import { statusLabel } from '@/shared/schemas/meeting';
import { StatusBadge } from '@/client/features/meetings';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/utils';
import { hasNotes, rowTitle, statusDotClass } from '../lib/dashboard-figures';

function MeetingRow({ meeting }: { meeting: Meeting }) {
  return (
    <li className="relative flex items-center gap-3 rounded-md border border-slate-200 p-3 transition-colors focus-within:bg-slate-50 hover:bg-slate-50">
      <span className="flex shrink-0 items-center" title={statusLabel(meeting.status)}>
        <span
          aria-hidden="true"
          className={cn('h-3 w-3 rounded-full', statusDotClass(meeting.status))}
        />
      </span>
      <div className="min-w-0 flex-1">
        <Link
          to={`/meeting/${meeting.id}`}
          className="block truncate font-medium text-slate-900 after:absolute after:inset-0 after:rounded-md focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
        >
          {rowTitle(meeting)}
        </Link>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
          <span>{formatDisplayDate(meeting.date)}</span>
          <span className="inline-flex items-center gap-1">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            {meeting.startTime}
          </span>
          <span>{meeting.duration} min</span>
        </p>
      </div>
      {hasNotes(meeting) && (
        <span role="img" aria-label="Has notes" title="Has notes" className="shrink-0">
          <FileText aria-hidden="true" className="h-4 w-4 text-slate-600" />
        </span>
      )}
      <StatusBadge status={meeting.status} className="shrink-0" />
    </li>
  );
}

export function RecentMeetingsCard({
  meetings,
  loading,
  failed,
}: {
  meetings: Meeting[];
  loading: boolean;
  failed: boolean;
}) {
  const recent = meetings.slice(0, LIST_LIMITS.recentMeetings);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Meetings</CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div role="status" aria-label="Loading meetings" className="flex flex-col gap-2">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : failed ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to fetch meetings
          </p>
        ) : recent.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">No meetings yet</p>
        ) : (
          <ul aria-label="Recent meetings" className="flex flex-col gap-2">
            {recent.map((m) => (
              <MeetingRow key={m.id} meeting={m} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
