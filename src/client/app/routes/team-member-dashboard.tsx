import { PageShell } from '@/client/components/layout/page-shell';
import { useUser } from '../user-context';

/** Placeholder until the screen lands. */
export function TeamMemberDashboardRoute() {
  const user = useUser();
  return (
    <PageShell user={user} title="Team Member Dashboard">
      <h1 className="text-2xl font-bold">Team Member Dashboard</h1>
    </PageShell>
  );
}
