/** "This Week" card (spec 2.4, 9): the first 3 scheduled meetings of this calendar week from today. */
import { Link } from 'react-router';
import type { Meeting } from '@/shared/schemas/meeting';
import { formatDisplayDate } from '@/shared/domain/dates';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { meetingTitle } from '../lib/meeting-display';

export function ThisWeekCard({ meetings, loading }: { meetings: Meeting[]; loading: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">This Week</CardTitle>
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
          <ul className="grid gap-2">
            {meetings.map((m) => (
              <li key={m.id}>
                <Link
                  to={`/meeting/${m.id}`}
                  className="block rounded-md border-l-4 border-blue-600 bg-blue-50 px-3 py-2 hover:bg-blue-100"
                >
                  <span className="block truncate text-sm font-medium text-slate-900">
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
