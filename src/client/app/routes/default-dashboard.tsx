/**
 * Default dashboard (spec 2.3) for roles without a dashboard of their own, rendered at `/` by
 * home.tsx: the page shell's header and the dashboard itself.
 */
import { PageShell } from '@/client/components/layout/page-shell';
import { DefaultDashboard } from '@/client/app/routes/default-dashboard/components/default-dashboard';
import { useUser } from '@/client/features/auth';

export function DefaultDashboardRoute() {
  const user = useUser();
  return (
    <PageShell user={user} title="Dashboard">
      <DefaultDashboard user={user} />
    </PageShell>
  );
}
