/**
 * Who the performance page is about (spec 2.12): name, job title, e-mail, department, username
 * and role badge.
 */
import type { User } from '@/shared/schemas/user';
import { Card, CardContent } from '@/client/components/ui/card';
import { RoleBadge } from '@/client/features/people';
import { displayName, initials } from '@/client/lib/utils';

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="truncate text-sm text-slate-900">{value || '—'}</dd>
    </div>
  );
}

export function MemberProfileHeader({ person }: { person: User }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center">
        <span
          aria-hidden="true"
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-700"
        >
          {initials(person)}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold">{displayName(person)}</h1>
            <RoleBadge role={person.role} />
          </div>
          <p className="text-slate-700">{person.jobTitle ?? 'No job title'}</p>
          <dl className="mt-3 grid gap-3 sm:grid-cols-3">
            <Detail label="Email" value={person.email} />
            <Detail label="Department" value={person.department} />
            <Detail label="Username" value={person.username} />
          </dl>
        </div>
      </CardContent>
    </Card>
  );
}
