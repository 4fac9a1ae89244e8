import { ComingSoonPage } from '@/client/components/layout/coming-soon-page';
import { useUser } from '../user-context';

/** Team Member Progress: placeholder until its issue lands. */
export function TeamProgressRoute() {
  return <ComingSoonPage user={useUser()} title="Team Member Progress" />;
}
