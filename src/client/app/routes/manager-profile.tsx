import { ComingSoonPage } from '@/client/components/layout/coming-soon-page';
import { useUser } from '../user-context';

/** Manager Profile: placeholder until its issue lands. */
export function ManagerProfileRoute() {
  return <ComingSoonPage user={useUser()} title="Manager Profile" />;
}
