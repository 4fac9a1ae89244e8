/**
 * All-meetings view ("All Team 1:1s") and scheduled view ("Scheduled 1:1s") of spec 2.4.
 * Filtering happens on the server (GET /api/meetings?search&teamMember&date&status, spec 7):
 * the search is debounced 300 ms; the previous results stay on screen while new ones load.
 * The list comes in keyset pages of 50 (GET /api/meetings?cursor=…); "Load more" asks for the
 * next page, and the count line reads GET /api/meetings/count.
 * Skeletons: 5 rows in the all-meetings view, 3 in the scheduled view (spec 9).
 */
import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ArrowLeft, Plus } from 'lucide-react';
import {
  meetingQueries,
  useMeetingCount,
  type MeetingListParams,
} from '@/client/features/meetings';
import { Button } from '@/client/components/ui/button';
import { LoadMore } from '@/client/components/ui/load-more';
import { useDebouncedValue } from '@/client/lib/use-debounced-value';
import {
  hasActiveFilters,
  NO_FILTERS,
  type MeetingFilterValues,
} from '../lib/meeting-filter-values';
import {
  MeetingCard,
  MeetingFilterBar,
  MeetingList,
  meetingTitle,
} from '@/client/features/meetings';
import { MeetingActionButtons } from './meeting-action-buttons';
import { useMeetingActions } from './meeting-actions';
import { richTextToLine } from '@/client/lib/rich-text-line';

/** The team member filter picks from the team, searched and paged on the server. */
const TEAM_SOURCE = { list: 'team-members' } as const;

export type MeetingsViewKind = 'all' | 'scheduled';

const COPY: Record<MeetingsViewKind, { title: string; empty: string; skeletons: number }> = {
  all: { title: 'All Team 1:1s', empty: 'No meetings found', skeletons: 5 },
  scheduled: { title: 'Scheduled 1:1s', empty: 'No scheduled meetings', skeletons: 3 },
};

export function MeetingsView({
  kind,
  onBack,
  focusSearch,
  viewerId,
}: {
  kind: MeetingsViewKind;
  /** The signed-in user, to name the other participant of each meeting. */
  viewerId: number;
  onBack: () => void;
  /** Focus the search box when the view opens (the Manager Tools shortcut). */
  focusSearch?: boolean;
}) {
  const copy = COPY[kind];
  const actions = useMeetingActions();
  const [filters, setFilters] = useState<MeetingFilterValues>(NO_FILTERS);
  const search = useDebouncedValue(filters.search.trim(), 300);
  const searchRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusSearch) searchRef.current?.focus();
    else headingRef.current?.focus();
  }, [focusSearch, kind]);

  const params: MeetingListParams = {
    search: search || undefined,
    teamMember: filters.teamMember === 'all' ? undefined : Number(filters.teamMember),
    date: filters.date || undefined,
    status: kind === 'scheduled' ? 'scheduled' : undefined,
  };
  const meetings = useInfiniteQuery({
    ...meetingQueries.pages(params),
    placeholderData: keepPreviousData,
  });
  const loaded = meetings.data?.pages.flatMap((page) => page.items);
  const count = useMeetingCount(params);
  const matching = count.data?.matching ?? loaded?.length ?? 0;

  return (
    <section aria-labelledby="meetings-view-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Button>
          <h2
            id="meetings-view-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold focus-visible:outline-none"
          >
            {copy.title}
          </h2>
        </div>
        <Button type="button" onClick={() => actions.schedule()}>
          <Plus aria-hidden="true" />
          Schedule 1:1
        </Button>
      </div>

      <MeetingFilterBar
        fields={['search', 'teamMember', 'date']}
        idPrefix={`meetings-${kind}`}
        values={filters}
        onChange={setFilters}
        teamMembers={TEAM_SOURCE}
        text={{ teamMember: 'Team member' }}
        searchRef={searchRef}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
      />

      {!meetings.isPending && !meetings.isError && (
        <p className="sr-only" role="status">
          {matching} {matching === 1 ? 'meeting' : 'meetings'}
        </p>
      )}
      <MeetingList
        meetings={loaded}
        loading={meetings.isPending}
        failed={meetings.isError}
        busy={meetings.isFetching}
        skeletons={copy.skeletons}
        skeletonTestId="meeting-skeleton"
        empty={
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="font-medium text-slate-900">{copy.empty}</p>
            <p className="mt-1 text-sm text-slate-600">
              {hasActiveFilters(filters)
                ? 'Try adjusting or clearing your filters.'
                : 'Schedule a 1:1 to get started.'}
            </p>
          </div>
        }
      >
        {(m) => (
          <MeetingCard
            meeting={m}
            title={richTextToLine(m.agenda) || meetingTitle(m)}
            layout="meta-first"
            facts={['date', 'time', 'duration', 'with', 'notes']}
            viewerId={viewerId}
            actions={<MeetingActionButtons meeting={m} />}
            revealActions="hover"
          />
        )}
      </MeetingList>
      {!meetings.isError && (
        <LoadMore
          hasMore={meetings.hasNextPage}
          loading={meetings.isFetchingNextPage}
          onLoadMore={() => void meetings.fetchNextPage()}
          label="meetings"
        />
      )}
    </section>
  );
}
