/**
 * One member of the team members panel (spec 2.4): initials, username, e-mail, job title,
 * the manager they report to, a role badge, "Resend invitation" while they have not chosen a
 * password, and a remove button.
 */
import { Briefcase, Mail, UserMinus, UserRound } from 'lucide-react';
import type { User } from '@/shared/schemas/user';
import { Button } from '@/client/components/ui/button';
import { displayName, initials } from '@/client/lib/utils';
import { RoleBadge } from './role-badge';
import { ResendInvitationButton } from './resend-invitation-button';

export function TeamMemberRow({
  member,
  managerName,
  onRemove,
}: {
  member: User;
  /** "No Manager", "Unknown Manager" or the manager's name. */
  managerName: string;
  onRemove?: () => void;
}) {
  const name = displayName(member);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <span
        aria-hidden="true"
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
      >
        {initials(member)}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{name}</h3>
          <RoleBadge role={member.role} />
        </div>
        <dl className="mt-1 grid max-w-3xl gap-x-6 gap-y-0.5 text-sm text-slate-600 sm:grid-cols-2">
          <div className="flex items-center gap-1.5">
            <dt>
              <UserRound className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="sr-only">Username</span>
            </dt>
            <dd className="truncate">@{member.username}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Mail className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="sr-only">Email</span>
            </dt>
            <dd className="truncate">{member.email}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Briefcase className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="sr-only">Job title</span>
            </dt>
            <dd className="truncate">{member.jobTitle || 'No job title'}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>Reports to:</dt>
            <dd className="truncate font-medium text-slate-800">{managerName}</dd>
          </div>
        </dl>
      </div>
      <ResendInvitationButton person={member} />
      {onRemove && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start text-red-700 hover:bg-red-50 hover:text-red-800 sm:self-center"
          onClick={onRemove}
          aria-label={`Remove ${name}`}
        >
          <UserMinus aria-hidden="true" />
          Remove
        </Button>
      )}
    </li>
  );
}
