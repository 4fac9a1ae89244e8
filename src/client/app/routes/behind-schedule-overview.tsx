import { PageShell } from '@/client/components/layout/page-shell';
import { BehindSchedulePage } from '@/client/features/analytics';
import { useUser } from '@/client/features/auth';

/** /behind-schedule-overview: Behind Schedule Overview (spec 2.15), opened from /team-progress. */
export function BehindScheduleRoute() {
  return (
    <PageShell user={useUser()} title="Behind Schedule Overview">
      <BehindSchedulePage />
    </PageShell>
  );
}
