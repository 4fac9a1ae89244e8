import { PageShell } from '@/client/components/layout/page-shell';
import { useUser } from '../user-context';

/** Placeholder until the screen lands. */
export function SeniorManagerDashboardRoute() {
  const user = useUser();
  return (
    <PageShell user={user} title="Executive Dashboard">
      <h1 className="text-2xl font-bold">Executive Dashboard</h1>
    </PageShell>
  );
}
