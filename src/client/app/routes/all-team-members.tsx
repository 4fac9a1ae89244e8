import { ComingSoonPage } from '@/client/components/layout/coming-soon-page';
import { useUser } from '../user-context';

/** All Team Members: placeholder until its issue lands. */
export function AllTeamMembersRoute() {
  return <ComingSoonPage user={useUser()} title="All Team Members" />;
}
