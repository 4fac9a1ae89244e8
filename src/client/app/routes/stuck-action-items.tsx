import { ComingSoonPage } from '@/client/components/layout/coming-soon-page';
import { useUser } from '../user-context';

/** Stuck Action Items: placeholder until its issue lands. */
export function StuckActionItemsRoute() {
  return <ComingSoonPage user={useUser()} title="Stuck Action Items" />;
}
