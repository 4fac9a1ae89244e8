import { homePathFor } from '@/shared/permissions';
import { PageShell } from '@/client/components/layout/page-shell';
import { TeamProgressPage } from '@/client/features/analytics';
import { useUser } from '@/client/features/auth';

/** /team-progress: Team Member Progress (spec 2.10); Back to Dashboard goes to the user's home. */
export function TeamProgressRoute() {
  const user = useUser();
  return (
    <PageShell user={user} title="Team Member Progress">
      <TeamProgressPage homePath={homePathFor(user.role)} />
    </PageShell>
  );
}
