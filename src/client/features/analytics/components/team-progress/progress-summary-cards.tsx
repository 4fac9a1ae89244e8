/**
 * The three summary cards of /team-progress (spec 2.10), for the row of `MemberListPage`: Total
 * Team Members, Total Action Items (opens /action-items-overview; with the Stuck figure) and
 * Behind Schedule (opens /behind-schedule-overview; amber when any action item is pending, green
 * when none).
 */
import { AlertTriangle, CheckCircle2, ClipboardList, Users } from 'lucide-react';
import type { TeamProgressResponse } from '@/shared/schemas/analytics';
import { StatCard } from '../stat-card';
import { StuckStat } from '../stuck-stat';

export function ProgressSummaryCards({ totals }: { totals: TeamProgressResponse['totals'] }) {
  const behind = totals.pendingActionItems > 0;
  return (
    <>
      <StatCard
        title="Total Team Members"
        value={totals.members}
        hint="In your team"
        icon={Users}
        tone="blue"
        testId="total-team-members"
      />
      <StatCard
        title="Total Action Items"
        value={totals.actionItems}
        hint={
          <span className="flex flex-wrap items-center gap-2">
            View the action items overview
            <StuckStat count={totals.stuckActionItems} testId="total-stuck-items" />
          </span>
        }
        icon={ClipboardList}
        tone="purple"
        to="/action-items-overview"
        testId="total-action-items"
      />
      <StatCard
        title="Behind Schedule"
        value={totals.membersWithPending}
        hint={
          behind
            ? `${totals.pendingActionItems} pending action ${totals.pendingActionItems === 1 ? 'item' : 'items'}`
            : 'Everyone is on track'
        }
        icon={behind ? AlertTriangle : CheckCircle2}
        tone={behind ? 'amber' : 'green'}
        emphasis
        to="/behind-schedule-overview"
        testId="behind-schedule"
      />
    </>
  );
}
