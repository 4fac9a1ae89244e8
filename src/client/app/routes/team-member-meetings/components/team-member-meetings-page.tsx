/**
 * Team member meetings list, /team-member-meetings/{teamMemberId}/{filterType} (spec 2.13):
 * "Upcoming Meetings", "Action Items" or "All Meetings" followed by the member's name; the
 * filters (search debounced 300 ms, exact date, status except on upcoming, Clear Filters);
 * the meetings as the server filters them (GET /api/meetings with teamMember plus upcoming or
 * withActionItems) in keyset pages of 50 with "Load more"; the summary footer from
 * GET /api/meetings/count with the same filters (`byStatus`, `actionItems`: the whole filtered
 * list, not only the loaded pages); an empty message per filter; back to /team-progress.
 * Unknown people, filters and people outside the viewer's view show "Team Member Not Found".
 */
import { useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { User } from '@/shared/schemas/user';
import {
  MeetingCard,
  MeetingFilterBar,
  MeetingList,
  meetingQueries,
} from '@/client/features/meetings';
import { Card, CardContent } from '@/client/components/ui/card';
import { BackLink } from '@/client/components/layout/back-link';
import { PageShell } from '@/client/components/layout/page-shell';
import { Button } from '@/client/components/ui/button';
import { LoadMore } from '@/client/components/ui/load-more';
import { useDebouncedValue } from '@/client/lib/use-debounced-value';
import { personName, useMemberAccess } from '../api/member-access';
import {
  cardTitle,
  emptyMessage,
  filterTitle,
  hasActiveFilters,
  listQuery,
  NO_FILTERS,
  plural,
  type FilterType,
  type ListFilters,
} from '../lib/meeting-list';
import { EmptyList, ListSkeleton, MemberNotFound, SummaryFooter } from './list-states';

/** The filtered, paged list of `member`'s meetings with its footer (exported for its test). */
export function MeetingsList({ member, filterType }: { member: User; filterType: FilterType }) {
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const search = useDebouncedValue(filters.search, 300);
  const params = listQuery(member.id, filterType, { ...filters, search });
  const query = useInfiniteQuery({
    ...meetingQueries.pages(params),
    placeholderData: keepPreviousData,
  });
  const count = useQuery(meetingQueries.count({ ...params, byStatus: true, actionItems: true }));
  const filtered = hasActiveFilters(filters, filterType);
  const meetings = query.data?.pages.flatMap((page) => page.items);
  const total = count.data?.matching;

  return (
    <div className="grid gap-6">
      <Card>
        <CardContent className="pt-5">
          <MeetingFilterBar
            fields={filterType === 'upcoming' ? ['search', 'date'] : ['search', 'date', 'status']}
            idPrefix="member-meetings"
            values={filters}
            onChange={setFilters}
            text={{ searchPlaceholder: 'Search agenda and notes...', allStatuses: 'All' }}
            onClear={() => setFilters(NO_FILTERS)}
            className="flex flex-col gap-4 md:flex-row md:items-end"
            fieldClassName={{ search: 'flex-1', date: 'md:w-44', status: 'md:w-44' }}
          />
        </CardContent>
      </Card>
      {query.isSuccess && total !== undefined && (
        <p className="sr-only" role="status">
          {plural(total, 'meeting')} shown
        </p>
      )}
      <MeetingList
        meetings={meetings}
        loading={query.isPending}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        density="roomy"
        empty={<EmptyList message={emptyMessage(filterType, filtered)} />}
      >
        {(m) => (
          <MeetingCard
            meeting={m}
            title={cardTitle(m)}
            as="article"
            headingLevel={2}
            density="roomy"
            link="title"
            notes
            actionItems
          />
        )}
      </MeetingList>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        label="meetings"
      />
      {query.isSuccess && count.data && (
        <SummaryFooter
          figures={{
            count: count.data.matching,
            completed: count.data.byStatus?.completed ?? 0,
            actionItems: count.data.actionItems ?? 0,
          }}
        />
      )}
    </div>
  );
}

/** The page for `viewer`; `memberId` and `filterType` are null when the route's are invalid. */
export function TeamMemberMeetingsPage({
  viewer,
  memberId,
  filterType,
}: {
  viewer: User;
  memberId: number | null;
  filterType: FilterType | null;
}) {
  const access = useMemberAccess(viewer, filterType ? memberId : null);
  const heading = filterTitle(filterType ?? 'all');
  const name = access.state === 'ok' ? personName(access.member) : null;
  const pageTitle =
    access.state === 'not-found'
      ? 'Team Member Not Found'
      : name
        ? `${heading} – ${name}`
        : heading;

  return (
    <PageShell user={viewer} title={pageTitle}>
      {access.state === 'not-found' || !filterType ? (
        <MemberNotFound />
      ) : (
        <div className="grid gap-6">
          <BackLink to="/team-progress">Back to Team Progress</BackLink>
          {access.state === 'loading' ? (
            <>
              <p role="status" className="text-slate-600">
                Loading Team Member...
              </p>
              <ListSkeleton />
            </>
          ) : access.state === 'error' ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-red-700">
              Failed to load the team member.
              <Button variant="outline" size="sm" onClick={access.retry}>
                Try again
              </Button>
            </div>
          ) : (
            <>
              <div>
                <h1 className="text-2xl font-bold tracking-tight text-slate-900">
                  {heading} – {name}
                </h1>
                <p className="mt-1 text-slate-600">
                  {[access.member.jobTitle, access.member.email].filter(Boolean).join(' · ')}
                </p>
              </div>
              <MeetingsList
                key={`${access.member.id}-${filterType}`}
                member={access.member}
                filterType={filterType}
              />
            </>
          )}
        </div>
      )}
    </PageShell>
  );
}
