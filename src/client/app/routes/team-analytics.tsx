import { homePathFor } from '@/shared/permissions';
import { PageShell } from '@/client/components/layout/page-shell';
import { TeamAnalyticsPage } from '@/client/features/analytics';
import { useUser } from '@/client/features/auth';
import { FeedbackTrendCard } from '@/client/features/shared-meeting';

/**
 * /team-analytics: Team Analytics (spec 2.11) and the 1:1 feedback trend (decision 13); the back
 * link goes to the user's home.
 */
export function TeamAnalyticsRoute() {
  const user = useUser();
  return (
    <PageShell user={user} title="Team Analytics">
      <div className="flex min-w-0 flex-col gap-6">
        <TeamAnalyticsPage homePath={homePathFor(user.role)} />
        {user.role !== 'Team Member' && <FeedbackTrendCard />}
      </div>
    </PageShell>
  );
}
