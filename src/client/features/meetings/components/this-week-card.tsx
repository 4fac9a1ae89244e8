/**
 * The "this week" card of the dashboards (spec 2.3 "Upcoming This Week", 2.4 "This Week"), a
 * region named by its title:
 * the given meetings (`useThisWeekMeetings`: the first 3 scheduled from today to Sunday) as links
 * to /meeting/{id} with date and time, or "No upcoming meetings scheduled". While `loading`,
 * three skeleton rows.
 */
import { Link } from 'react-router';
import type { Meeting } from '@/shared/schemas/meeting';
import { formatDisplayDate } from '@/shared/domain/dates';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { meetingTitle } from '../utils/meeting-rows';

export function ThisWeekCard({
  title,
  meetings,
  loading = false,
}: {
  title: string;
  meetings: Meeting[];
  loading?: boolean;
}) {
  return (
    <Card role="region" aria-label={title}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div role="status" aria-label="Loading this week's meetings" className="grid gap-2">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : meetings.length === 0 ? (
          <p className="text-sm text-slate-600">No upcoming meetings scheduled</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2">
            {meetings.map((m) => (
              <li key={m.id} className="min-w-0">
                <Link
                  to={`/meeting/${m.id}`}
                  className="block rounded-md border-l-4 border-blue-600 bg-blue-50 px-3 py-2 hover:bg-blue-100"
                >
                  <span
                    className="block truncate text-sm font-medium text-slate-900"
                    title={meetingTitle(m)}
                  >
                    {meetingTitle(m)}
                  </span>
                  <span className="block text-xs text-slate-700">
                    {formatDisplayDate(m.date)} at {m.startTime}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
