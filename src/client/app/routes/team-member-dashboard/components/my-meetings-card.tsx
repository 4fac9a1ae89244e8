/**
 * My Meetings of the team member dashboard (spec 2.6): the first 6 of the user's meetings
 * (newest first) as the server filters and limits them (GET /api/meetings?teamMember=<me>&limit=6,
 * search debounced 300 ms; date all / today / week / month in the user's timezone) as the
 * meetings feature's cards, each with its compact action-item controls and, when the server's
 * `can.editAsParticipant` says so (a scheduled 1:1), an edit button.
 */
import { forwardRef, useState } from 'react';
import { Pencil } from 'lucide-react';
import { LIST_LIMITS } from '@/shared/domain/constants';
import { formatDisplayDate } from '@/shared/domain/dates';
import type { Meeting } from '@/shared/schemas/meeting';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { meetingQueries } from '@/client/features/meetings';
import {
  MeetingCard,
  MeetingFilterBar,
  MeetingFormDialog,
  MeetingList,
} from '@/client/features/meetings';
import { ActionItemStatusControl } from '@/client/features/action-items';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import type { MeetingDateFilter } from '../lib/meeting-date-filters';
import { useDebouncedValue } from '@/client/lib/use-debounced-value';
import { meetingTitle } from '../lib/dashboard-figures';

/** Edit button of a scheduled meeting, named after its date ("Edit meeting on dd/MM/yyyy"). */
function EditButton({ meeting, onEdit }: { meeting: Meeting; onEdit: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="h-8 w-8"
      aria-label={`Edit meeting on ${formatDisplayDate(meeting.date)}`}
      title="Edit meeting"
      onClick={onEdit}
    >
      <Pencil aria-hidden="true" />
    </Button>
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
          <MeetingList
            meetings={data}
            loading={isPending}
            failed={isError}
            empty="No meetings found"
          >
            {(m) => (
              <MeetingCard
                meeting={m}
                title={meetingTitle(m)}
                headingLevel={3}
                link="title"
                agenda="clamp"
                actionItems
                itemControl={(index) => (
                  <ActionItemStatusControl meeting={m} index={index} compact />
                )}
                actionsAt="title"
                actions={
                  m.can.editAsParticipant ? (
                    <EditButton meeting={m} onEdit={() => setEditing(m)} />
                  ) : undefined
                }
                className="shadow-none"
              />
            )}
          </MeetingList>
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
