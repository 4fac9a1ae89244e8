import { PageShell } from '@/client/components/layout/page-shell';
import { ActionItemsOverviewPage } from '@/client/features/analytics';
import { useUser } from '@/client/features/auth';

/** /action-items-overview: Action Items Overview (spec 2.14), opened from /team-progress. */
export function ActionItemsOverviewRoute() {
  return (
    <PageShell user={useUser()} title="Action Items Overview">
      <ActionItemsOverviewPage />
    </PageShell>
  );
}
