/**
 * The default dashboard (spec 2.3) for a signed-in user whose role has no dashboard of its
 * own: greeting with today's date (the user's timezone), four stat cards over all their
 * meetings, Recent Meetings (first 5 of the searched / member-filtered list, filtered on the
 * server), the controls, Upcoming This Week, Productivity Insights and Quick Actions.
 * The header (avatar, name, job title or e-mail, notifications, logout) is the page shell's.
 * Each figure reads only what it shows (docs/archive/performance-log.md, Scale "Dashboards"): the stat cards one
 * GET /api/meetings/count?byStatus=true, Recent `?limit=5` with the filters, Upcoming This Week
 * the first 3 scheduled meetings of the rest of the viewer's week.
 */
import { useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarDays, Plus } from 'lucide-react';
import type { User } from '@/shared/schemas/user';
import { formatLongDate, todayIn } from '@/shared/domain/dates';
import { LIST_LIMITS } from '@/shared/domain/constants';
import {
  meetingQueries,
  useMeetingStatusCounts,
  useThisWeekMeetings,
} from '@/client/features/meetings';
import { MeetingFormDialog } from '@/client/features/meetings';
import { MeetingFilterBar, ThisWeekCard } from '@/client/features/meetings';
import { Button } from '@/client/components/ui/button';
import { useDebouncedValue } from '@/client/lib/use-debounced-value';
import { RecentMeetingsCard } from './recent-meetings-card';
import { ProductivityCard, QuickActionsCard } from './side-cards';
import { StatCards } from './stat-cards';

const SEARCH_DEBOUNCE_MS = 300;

export function DefaultDashboard({ user }: { user: User }) {
  const [search, setSearch] = useState('');
  const [member, setMember] = useState('all');
  const [formOpen, setFormOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const counted = useMeetingStatusCounts();
  const thisWeek = useThisWeekMeetings(user.timezone);
  const filtered = useQuery({
    ...meetingQueries.list({
      search: debouncedSearch || undefined,
      teamMember: member === 'all' ? undefined : Number(member),
      limit: LIST_LIMITS.recentMeetings,
    }),
    placeholderData: keepPreviousData,
  });
  const members = useMemo(() => ({ list: 'all-users' as const, exclude: [user.id] }), [user.id]);

  const today = todayIn(user.timezone);
  const stats = counted.counts;

  const focusSearch = () => {
    searchRef.current?.focus();
    searchRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">
          Welcome back, {user.firstName || 'User'}
        </h1>
        <p className="mt-1 flex items-center gap-2 text-slate-600">
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          <time dateTime={today}>{formatLongDate(today)}</time>
        </p>
      </div>
      <StatCards stats={stats} loading={counted.isPending} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <MeetingFilterBar
            fields={['search', 'teamMember']}
            idPrefix="dashboard"
            values={{ search, teamMember: member }}
            onChange={(next) => {
              setSearch(next.search);
              setMember(next.teamMember);
            }}
            teamMembers={members}
            text={{ teamMember: 'Member', allTeamMembers: 'All Members', clear: 'Clear' }}
            clear="when-active"
            searchRef={searchRef}
            actions={
              <Button type="button" onClick={() => setFormOpen(true)}>
                <Plus aria-hidden="true" />
                New Meeting
              </Button>
            }
            className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 md:flex-row md:items-end"
            fieldClassName={{ search: 'flex-1', teamMember: 'md:w-56' }}
          />
          <RecentMeetingsCard
            meetings={filtered.data ?? []}
            loading={filtered.isPending}
            failed={filtered.isError}
          />
        </div>
        <div className="flex flex-col gap-4">
          <ThisWeekCard
            title="Upcoming This Week"
            meetings={thisWeek.data ?? []}
            loading={thisWeek.isPending}
          />
          <ProductivityCard total={stats.total} completed={stats.completed} />
          <QuickActionsCard onSchedule={() => setFormOpen(true)} onSearch={focusSearch} />
        </div>
      </div>
      <MeetingFormDialog open={formOpen} onOpenChange={setFormOpen} />
    </div>
  );
}
