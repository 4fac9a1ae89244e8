import { homePathFor } from '@/shared/permissions';
import { PageShell } from '@/client/components/layout/page-shell';
import { TeamAnalyticsPage } from '@/client/features/analytics';
import { useUser } from '@/client/features/auth';

/** /team-analytics: Team Analytics (spec 2.11); the back link goes to the user's home. */
export function TeamAnalyticsRoute() {
  const user = useUser();
  return (
    <PageShell user={user} title="Team Analytics">
      <TeamAnalyticsPage homePath={homePathFor(user.role)} />
    </PageShell>
  );
}
