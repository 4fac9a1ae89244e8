/**
 * A person as the Executive Dashboard lists them (spec 2.5): initials, name, job title and
 * department; the caller adds badges or buttons beside it.
 */
import type { ReactNode } from 'react';
import type { User } from '@/shared/schemas/user';
import { displayName, initials } from '@/client/lib/utils';

export function PersonSummary({ person, extra }: { person: User; extra?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
      >
        {initials(person)}
      </span>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="truncate font-medium text-slate-900">{displayName(person)}</p>
          {extra}
        </div>
        <p className="truncate text-sm text-slate-600">
          {person.jobTitle || 'No job title'}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, department: </span>
          {person.department || 'No department'}
        </p>
      </div>
    </div>
  );
}
