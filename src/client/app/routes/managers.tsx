/** All Managers (/managers, spec 2.18): the role-dependent navigation bar and the directory. */
import { PageShell } from '@/client/components/layout/page-shell';
import { DirectoryNav } from '@/client/features/directory/components/directory-nav';
import { ManagersDirectory } from '@/client/features/directory/components/managers-directory';
import { useUser } from '../user-context';

export function ManagersRoute() {
  const user = useUser();
  return (
    <PageShell user={user} title="All Managers">
      <DirectoryNav role={user.role} />
      <ManagersDirectory />
    </PageShell>
  );
}
