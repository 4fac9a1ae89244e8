import { ComingSoonPage } from '@/client/components/layout/coming-soon-page';
import { useUser } from '../user-context';

/** Team Analytics: placeholder until its issue lands. */
export function TeamAnalyticsRoute() {
  return <ComingSoonPage user={useUser()} title="Team Analytics" />;
}
