/**
 * Upcoming Meetings card of the team member dashboard (spec 2.6): up to 5 scheduled meetings
 * dated today (the user's timezone) or later, earliest first, as the server picks them, then
 * "+N more upcoming meetings" when the server counts more.
 */
import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { formatDisplayDate } from '@/shared/domain/dates';
import type { Meeting } from '@/shared/schemas/meeting';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { meetingTitle } from '../lib/dashboard-figures';

export function UpcomingMeetingsCard({
  upcoming,
  isError,
}: {
  upcoming: { shown: Meeting[]; more: number } | undefined;
  isError: boolean;
}) {
  return (
    <Card role="region" aria-labelledby="upcoming-meetings-heading">
      <CardHeader>
        <CardTitle id="upcoming-meetings-heading" className="flex items-center gap-2">
          <CalendarClock className="h-5 w-5 text-brand-700" aria-hidden="true" />
          Upcoming Meetings
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to fetch meetings
          </p>
        ) : !upcoming ? (
          <div className="grid gap-2" role="status" aria-label="Loading upcoming meetings">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : upcoming.shown.length === 0 ? (
          <p className="text-sm text-slate-600">No upcoming meetings</p>
        ) : (
          <>
            <ul className="grid gap-2">
              {upcoming.shown.map((m) => (
                <li key={m.id}>
                  <Link
                    to={`/meeting/${m.id}`}
                    className="block rounded-md border border-slate-200 p-3 hover:border-brand-500 hover:bg-brand-50"
                  >
                    <span className="block text-sm font-medium text-slate-900">
                      {meetingTitle(m)}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {formatDisplayDate(m.date)} at {m.startTime} · {m.duration} min
                    </span>
                    {m.agenda?.trim() && (
                      <span className="mt-1 block truncate text-xs text-slate-700">{m.agenda}</span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
            {upcoming.more > 0 && (
              <p className="mt-3 text-sm text-slate-600">+{upcoming.more} more upcoming meetings</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
