/**
 * Upcoming Meetings card of the team member dashboard (spec 2.6): up to 5 scheduled meetings
 * dated today (the user's timezone) or later, earliest first, as the server picks them, each a
 * compact meeting card that opens /meeting/{id}, then "+N more upcoming meetings" when the
 * server counts more.
 */
import { CalendarClock } from 'lucide-react';
import type { Meeting } from '@/shared/schemas/meeting';
import { MeetingCard, MeetingList } from '@/client/features/meetings';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
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
        <MeetingList
          meetings={upcoming?.shown}
          failed={isError}
          empty="No upcoming meetings"
          density="compact"
          skeletons={2}
          loadingLabel="Loading upcoming meetings"
        >
          {(m) => (
            <MeetingCard
              meeting={m}
              title={meetingTitle(m)}
              density="compact"
              link="card"
              statusBadge={false}
              agenda="truncate"
            />
          )}
        </MeetingList>
        {upcoming && upcoming.more > 0 && (
          <p className="mt-3 text-sm text-slate-600">+{upcoming.more} more upcoming meetings</p>
        )}
      </CardContent>
    </Card>
  );
}
