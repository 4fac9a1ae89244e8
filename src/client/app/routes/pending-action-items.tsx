import { ComingSoonPage } from '@/client/components/layout/coming-soon-page';
import { useUser } from '../user-context';

/** Pending Action Items: placeholder until its issue lands. */
export function PendingActionItemsRoute() {
  return <ComingSoonPage user={useUser()} title="Pending Action Items" />;
}
