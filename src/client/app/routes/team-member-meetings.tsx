import { useParams } from 'react-router';
import { TeamMemberMeetingsPage } from '@/client/features/team-member-meetings/components/team-member-meetings-page';
import {
  parseFilterType,
  parseTeamMemberId,
} from '@/client/features/team-member-meetings/lib/meeting-list';
import { useUser } from '../user-context';

/** Team member meetings list, /team-member-meetings/{teamMemberId}/{filterType} (spec 2.13). */
export function TeamMemberMeetingsRoute() {
  const { teamMemberId, filterType } = useParams();
  return (
    <TeamMemberMeetingsPage
      viewer={useUser()}
      memberId={parseTeamMemberId(teamMemberId)}
      filterType={parseFilterType(filterType)}
    />
  );
}
