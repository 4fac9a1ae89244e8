/**
 * My Meetings of the team member dashboard (spec 2.6): the first 6 of the user's meetings
 * (newest first) as the server filters and limits them (GET /api/meetings?teamMember=<me>&limit=6,
 * search debounced 300 ms; date all / today / week / month in the user's timezone), each with
 * its compact action-item controls and, when scheduled, an edit button.
 */
import { forwardRef, useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Clock, Pencil } from 'lucide-react';
import { LIST_LIMITS } from '@/shared/domain/constants';
import { formatDisplayDate } from '@/shared/domain/dates';
import type { Meeting } from '@/shared/schemas/meeting';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { meetingQueries } from '@/client/features/meetings';
import { MeetingFilterBar, MeetingFormDialog, StatusBadge } from '@/client/features/meetings';
import { ActionItemStatusControl } from '@/client/features/action-items';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import type { MeetingDateFilter } from '../lib/meeting-date-filters';
import { useDebouncedValue } from '@/client/lib/use-debounced-value';
import { meetingTitle } from '../lib/dashboard-figures';

function MeetingRow({ meeting, onEdit }: { meeting: Meeting; onEdit: () => void }) {
  const title = meetingTitle(meeting);
  const date = formatDisplayDate(meeting.date);
  return (
    <li className="rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            <Link to={`/meeting/${meeting.id}`} className="rounded-sm hover:underline">
              {title}
            </Link>
          </h3>
          <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1">
              <CalendarDays className="h-3.5 w-3.5" aria-hidden="true" />
              {date}
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock className="h-3.5 w-3.5" aria-hidden="true" />
              {meeting.startTime} · {meeting.duration} min
            </span>
          </p>
        </div>
        <div className="flex items-center gap-1">
          <StatusBadge status={meeting.status} />
          {meeting.status === 'scheduled' && (
            <Button
              variant="ghost"
              size="icon"
              className="h-8 w-8"
              aria-label={`Edit meeting on ${date}`}
              title="Edit meeting"
              onClick={onEdit}
            >
              <Pencil aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
      {meeting.agenda?.trim() && (
        <p className="mt-2 line-clamp-2 text-sm text-slate-700">{meeting.agenda}</p>
      )}
      {meeting.actionItems.length > 0 && (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
            Action Items
          </h4>
          <ul className="grid gap-1">
            {meeting.actionItems.map((item, index) => (
              <li key={`${index}-${item}`}>
                <ActionItemStatusControl meeting={meeting} index={index} compact />
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

export const MyMeetingsCard = forwardRef<HTMLInputElement, { userId: number }>(
  function MyMeetingsCard({ userId }, searchRef) {
    const [search, setSearch] = useState('');
    const [date, setDate] = useState<MeetingDateFilter>('all');
    const [editing, setEditing] = useState<Meeting | null>(null);
    const debounced = useDebouncedValue(search.trim(), 300);
    const { data, isPending, isError } = useQuery({
      ...meetingQueries.list({
        teamMember: userId,
        search: debounced || undefined,
        date: date === 'all' ? undefined : date,
        limit: LIST_LIMITS.teamMemberRecentMeetings,
      }),
      placeholderData: keepPreviousData,
    });
    const meetings = data ?? [];

    return (
      <Card role="region" aria-labelledby="my-meetings-heading">
        <CardHeader className="gap-3">
          <CardTitle id="my-meetings-heading">My Meetings</CardTitle>
          <MeetingFilterBar
            fields={['search', 'period']}
            idPrefix="my-meetings"
            values={{ search, period: date }}
            onChange={(next) => {
              setSearch(next.search);
              setDate(next.period as MeetingDateFilter);
            }}
            text={{ search: 'Search meetings', searchLabelHidden: true }}
            clear="none"
            searchRef={searchRef}
            className="flex flex-col gap-2 sm:flex-row"
            fieldClassName={{ search: 'flex-1', period: 'sm:w-40' }}
          />
        </CardHeader>
        <CardContent>
          {isPending ? (
            <div className="grid gap-3" role="status" aria-label="Loading meetings">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-20" />
              ))}
            </div>
          ) : isError ? (
            <p role="alert" className="text-red-700">
              Failed to fetch meetings
            </p>
          ) : meetings.length === 0 ? (
            <p className="py-6 text-center text-slate-600">No meetings found</p>
          ) : (
            <ul className="grid gap-3">
              {meetings.map((m) => (
                <MeetingRow key={m.id} meeting={m} onEdit={() => setEditing(m)} />
              ))}
            </ul>
          )}
        </CardContent>
        <MeetingFormDialog
          rights="participant"
          open={editing !== null}
          meeting={editing}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      </Card>
    );
  },
);
