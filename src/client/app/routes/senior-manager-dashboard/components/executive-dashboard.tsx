/**
 * The Executive Dashboard, "Senior Management Portal" (spec 2.5): four stat cards and the
 * tabs Organization, User Management and Meetings. The open tab lives in the address
 * (`?tab=users|meetings`) so Back and reloads keep it. The Organization and User Management tabs
 * read the hierarchy call level by level (paged); the Meetings tab's person filters are
 * server-searched pickers (GET /api/all-users and /api/managers, 50 a page); the stat cards
 * come from the server's summary.
 */
import { useSearchParams } from 'react-router';
import { Building, CalendarDays, UsersRound } from 'lucide-react';
import type { User } from '@/shared/schemas/user';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useOrganizationSummary, useRefreshSummary } from '@/client/features/organisation';
import { MeetingsTab } from './meetings-tab';
import { OrganizationTab } from '@/client/features/organisation';
import { StatCards } from './stat-cards';
import { UserManagementTab } from '@/client/features/organisation';

const TABS = ['organization', 'users', 'meetings'] as const;
type Tab = (typeof TABS)[number];

function readTab(value: string | null): Tab {
  return TABS.includes(value as Tab) ? (value as Tab) : 'organization';
}

export function ExecutiveDashboard({ user }: { user: User }) {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const setTab = (next: string) =>
    setParams(next === 'organization' ? {} : { tab: next }, { replace: true });

  const summary = useOrganizationSummary(user.organizationId);
  const refreshSummary = useRefreshSummary(user.organizationId);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Executive Dashboard</h1>
        <p className="text-slate-600">Senior Management Portal</p>
      </div>
      <StatCards
        summary={summary.data}
        loading={summary.isPending}
        failed={summary.isError}
        onOpenMeetings={() => setTab('meetings')}
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="organization">
            <Building className="h-4 w-4" aria-hidden="true" />
            Organization
          </TabsTrigger>
          <TabsTrigger value="users">
            <UsersRound className="h-4 w-4" aria-hidden="true" />
            User Management
          </TabsTrigger>
          <TabsTrigger value="meetings">
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            Meetings
          </TabsTrigger>
        </TabsList>
        <TabsContent value="organization">
          <OrganizationTab organizationId={user.organizationId} />
        </TabsContent>
        <TabsContent value="users">
          <UserManagementTab currentUser={user} onPeopleChanged={() => void refreshSummary()} />
        </TabsContent>
        <TabsContent value="meetings">
          <MeetingsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
