import { homePathFor } from '@/shared/permissions';
import type { User } from '@/shared/schemas/user';
import { PageShell } from './page-shell';
import { BackLink } from './back-link';

/** A page a later issue fills in: its title and a back link . */
export function ComingSoonPage({ user, title }: { user: User; title: string }) {
  return (
    <PageShell user={user} title={title}>
      <BackLink to={homePathFor(user.role)} />
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">This page is coming soon.</p>
    </PageShell>
  );
}
