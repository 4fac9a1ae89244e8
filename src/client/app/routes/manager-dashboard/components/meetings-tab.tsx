/**
 * "1:1s & Team Meetings" tab (spec 2.4): summary cards, the Recent list, This Week and Manager
 * Tools. Each part shows its own call's answer and loading state (manager-dashboard.tsx):
 * `recent` the list's first 5 (newest first), `thisWeek` the first 3 scheduled of the week.
 */
import type { Meeting } from '@/shared/schemas/meeting';
import { ThisWeekCard } from '@/client/features/meetings';
import { ManagerToolsCard } from './manager-tools-card';
import { MyActionItemsCard } from '@/client/features/action-items';
import { RecentMeetingsCard } from './recent-meetings-card';
import { SummaryCards } from './summary-cards';

export function MeetingsTab({
  counts,
  countsLoading,
  recent,
  recentLoading,
  recentFailed,
  thisWeek,
  thisWeekLoading,
  onOpenView,
  onSearch,
  viewerId,
}: {
  viewerId: number;
  counts: { total: number; completed: number; upcoming: number };
  countsLoading: boolean;
  recent: Meeting[];
  recentLoading: boolean;
  recentFailed: boolean;
  thisWeek: Meeting[];
  thisWeekLoading: boolean;
  onOpenView: (view: 'all' | 'scheduled') => void;
  onSearch: () => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6 lg:col-span-2">
        <SummaryCards
          counts={counts}
          loading={countsLoading}
          onOpenAll={() => onOpenView('all')}
          onOpenScheduled={() => onOpenView('scheduled')}
        />
        <RecentMeetingsCard
          meetings={recent}
          loading={recentLoading}
          failed={recentFailed}
          viewerId={viewerId}
        />
      </div>
      <div className="flex flex-col gap-6">
        <ThisWeekCard title="This Week" meetings={thisWeek} loading={thisWeekLoading} />
        <MyActionItemsCard />
        <ManagerToolsCard onSearch={onSearch} />
      </div>
    </div>
  );
}
