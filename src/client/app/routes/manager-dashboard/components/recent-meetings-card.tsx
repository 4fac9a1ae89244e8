/**
 * Recent list of the meetings tab (spec 2.4, 9): the first 5 meetings, each opening
 * /meeting/{id}, with edit and cancel; a Schedule 1:1 button opens the meeting form.
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
import { Skeleton } from '@/client/components/ui/skeleton';
import { useMeetingActions } from './meeting-actions';
import { RecentMeetingRow } from './recent-meeting-row';

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
          <ul className="flex flex-col gap-2">
            {recent.map((m) => (
              <RecentMeetingRow key={m.id} meeting={m} viewerId={viewerId} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
