import { PageShell } from '@/client/components/layout/page-shell';
import { ManagerDashboard } from '@/client/app/routes/manager-dashboard/components/manager-dashboard';
import { useUser } from '@/client/features/auth';

/** /manager-dashboard (spec 2.4): the dashboard of Managers and Supervisors. */
export function ManagerDashboardRoute() {
  const user = useUser();
  return (
    <PageShell
      user={user}
      title="Manager Dashboard"
      subtitle={user.role === 'Supervisor' ? 'Supervisor' : 'Manager'}
    >
      <ManagerDashboard user={user} />
    </PageShell>
  );
}
