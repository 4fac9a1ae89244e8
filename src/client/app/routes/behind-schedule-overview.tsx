import { ComingSoonPage } from '@/client/components/layout/coming-soon-page';
import { useUser } from '../user-context';

/** Behind Schedule Overview: placeholder until its issue lands. */
export function BehindScheduleRoute() {
  return <ComingSoonPage user={useUser()} title="Behind Schedule Overview" />;
}
