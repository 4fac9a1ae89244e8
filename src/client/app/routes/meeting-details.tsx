import { PageShell } from '@/client/components/layout/page-shell';
import { useUser } from '../user-context';

/** Placeholder until the screen lands. */
export function MeetingDetailsRoute() {
  const user = useUser();
  return (
    <PageShell user={user} title="Meeting Details">
      <h1 className="text-2xl font-bold">Meeting Details</h1>
    </PageShell>
  );
}
