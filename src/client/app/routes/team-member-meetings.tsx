import { useParams } from 'react-router';
import { ComingSoonPage } from '@/client/components/layout/coming-soon-page';
import { useUser } from '../user-context';

/** Team member meetings list (spec 2.13): placeholder until its issue lands. */
export function TeamMemberMeetingsRoute() {
  const { filterType } = useParams();
  const title =
    filterType === 'upcoming'
      ? 'Upcoming Meetings'
      : filterType === 'action-items'
        ? 'Action Items'
        : 'All Meetings';
  return <ComingSoonPage user={useUser()} title={title} />;
}
