/** All Managers (/managers, spec 2.18): the role-dependent navigation bar and the directory. */
import { PageShell } from '@/client/components/layout/page-shell';
import { DirectoryNav } from '@/client/features/directory';
import { ManagersDirectory } from '@/client/features/directory';
import { useUser } from '@/client/features/auth';

export function ManagersRoute() {
  const user = useUser();
  return (
    <PageShell user={user} title="All Managers">
      <DirectoryNav role={user.role} />
      <ManagersDirectory />
    </PageShell>
  );
}
