/**
 * "1:1s & Team Meetings" tab (spec 2.4): summary cards, the Recent list, This Week and Manager
 * Tools. `meetings` is the unfiltered list of GET /api/meetings in the server's order.
 */
import type { Meeting } from '@/shared/schemas/meeting';
import { ThisWeekCard } from '@/client/features/meetings';
import { ManagerToolsCard } from './manager-tools-card';
import { RecentMeetingsCard } from './recent-meetings-card';
import { SummaryCards } from './summary-cards';

export function MeetingsTab({
  meetings,
  thisWeek,
  counts,
  loading,
  failed,
  onOpenView,
  onSearch,
  viewerId,
}: {
  viewerId: number;
  meetings: Meeting[];
  thisWeek: Meeting[];
  counts: { total: number; completed: number; upcoming: number };
  loading: boolean;
  failed: boolean;
  onOpenView: (view: 'all' | 'scheduled') => void;
  onSearch: () => void;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6 lg:col-span-2">
        <SummaryCards
          counts={counts}
          loading={loading}
          onOpenAll={() => onOpenView('all')}
          onOpenScheduled={() => onOpenView('scheduled')}
        />
        <RecentMeetingsCard
          meetings={meetings}
          loading={loading}
          failed={failed}
          viewerId={viewerId}
        />
      </div>
      <div className="flex flex-col gap-6">
        <ThisWeekCard title="This Week" meetings={thisWeek} loading={loading} />
        <ManagerToolsCard onSearch={onSearch} />
      </div>
    </div>
  );
}
