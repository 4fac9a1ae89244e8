/**
 * One card of All Managers (spec 2.18): initials avatar, name, role, job title, department,
 * e-mail, username, company and a View Profile link to /manager/{id}.
 */
import { Link } from 'react-router';
import { Briefcase } from 'lucide-react';
import type { DirectoryPerson } from '@/shared/schemas/directory';
import { RoleBadge } from '@/client/features/people';
import { buttonVariants } from '@/client/components/ui/button';
import { displayName } from '@/client/lib/utils';
import { PersonAvatar } from './person-avatar';
import { PersonFacts } from './person-facts';

export function ManagerCard({ person }: { person: DirectoryPerson }) {
  const name = displayName(person);
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <PersonAvatar person={person} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-slate-900">{name}</h2>
          <p className="flex items-center gap-1.5 truncate text-sm text-slate-600">
            <Briefcase className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">Job title: </span>
            {person.jobTitle || 'No job title'}
          </p>
          <div className="mt-1">
            <RoleBadge role={person.role} />
          </div>
        </div>
      </div>
      <PersonFacts
        className="mt-4 flex-1"
        person={person}
        show={['department', 'emailLink', 'username', 'company']}
      />
      <Link
        to={`/manager/${person.id}`}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-4 w-full' })}
      >
        View Profile<span className="sr-only"> of {name}</span>
      </Link>
    </li>
  );
}
