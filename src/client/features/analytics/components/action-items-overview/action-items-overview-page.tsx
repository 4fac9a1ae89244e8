/**
 * Content of /action-items-overview (spec 2.14), from GET /api/analytics/action-items: totals
 * (total, pending with the Stuck figure beside it, completed; docs/glossary.md item states) and
 * the items grouped by team member; empty state "No Action Items Found". Members come 20 at a
 * time ("Showing X of Y members", "Show more members"); totals count everyone.
 */
import { Fragment } from 'react';
import { CheckCircle2, ClipboardList, Clock, Inbox } from 'lucide-react';
import { BackLink } from '@/client/components/layout/back-link';
import { useActionItemsOverview } from '../../api/analytics-hooks';
import { MemberListPage } from '../member-list-page';
import { EmptyState } from '../page-states';
import { StatCard } from '../stat-card';
import { StuckStat } from '../stuck-stat';
import { MemberActionItemsCard } from './member-action-items-card';

export function ActionItemsOverviewPage() {
  return (
    <MemberListPage
      back={<BackLink to="/team-progress">Back to Team Progress</BackLink>}
      title="Action Items Overview"
      description="Every action item of your team's 1:1s, by team member."
      query={useActionItemsOverview()}
      failedText="Failed to load action items"
      loadingText="Loading action items..."
      figures={(data) => (
        <Fragment>
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
            hint={<StuckStat count={data.totals.stuck} testId="ai-stuck" />}
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
        </Fragment>
      )}
      empty={
        <EmptyState icon={Inbox} title="No Action Items Found">
          Action items agreed in your team&apos;s 1:1s will appear here.
        </EmptyState>
      }
    >
      {(g) => <MemberActionItemsCard key={g.id} group={g} />}
    </MemberListPage>
  );
}
