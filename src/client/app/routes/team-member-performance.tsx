import { ComingSoonPage } from '@/client/components/layout/coming-soon-page';
import { useUser } from '../user-context';

/** Team Member Performance: placeholder until its issue lands. */
export function TeamMemberPerformanceRoute() {
  return <ComingSoonPage user={useUser()} title="Team Member Performance" />;
}
