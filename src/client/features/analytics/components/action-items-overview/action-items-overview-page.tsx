/**
 * Content of /action-items-overview (spec 2.14), from GET /api/analytics/action-items: totals
 * (total, pending, completed) and the items grouped by team member; empty state "No Action
 * Items Found". Items of completed meetings count as completed (spec 4, analytics rule). Members
 * come 50 at a time ("Showing X of Y members", "Show more members"); totals count everyone.
 */
import { CheckCircle2, ClipboardList, Clock, Inbox } from 'lucide-react';
import { BackLink } from '@/client/components/layout/back-link';
import { useActionItemsOverview } from '../../api/action-items-overview';
import { AnalyticsPage } from '../analytics-page';
import { MembersPager } from '../members-pager';
import { EmptyState } from '../page-states';
import { StatCard } from '../stat-card';
import { MemberActionItemsCard } from './member-action-items-card';

export function ActionItemsOverviewPage() {
  const query = useActionItemsOverview();
  return (
    <AnalyticsPage
      back={<BackLink to="/team-progress">Back to Team Progress</BackLink>}
      title="Action Items Overview"
      description="Every action item of your team's 1:1s, by team member."
      query={query}
      failedText="Failed to load action items"
      loadingText="Loading action items..."
      skeletonRows={2}
    >
      {(data) => (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard
              title="Total Action Items"
              value={data.totals.total}
              icon={ClipboardList}
              tone="blue"
              testId="ai-total"
            />
            <StatCard
              title="Pending"
              value={data.totals.pending}
              icon={Clock}
              tone="amber"
              testId="ai-pending"
            />
            <StatCard
              title="Completed"
              value={data.totals.completed}
              icon={CheckCircle2}
              tone="green"
              testId="ai-completed"
            />
          </div>
          {data.membersTotal === 0 ? (
            <EmptyState icon={Inbox} title="No Action Items Found">
              Action items agreed in your team&apos;s 1:1s will appear here.
            </EmptyState>
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              {data.members.map((g) => (
                <MemberActionItemsCard key={g.id} group={g} />
              ))}
            </div>
          )}
          <MembersPager shown={data.members.length} total={data.membersTotal} pages={query} />
        </>
      )}
    </AnalyticsPage>
  );
}
