import { PageShell } from '@/client/components/layout/page-shell';
import { useUser } from '../user-context';

/** Placeholder until the screen lands. */
export function ManagerDashboardRoute() {
  const user = useUser();
  return (
    <PageShell user={user} title="Manager Dashboard">
      <h1 className="text-2xl font-bold">Manager Dashboard</h1>
    </PageShell>
  );
}
