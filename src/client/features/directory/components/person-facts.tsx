/**
 * A person's facts as a description list with icons (spec 2.18 cards and the manager
 * profile): each entry has a screen-reader term and a visible value; empty values show a
 * fallback text ("No job title", "No department", "No company", "No Manager"). `show` names
 * the facts in order; `emailLink` is the e-mail as a mailto link, `manager` reads "Reports to:
 * <name>" under the term Manager, `reportsTo` the same under the term Reports to.
 */
import type { ReactNode } from 'react';
import { AtSign, Briefcase, Building2, Clock, Mail, UserRound, Users } from 'lucide-react';
import type { DirectoryPerson } from '@/shared/schemas/directory';
import { cn } from '@/client/lib/utils';

export type PersonFact =
  | 'jobTitle'
  | 'department'
  | 'email'
  | 'emailLink'
  | 'username'
  | 'company'
  | 'manager'
  | 'reportsTo'
  | 'timezone';

const icon = 'h-4 w-4';

function factOf(
  person: DirectoryPerson,
  fact: PersonFact,
): { term: string; icon: ReactNode; value: ReactNode } {
  const reportsTo = (
    <>
      <span className="text-slate-500">Reports to: </span>
      {person.managerName ?? 'No Manager'}
    </>
  );
  switch (fact) {
    case 'jobTitle':
      return {
        term: 'Job title',
        icon: <Briefcase className={icon} />,
        value: person.jobTitle || 'No job title',
      };
    case 'department':
      return {
        term: 'Department',
        icon: <Users className={icon} />,
        value: person.department || 'No department',
      };
    case 'email':
      return { term: 'Email', icon: <Mail className={icon} />, value: person.email };
    case 'emailLink':
      return {
        term: 'Email',
        icon: <Mail className={icon} />,
        value: (
          <a href={`mailto:${person.email}`} className="text-brand-700 hover:underline">
            {person.email}
          </a>
        ),
      };
    case 'username':
      return { term: 'Username', icon: <AtSign className={icon} />, value: person.username };
    case 'company':
      return {
        term: 'Company',
        icon: <Building2 className={icon} />,
        value: person.company || 'No company',
      };
    case 'manager':
      return { term: 'Manager', icon: <UserRound className={icon} />, value: reportsTo };
    case 'reportsTo':
      return { term: 'Reports to', icon: <UserRound className={icon} />, value: reportsTo };
    case 'timezone':
      return { term: 'Timezone', icon: <Clock className={icon} />, value: person.timezone };
  }
}

export function PersonFacts({
  person,
  show,
  className,
}: {
  person: DirectoryPerson;
  show: readonly PersonFact[];
  className?: string;
}) {
  return (
    <dl className={cn('grid gap-1.5 text-sm text-slate-700', className)}>
      {show.map((kind) => {
        const f = factOf(person, kind);
        return (
          <div key={kind} className="flex min-w-0 items-center gap-2">
            <dt className="shrink-0 text-slate-500">
              <span aria-hidden="true">{f.icon}</span>
              <span className="sr-only">{f.term}</span>
            </dt>
            <dd className="min-w-0 truncate">{f.value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
