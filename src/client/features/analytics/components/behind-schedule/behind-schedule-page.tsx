/**
 * Content of /behind-schedule-overview (spec 2.15), from GET /api/analytics/behind-schedule:
 * totals (total behind schedule, overdue action items, overdue meetings) and the members most
 * behind first, 20 at a time ("Showing X of Y members", "Show more members"); empty state "All
 * Caught Up!". Totals count everyone.
 */
import { Fragment } from 'react';
import { AlertTriangle, CalendarClock, ClipboardX, PartyPopper } from 'lucide-react';
import { BackLink } from '@/client/components/layout/back-link';
import { useBehindSchedule } from '../../api/analytics-hooks';
import { MemberListPage } from '../member-list-page';
import { EmptyState } from '../page-states';
import { StatCard } from '../stat-card';
import { BehindMemberCard } from './behind-member-card';

export function BehindSchedulePage() {
  return (
    <MemberListPage
      back={<BackLink to="/team-progress">Back to Team Progress</BackLink>}
      title="Behind Schedule Overview"
      description="Overdue 1:1s and action items, most urgent first."
      query={useBehindSchedule()}
      failedText="Failed to load behind-schedule items"
      loadingText="Loading behind-schedule items..."
      figures={({ totals }) => (
        <Fragment>
          <StatCard
            title="Total Behind Schedule"
            value={totals.totalBehind}
            hint={`${totals.membersBehind} ${totals.membersBehind === 1 ? 'member' : 'members'} behind`}
            icon={AlertTriangle}
            tone={totals.totalBehind > 0 ? 'red' : 'green'}
            testId="bs-total"
          />
          <StatCard
            title="Overdue Action Items"
            value={totals.overdueActionItems}
            icon={ClipboardX}
            tone="amber"
            testId="bs-items"
          />
          <StatCard
            title="Overdue Meetings"
            value={totals.overdueMeetings}
            icon={CalendarClock}
            tone="orange"
            testId="bs-meetings"
          />
        </Fragment>
      )}
      empty={
        <EmptyState icon={PartyPopper} title="All Caught Up!" tone="text-green-700">
          Nobody in your team has overdue meetings or action items.
        </EmptyState>
      }
    >
      {(m) => <BehindMemberCard key={m.id} member={m} />}
    </MemberListPage>
  );
}
