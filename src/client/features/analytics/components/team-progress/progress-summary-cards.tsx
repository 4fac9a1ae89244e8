/**
 * The three summary cards of /team-progress (spec 2.10): Total Team Members, Total Action Items
 * (opens /action-items-overview) and Behind Schedule (opens /behind-schedule-overview; amber
 * when any action item is pending, green when none).
 */
import { AlertTriangle, CheckCircle2, ClipboardList, Users } from 'lucide-react';
import type { TeamProgressResponse } from '@/shared/schemas/analytics';
import { StatCard } from '../stat-card';

export function ProgressSummaryCards({ totals }: { totals: TeamProgressResponse['totals'] }) {
  const behind = totals.pendingActionItems > 0;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
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
        hint="View the action items overview"
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
    </div>
  );
}
