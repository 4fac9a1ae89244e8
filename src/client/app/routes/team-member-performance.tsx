import { useParams } from 'react-router';
import { isSeniorManager, homePathFor } from '@/shared/permissions';
import { PageShell } from '@/client/components/layout/page-shell';
import { MemberPerformancePage } from '@/client/features/analytics';
import { parseMemberId } from '@/client/features/analytics';
import { useUser } from '@/client/features/auth';

/**
 * /team-member/:id: Team Member Performance (spec 2.12). The spec's back links go to
 * /senior-manager-dashboard; a viewer who is not a Senior Manager (who could not use that page)
 * goes back to their own home instead.
 */
export function TeamMemberPerformanceRoute() {
  const user = useUser();
  const { id } = useParams();
  const backPath = isSeniorManager(user.role)
    ? '/senior-manager-dashboard'
    : homePathFor(user.role);
  return (
    <PageShell user={user} title="Team Member Performance">
      <MemberPerformancePage memberId={parseMemberId(id)} backPath={backPath} />
    </PageShell>
  );
}
