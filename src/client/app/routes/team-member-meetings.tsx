import { useParams } from 'react-router';
import { TeamMemberMeetingsPage } from '@/client/app/routes/team-member-meetings/components/team-member-meetings-page';
import {
  parseFilterType,
  parseTeamMemberId,
} from '@/client/app/routes/team-member-meetings/lib/meeting-list';
import { useUser } from '@/client/features/auth';

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
