import { ComingSoonPage } from '@/client/components/layout/coming-soon-page';
import { useUser } from '../user-context';

/** All Managers: placeholder until its issue lands. */
export function ManagersRoute() {
  return <ComingSoonPage user={useUser()} title="All Managers" />;
}
