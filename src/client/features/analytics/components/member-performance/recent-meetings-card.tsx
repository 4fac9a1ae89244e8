/**
 * Recent Meetings of the performance page (spec 2.12, 9): the first 5 meetings, each with
 * status, date (dd/MM/yyyy), start time, duration, the first 50 characters of the agenda and an
 * action count, then "Showing 5 of N meetings" when more exist; or the "No meetings found"
 * empty state.
 */
import { Link } from 'react-router';
import { CalendarX } from 'lucide-react';
import type { PerformanceRecentMeeting } from '@/shared/schemas/analytics';
import { formatDisplayDate } from '@/shared/domain/dates';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { StatusBadge } from '@/client/features/meetings';
import { EmptyState } from '../page-states';
import { actionCountText, minutesText } from '../../lib/display';

export function RecentMeetingsCard({
  memberId,
  meetings,
  totalCount,
}: {
  memberId: number;
  meetings: PerformanceRecentMeeting[];
  totalCount: number;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="text-base">Recent Meetings</CardTitle>
        {totalCount > 0 && (
          <Link
            to={`/team-member-meetings/${memberId}/all`}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            View all meetings
          </Link>
        )}
      </CardHeader>
      <CardContent>
        {totalCount === 0 ? (
          <EmptyState icon={CalendarX} title="No meetings found">
            This team member hasn&apos;t participated in any meetings yet.
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-slate-100" data-testid="recent-meetings">
              {meetings.map((m) => (
                <li key={m.id}>
                  <Link
                    to={`/meeting/${m.id}`}
                    className="flex flex-col gap-1 rounded px-2 py-3 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span className="min-w-0">
                      <span className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                        <StatusBadge status={m.status} />
                        <span>{formatDisplayDate(m.date)}</span>
                        <span>{m.startTime}</span>
                        <span>{minutesText(m.duration)}</span>
                      </span>
                      <span className="mt-1 block truncate text-sm text-slate-900">
                        {m.agendaPreview || 'No agenda'}
                      </span>
                    </span>
                    <span className="shrink-0 text-xs text-slate-700">
                      {actionCountText(m.actionItemCount)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {totalCount > meetings.length && (
              <p className="mt-3 text-sm text-slate-600" data-testid="showing-count">
                Showing {meetings.length} of {totalCount} meetings
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
