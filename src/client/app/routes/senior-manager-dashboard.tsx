import { PageShell } from '@/client/components/layout/page-shell';
import { ExecutiveDashboard } from '@/client/app/routes/senior-manager-dashboard/components/executive-dashboard';
import { useUser } from '@/client/features/auth';

/** /senior-manager-dashboard (spec 2.5): the Executive Dashboard of Senior Managers. */
export function SeniorManagerDashboardRoute() {
  const user = useUser();
  return (
    <PageShell user={user} title="Executive Dashboard" subtitle="Senior Manager">
      <ExecutiveDashboard user={user} />
    </PageShell>
  );
}
