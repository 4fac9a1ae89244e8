/**
 * The Manager Dashboard (spec 2.4), for Managers and Supervisors. The open view lives in the
 * address (`?view=all|scheduled`, `?tab=team`) so Back returns to the dashboard. Each figure
 * reads only what it shows (docs/archive/performance-log.md, Scale "Dashboards"): the banner's and summary cards'
 * counts one GET /api/meetings/count?byStatus=true, Recent the list's first 5, This Week the
 * first 3 scheduled meetings of the rest of the viewer's week.
 */
import { useSearchParams, useLocation } from 'react-router';
import { Calendar, Users } from 'lucide-react';
import type { User } from '@/shared/schemas/user';
import { todayIn } from '@/shared/domain/dates';
import {
  useMeetingStatusCounts,
  useRecentMeetings,
  useThisWeekMeetings,
} from '@/client/features/meetings';
import { TeamMembersPanel } from '@/client/features/people';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { MeetingActionsProvider } from './meeting-actions';
import { MeetingsTab } from './meetings-tab';
import { MeetingsView, type MeetingsViewKind } from './meetings-view';
import { WelcomeBanner } from './welcome-banner';

const TAB_MEETINGS = 'meetings';
const TAB_TEAM = 'team';

function readView(value: string | null): MeetingsViewKind | null {
  return value === 'all' || value === 'scheduled' ? value : null;
}

export function ManagerDashboard({ user }: { user: User }) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const view = readView(params.get('view'));
  const tab = params.get('tab') === TAB_TEAM ? TAB_TEAM : TAB_MEETINGS;
  const focusSearch = Boolean((location.state as { focusSearch?: boolean } | null)?.focusSearch);

  const counted = useMeetingStatusCounts();
  const recent = useRecentMeetings();
  const thisWeek = useThisWeekMeetings(user.timezone);
  const { counts } = counted;
  const today = todayIn(user.timezone);

  const openView = (next: MeetingsViewKind, opts: { focusSearch?: boolean } = {}) => {
    setParams({ view: next }, { state: { focusSearch: Boolean(opts.focusSearch) } });
    window.scrollTo({ top: 0 });
  };

  return (
    <MeetingActionsProvider>
      <div className="mb-6">
        <h1 className="text-3xl font-bold text-slate-900">Manager Dashboard</h1>
        <p className="text-slate-600">Team Leadership Portal</p>
      </div>
      {view ? (
        <MeetingsView
          key={view}
          kind={view}
          focusSearch={focusSearch}
          viewerId={user.id}
          onBack={() => setParams({})}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <WelcomeBanner
            firstName={user.firstName || user.username}
            today={today}
            counts={counts}
            loading={counted.isPending}
          />
          <Tabs
            value={tab}
            onValueChange={(next) =>
              setParams(next === TAB_TEAM ? { tab: TAB_TEAM } : {}, { replace: true })
            }
          >
            <TabsList className="h-auto flex-wrap">
              <TabsTrigger value={TAB_MEETINGS}>
                <Calendar className="h-4 w-4" aria-hidden="true" />
                1:1s &amp; Team Meetings
              </TabsTrigger>
              <TabsTrigger value={TAB_TEAM}>
                <Users className="h-4 w-4" aria-hidden="true" />
                Team Development
              </TabsTrigger>
            </TabsList>
            <TabsContent value={TAB_MEETINGS}>
              <MeetingsTab
                counts={counts}
                countsLoading={counted.isPending}
                recent={recent.data ?? []}
                recentLoading={recent.isPending}
                recentFailed={recent.isError}
                thisWeek={thisWeek.data ?? []}
                thisWeekLoading={thisWeek.isPending}
                onOpenView={(v) => openView(v)}
                onSearch={() => openView('all', { focusSearch: true })}
                viewerId={user.id}
              />
            </TabsContent>
            <TabsContent value={TAB_TEAM}>
              <TeamMembersPanel currentUser={user} />
            </TabsContent>
          </Tabs>
        </div>
      )}
    </MeetingActionsProvider>
  );
}
