/** All Team Members (/all-team-members, spec 2.18): the navigation bar and the directory. */
import { PageShell } from '@/client/components/layout/page-shell';
import { DirectoryNav } from '@/client/features/directory/components/directory-nav';
import { TeamMembersDirectory } from '@/client/features/directory/components/team-members-directory';
import { useUser } from '../user-context';

export function AllTeamMembersRoute() {
  const user = useUser();
  return (
    <PageShell user={user} title="All Team Members">
      <DirectoryNav role={user.role} />
      <TeamMembersDirectory />
    </PageShell>
  );
}
