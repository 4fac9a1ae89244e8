/**
 * Team Member Dashboard, /team-member-dashboard (spec 2.6): welcome banner, the four cards,
 * My Meetings with compact action-item controls, Upcoming Meetings, Quick Actions and
 * Resources & Quick Links. Every figure is counted by the server (meeting counts, own
 * action-item totals, the first 5 upcoming): the page never downloads all meetings.
 */
import { useRef } from 'react';
import { PageShell } from '@/client/components/layout/page-shell';
import {
  useActionItemTotals,
  useMeetingFigures,
  useUpcomingMeetings,
} from '@/client/app/routes/team-member-dashboard/api/dashboard-data';
import { WelcomeBanner } from '@/client/app/routes/team-member-dashboard/components/welcome-banner';
import { StatCards } from '@/client/app/routes/team-member-dashboard/components/stat-cards';
import { MyMeetingsCard } from '@/client/app/routes/team-member-dashboard/components/my-meetings-card';
import { UpcomingMeetingsCard } from '@/client/app/routes/team-member-dashboard/components/upcoming-meetings-card';
import { QuickActionsCard } from '@/client/app/routes/team-member-dashboard/components/quick-actions-card';
import { ResourcesCard } from '@/client/app/routes/team-member-dashboard/components/resources-card';
import { useUser } from '@/client/features/auth';

export function TeamMemberDashboardRoute() {
  const user = useUser();
  const figures = useMeetingFigures(user.id);
  const items = useActionItemTotals();
  const upcoming = useUpcomingMeetings(user.id);
  const searchRef = useRef<HTMLInputElement>(null);
  const resourcesRef = useRef<HTMLHeadingElement>(null);

  const focusSearch = () => {
    searchRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    searchRef.current?.focus({ preventScroll: true });
  };
  const showResources = () => {
    resourcesRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    resourcesRef.current?.focus({ preventScroll: true });
  };

  return (
    <PageShell user={user} title="Team Member Dashboard" subtitle="Personal Development Center">
      <div className="grid gap-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            Team Member Dashboard
          </h1>
          <p className="text-slate-600">Personal Development Center</p>
        </div>
        <WelcomeBanner firstName={user.firstName?.trim() || user.username} counts={figures} />
        <StatCards
          meetings={figures?.total}
          completed={items?.completed}
          pending={items?.pending}
          stuck={items?.stuck}
        />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <MyMeetingsCard ref={searchRef} userId={user.id} />
          </div>
          <div className="grid content-start gap-6">
            <UpcomingMeetingsCard upcoming={upcoming.data} isError={upcoming.isError} />
            <QuickActionsCard onSearch={focusSearch} onResources={showResources} />
            <ResourcesCard ref={resourcesRef} />
          </div>
        </div>
      </div>
    </PageShell>
  );
}
