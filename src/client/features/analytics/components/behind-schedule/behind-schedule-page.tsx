/**
 * Content of /behind-schedule-overview (spec 2.15), from GET /api/analytics/behind-schedule:
 * totals (total behind schedule, overdue action items, overdue meetings) and the members most
 * behind first, 50 at a time ("Showing X of Y members", "Show more members"); empty state "All
 * Caught Up!". Totals count everyone.
 */
import { AlertTriangle, CalendarClock, ClipboardX, PartyPopper } from 'lucide-react';
import { BackLink } from '@/client/components/layout/back-link';
import { useBehindSchedule } from '../../api/behind-schedule';
import { AnalyticsPage } from '../analytics-page';
import { MembersPager } from '../members-pager';
import { EmptyState } from '../page-states';
import { StatCard } from '../stat-card';
import { BehindMemberCard } from './behind-member-card';

export function BehindSchedulePage() {
  const query = useBehindSchedule();
  return (
    <AnalyticsPage
      back={<BackLink to="/team-progress">Back to Team Progress</BackLink>}
      title="Behind Schedule Overview"
      description="Overdue 1:1s and action items, most urgent first."
      query={query}
      failedText="Failed to load behind-schedule items"
      loadingText="Loading behind-schedule items..."
      skeletonRows={2}
    >
      {(data) => (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard
              title="Total Behind Schedule"
              value={data.totals.totalBehind}
              hint={`${data.totals.membersBehind} ${data.totals.membersBehind === 1 ? 'member' : 'members'} behind`}
              icon={AlertTriangle}
              tone={data.totals.totalBehind > 0 ? 'red' : 'green'}
              testId="bs-total"
            />
            <StatCard
              title="Overdue Action Items"
              value={data.totals.overdueActionItems}
              icon={ClipboardX}
              tone="amber"
              testId="bs-items"
            />
            <StatCard
              title="Overdue Meetings"
              value={data.totals.overdueMeetings}
              icon={CalendarClock}
              tone="orange"
              testId="bs-meetings"
            />
          </div>
          {data.membersTotal === 0 ? (
            <EmptyState icon={PartyPopper} title="All Caught Up!" tone="text-green-700">
              Nobody in your team has overdue meetings or action items.
            </EmptyState>
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              {data.members.map((m) => (
                <BehindMemberCard key={m.id} member={m} />
              ))}
            </div>
          )}
          <MembersPager shown={data.members.length} total={data.membersTotal} pages={query} />
        </>
      )}
    </AnalyticsPage>
  );
}
