/**
 * Pages that later issues fill in (organisation view, team member's side, analytics). Until
 * then each shows its title and a back link, as issue 2 section 6 asks.
 */
import { useParams } from 'react-router';
import { homePathFor } from '@/shared/permissions';
import { PageShell } from '@/client/components/layout/page-shell';
import { BackLink } from '@/client/components/layout/back-link';
import { useUser } from '../user-context';

function LaterPage({ title }: { title: string }) {
  const user = useUser();
  return (
    <PageShell user={user} title={title}>
      <BackLink to={homePathFor(user.role)} />
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">This page is coming soon.</p>
    </PageShell>
  );
}

export const TeamProgressRoute = () => <LaterPage title="Team Member Progress" />;
export const TeamAnalyticsRoute = () => <LaterPage title="Team Analytics" />;
export const ActionItemsOverviewRoute = () => <LaterPage title="Action Items Overview" />;
export const BehindScheduleRoute = () => <LaterPage title="Behind Schedule Overview" />;
export const ManagersRoute = () => <LaterPage title="All Managers" />;
export const ManagerProfileRoute = () => <LaterPage title="Manager Profile" />;
export const AllTeamMembersRoute = () => <LaterPage title="All Team Members" />;
export const TeamMemberPerformanceRoute = () => <LaterPage title="Team Member Performance" />;
export function TeamMemberMeetingsRoute() {
  const { filterType } = useParams();
  const title =
    filterType === 'upcoming'
      ? 'Upcoming Meetings'
      : filterType === 'action-items'
        ? 'Action Items'
        : 'All Meetings';
  return <LaterPage title={title} />;
}
export const PendingActionItemsRoute = () => <LaterPage title="Pending Action Items" />;
export const CompletedActionItemsRoute = () => <LaterPage title="Completed Action Items" />;
export const StuckActionItemsRoute = () => <LaterPage title="Stuck Action Items" />;
