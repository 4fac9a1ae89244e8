/**
 * The series block of Meeting Details (docs/decisions/0011-series.md): the series in words from
 * the shared rules ("Every 2 weeks on Tuesday"), the next occurrence, and the pair's past 1:1s,
 * newest first, each linking to its page (GET /api/meetings/{id}/related). Dates as spec 9
 * (dd/MM/yyyy), times as stored (local to the meeting's timezone).
 */
import { Link } from 'react-router';
import { Repeat } from 'lucide-react';
import { formatDisplayDate } from '@/shared/domain/dates';
import { describeRule } from '@/shared/domain/recurrence';
import type { Meeting } from '@/shared/schemas/meeting';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useRelatedMeetings } from '../api/meetings';
import { StatusBadge } from './status-badge';

/** "Every 2 weeks on Tuesday", or null for a one-off (or a rule this client cannot read). */
export function seriesLine(meeting: Pick<Meeting, 'rrule'>) {
  if (!meeting.rrule) return null;
  try {
    return describeRule(meeting.rrule);
  } catch {
    return null;
  }
}

function MeetingLink({ meeting }: { meeting: Meeting }) {
  return (
    <Link
      to={`/meeting/${meeting.id}`}
      className="font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      {formatDisplayDate(meeting.date)} at {meeting.startTime}
    </Link>
  );
}

export function MeetingSeriesBlock({ meeting }: { meeting: Meeting }) {
  const related = useRelatedMeetings(meeting.id);
  const line = seriesLine(meeting);
  const data = related.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{meeting.seriesId ? 'Series' : 'Past 1:1s'}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {line && (
          <p className="flex items-center gap-2 text-slate-800">
            <Repeat className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span>{line}</span>
          </p>
        )}
        {related.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : related.isError || !data ? (
          <p className="text-slate-600">Failed to load the past 1:1s</p>
        ) : (
          <>
            {meeting.seriesId && (
              <p className="text-slate-800">
                <span className="text-slate-600">Next 1:1: </span>
                {data.nextOccurrence ? (
                  <MeetingLink meeting={data.nextOccurrence} />
                ) : (
                  'none scheduled'
                )}
              </p>
            )}
            <div className="grid gap-2">
              {meeting.seriesId && (
                <h3 className="text-sm font-medium text-slate-700">Past 1:1s</h3>
              )}
              {data.pastMeetings.length === 0 ? (
                <p className="text-slate-600">No earlier 1:1s</p>
              ) : (
                <ul className="grid gap-2" aria-label="Past 1:1s">
                  {data.pastMeetings.map((m) => (
                    <li key={m.id} className="flex flex-wrap items-center justify-between gap-2">
                      <MeetingLink meeting={m} />
                      <StatusBadge status={m.status} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
