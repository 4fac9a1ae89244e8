/**
 * Recent list of the meetings tab (spec 2.4, 9): the first 5 meetings as compact meeting cards
 * (status colour, title, date, start time, duration, the other participant, the notes icon),
 * each opening /meeting/{id}, with edit and cancel; a Schedule 1:1 button opens the meeting form.
 */
import { Plus } from 'lucide-react';
import type { Meeting } from '@/shared/schemas/meeting';
import { LIST_LIMITS } from '@/shared/domain/constants';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { MeetingCard, MeetingList } from '@/client/features/meetings';
import { MeetingActionButtons } from './meeting-action-buttons';
import { useMeetingActions } from './meeting-actions';

export function RecentMeetingsCard({
  meetings,
  loading,
  failed,
  viewerId,
}: {
  meetings: Meeting[];
  /** The signed-in user, to name the other participant of each meeting. */
  viewerId: number;
  loading: boolean;
  failed: boolean;
}) {
  const actions = useMeetingActions();
  const recent = meetings.slice(0, LIST_LIMITS.recentMeetings);
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Recent 1:1s</CardTitle>
          <CardDescription>Your latest one-on-one meetings with the team</CardDescription>
        </div>
        <Button type="button" onClick={() => actions.schedule()}>
          <Plus aria-hidden="true" />
          Schedule 1:1
        </Button>
      </CardHeader>
      <CardContent>
        <MeetingList
          meetings={recent}
          loading={loading}
          failed={failed}
          empty="No meetings yet"
          density="compact"
        >
          {(m) => (
            <MeetingCard
              meeting={m}
              density="compact"
              statusDot
              statusBadge={false}
              facts={['date', 'time', 'duration', 'with', 'notes']}
              viewerId={viewerId}
              actions={<MeetingActionButtons meeting={m} />}
            />
          )}
        </MeetingList>
      </CardContent>
    </Card>
  );
}
