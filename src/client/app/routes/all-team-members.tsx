/** All Team Members (/all-team-members, spec 2.18): the navigation bar and the directory. */
import { PageShell } from '@/client/components/layout/page-shell';
import { DirectoryNav } from '@/client/features/directory';
import { TeamMembersDirectory } from '@/client/features/directory';
import { useUser } from '@/client/features/auth';

export function AllTeamMembersRoute() {
  const user = useUser();
  return (
    <PageShell user={user} title="All Team Members">
      <DirectoryNav role={user.role} />
      <TeamMembersDirectory />
    </PageShell>
  );
}
