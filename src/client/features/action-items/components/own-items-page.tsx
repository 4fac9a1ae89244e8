/**
 * An own action-item page (spec 2.16) for one `page` (pending, completed or stuck): the page
 * shell titled `title`, the header with its count tiles (each a count of the answer: an item
 * state or the distinct meetings), the search and date toolbar, then the list from
 * GET /api/action-items as the filters ask for it: `skeleton.count` placeholders while it
 * loads, the failure text, `empty` when no item is listed, else `children(answer)`, marked busy
 * while newer filters load behind it.
 */
import type { ReactNode } from 'react';
import { AlertTriangle, CalendarDays, CheckCircle2, Clock, type LucideIcon } from 'lucide-react';
import type { ActionItemPage, OwnActionItemsResponse } from '@/shared/domain/action-item-filters';
import type { User } from '@/shared/schemas/user';
import { PageShell } from '@/client/components/layout/page-shell';
import { useOwnActionItems } from '../api/own-action-items';
import { useOwnItemsFilters } from '../lib/use-own-items-filters';
import { OwnItemsHeader, type CountTile } from './own-items-header';
import { OwnItemsError, OwnItemsSkeleton } from './own-items-states';
import { OwnItemsToolbar } from './own-items-toolbar';

type CountKey = keyof OwnActionItemsResponse['counts'];

/** Icon and colour of each count (AA contrast pairs). */
const TILE_LOOK: Record<CountKey, { icon: LucideIcon; tone: string }> = {
  pending: { icon: Clock, tone: 'bg-orange-100 text-orange-800' },
  completed: { icon: CheckCircle2, tone: 'bg-green-100 text-green-800' },
  stuck: { icon: AlertTriangle, tone: 'bg-amber-100 text-amber-900' },
  meetings: { icon: CalendarDays, tone: 'bg-blue-100 text-blue-800' },
};

export function OwnItemsPage({
  user,
  page,
  title,
  description,
  tiles,
  allLabel,
  backTo = '/',
  skeleton,
  empty,
  children,
}: {
  user: User;
  page: ActionItemPage;
  title: string;
  description: string;
  /** The header's tiles: which count each shows, under which label. */
  tiles: { count: CountKey; label: string }[];
  allLabel: 'All Dates' | 'All Time';
  /** Target of "Back to Dashboard" (`/` by default). */
  backTo?: string;
  /** Placeholder rows while loading (spec 2.16: 5 on the completed page, 3 elsewhere). */
  skeleton: { count: number; rowClassName?: string };
  /** The empty state; `filtered` when a search or date window is applied. */
  empty: (answer: OwnActionItemsResponse, filtered: boolean) => ReactNode;
  /** The filled list; `busy` while newer filters load. */
  children: (answer: OwnActionItemsResponse, busy: boolean) => ReactNode;
}) {
  const filters = useOwnItemsFilters(page);
  const { data, isPending, isError, isPlaceholderData } = useOwnActionItems(filters.params);
  const countTiles: CountTile[] = tiles.map(({ count, label }) => ({
    label,
    value: data?.counts[count],
    ...TILE_LOOK[count],
  }));

  let list: ReactNode;
  if (isPending) list = <OwnItemsSkeleton {...skeleton} />;
  else if (isError) list = <OwnItemsError />;
  else if (data.items.length === 0) list = empty(data, filters.active);
  else list = children(data, isPlaceholderData);

  return (
    <PageShell user={user} title={title}>
      <div className="grid gap-6">
        <OwnItemsHeader
          title={title}
          description={description}
          tiles={countTiles}
          backTo={backTo}
        />
        <OwnItemsToolbar filters={filters} allLabel={allLabel} />
        {list}
      </div>
    </PageShell>
  );
}
