/**
 * Team members panel, the Team Development tab of the manager dashboard (spec 2.4, 5, 8):
 * lists GET /api/team-members 50 at a time by name ("Load more"), each with who they report to
 * (the page's `managerName`), removes a member after confirmation, and adds members through
 * `AddTeamMemberDialog`.
 */
import { useState } from 'react';
import { UserPlus, Users } from 'lucide-react';
import type { Role } from '@/shared/domain/constants';
import type { TeamMember, User } from '@/shared/schemas/user';
import { usePeoplePages, useRemoveTeamMember } from '@/client/features/people/api/people';
import { Button } from '@/client/components/ui/button';
import { LoadMore } from '@/client/components/ui/load-more';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { ConfirmDialog } from '@/client/components/ui/alert-dialog';
import { toast } from '@/client/components/ui/toast';
import { errorMessage } from '@/client/lib/api-client';
import { displayName } from '@/client/lib/utils';
import { AddTeamMemberDialog } from './add-team-member-dialog';
import { TeamMemberRow } from './team-member-row';

/**
 * "No Manager" without a manager, the manager's name, or "Unknown Manager" when the manager is
 * not an active person of the organisation (spec 2.4, 2.18).
 */
export function reportsToName(member: Pick<TeamMember, 'managerId' | 'managerName'>): string {
  if (member.managerId === null) return 'No Manager';
  return member.managerName ?? 'Unknown Manager';
}

/** Roles a line manager may grant (spec 2.4): Team Member; a Manager may also make a Supervisor. */
function grantableRoles(role: string): Role[] {
  return role === 'Manager' ? ['Team Member', 'Supervisor'] : ['Team Member'];
}

export function TeamMembersPanel({ currentUser }: { currentUser: User }) {
  const teamMembers = usePeoplePages('team-members', '');
  const removeMember = useRemoveTeamMember();
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<User | null>(null);

  const members = teamMembers.data?.people ?? [];

  const confirmRemove = () => {
    if (!toRemove) return;
    removeMember.mutate(toRemove.id, {
      onSuccess: () => toast({ title: 'Team member removed' }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to remove team member.'),
          variant: 'destructive',
        }),
    });
    setToRemove(null);
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Team Members</CardTitle>
          <CardDescription>The people who report to you</CardDescription>
        </div>
        <Button type="button" onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" />
          Add Team Member
        </Button>
      </CardHeader>
      <CardContent>
        {!teamMembers.data && !teamMembers.failed ? (
          <p role="status" className="py-6 text-center text-slate-600">
            Loading team members...
          </p>
        ) : teamMembers.failed ? (
          <p role="alert" className="py-6 text-center text-red-700">
            Failed to fetch team members
          </p>
        ) : members.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center">
            <Users className="h-10 w-10 text-slate-400" aria-hidden="true" />
            <p className="font-medium text-slate-900">No team members yet</p>
            <Button type="button" onClick={() => setAdding(true)}>
              <UserPlus aria-hidden="true" />
              Add First Team Member
            </Button>
          </div>
        ) : (
          <>
            <ul className="flex flex-col gap-3" aria-label="Team members">
              {members.map((m) => (
                <TeamMemberRow
                  key={m.id}
                  member={m}
                  managerName={reportsToName(m)}
                  onRemove={m.can.deactivate ? () => setToRemove(m) : undefined}
                />
              ))}
            </ul>
            <LoadMore
              hasMore={teamMembers.hasMore}
              loading={teamMembers.loadingMore}
              onLoadMore={teamMembers.loadMore}
              label="team members"
            />
          </>
        )}
      </CardContent>
      <AddTeamMemberDialog
        open={adding}
        onOpenChange={setAdding}
        defaultManagerId={currentUser.id}
        roleChoices={grantableRoles(currentUser.role)}
        defaultCompany={currentUser.company}
      />
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => {
          if (!open) setToRemove(null);
        }}
        title="Remove team member"
        description={`Are you sure you want to remove ${toRemove ? displayName(toRemove) : ''} from your team?`}
        confirmLabel="Remove"
        onConfirm={confirmRemove}
      />
    </Card>
  );
}
