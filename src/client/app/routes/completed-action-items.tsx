import { ComingSoonPage } from '@/client/components/layout/coming-soon-page';
import { useUser } from '../user-context';

/** Completed Action Items: placeholder until its issue lands. */
export function CompletedActionItemsRoute() {
  return <ComingSoonPage user={useUser()} title="Completed Action Items" />;
}
