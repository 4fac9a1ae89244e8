/**
 * One card of All Team Members (spec 2.18): initials, name (a link to /team-member/{id}
 * stretched over the card), role, job title, department, e-mail and whom they report to
 * ("No Manager" when nobody).
 */
import { Link } from 'react-router';
import type { DirectoryPerson } from '@/shared/schemas/directory';
import { RoleBadge } from '@/client/features/people';
import { displayName } from '@/client/lib/utils';
import { PersonAvatar } from './person-avatar';
import { PersonFacts } from './person-facts';

export function MemberCard({ person }: { person: DirectoryPerson }) {
  return (
    <li className="relative flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-colors focus-within:border-brand-500 hover:border-brand-500 hover:bg-brand-50/40">
      <div className="flex items-start gap-3">
        <PersonAvatar person={person} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-slate-900">
            <Link
              to={`/team-member/${person.id}`}
              className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
            >
              {displayName(person)}
            </Link>
          </h2>
          <div className="mt-1">
            <RoleBadge role={person.role} />
          </div>
        </div>
      </div>
      <PersonFacts
        className="mt-4"
        person={person}
        show={['jobTitle', 'department', 'email', 'manager']}
      />
    </li>
  );
}
