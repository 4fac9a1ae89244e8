/**
 * The identity line of a member group on the overview pages (spec 2.14, 2.15): initials,
 * name linking to /team-member/{id}, username, e-mail and role badge.
 */
import { Link } from 'react-router';
import type { AnalyticsPerson } from '@/shared/schemas/analytics';
import { RoleBadge } from '@/client/features/people';
import { initials } from '@/client/lib/utils';

export function MemberIdentity({
  person,
  headingId,
}: {
  person: AnalyticsPerson;
  headingId: string;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
      >
        {initials(person)}
      </span>
      <div className="min-w-0">
        <h2 id={headingId} className="truncate text-base font-semibold">
          <Link to={`/team-member/${person.id}`} className="hover:underline">
            {person.username}
          </Link>
        </h2>
        <p className="truncate text-sm text-slate-600">
          {person.name} · {person.email}
        </p>
        <div className="mt-1">
          <RoleBadge role={person.role} />
        </div>
      </div>
    </div>
  );
}
