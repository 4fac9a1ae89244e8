/**
 * The Manager Dashboard (spec 2.4), for Managers and Supervisors. The open view lives in the
 * address (`?view=all|scheduled`, `?tab=team`) so Back returns to the dashboard.
 */
import { useSearchParams, useLocation } from 'react-router';
import { Calendar, Users } from 'lucide-react';
import type { User } from '@/shared/schemas/user';
import { todayIn } from '@/shared/domain/dates';
import { useMeetings } from '@/client/features/meetings';
import { TeamMembersPanel } from '@/client/features/people';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { meetingCounts, thisWeekMeetings } from '../lib/meeting-display';
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

  const meetings = useMeetings();
  const list = meetings.data ?? [];
  const counts = meetingCounts(list);
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
            loading={meetings.isPending}
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
                meetings={list}
                thisWeek={thisWeekMeetings(list)}
                counts={counts}
                loading={meetings.isPending}
                failed={meetings.isError}
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
