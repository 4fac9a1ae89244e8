import { ComingSoonPage } from '@/client/components/layout/coming-soon-page';
import { useUser } from '../user-context';

/** Action Items Overview: placeholder until its issue lands. */
export function ActionItemsOverviewRoute() {
  return <ComingSoonPage user={useUser()} title="Action Items Overview" />;
}
