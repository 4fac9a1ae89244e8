/**
 * The one meeting list of every dashboard (spec 2.3–2.6, 2.13) with its states: `skeletons`
 * placeholder rows announced as `loadingLabel` while loading (spec 9: 5 in the all-meetings
 * view, 3 elsewhere), "Failed to fetch meetings" (spec 8) with an optional Try again, the
 * `empty` message (a string is shown centred; any other node as it is), else one list item
 * per meeting drawn by `children` (usually a `MeetingCard`), in the order given.
 */
import type { ReactNode } from 'react';
import type { Meeting } from '@/shared/schemas/meeting';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/utils';
import type { MeetingCardDensity } from './meeting-card';

export interface MeetingListProps {
  /** undefined while the first answer loads. */
  meetings: readonly Meeting[] | undefined;
  loading?: boolean;
  failed?: boolean;
  /** Shows a Try again button beside the failure text. */
  onRetry?: () => void;
  empty: ReactNode;
  /** Accessible name of the list. */
  label?: string;
  /** True while newer results load behind the ones shown. */
  busy?: boolean;
  /** Spacing and placeholder height, matching the cards' density. */
  density?: MeetingCardDensity;
  skeletons?: number;
  loadingLabel?: string;
  skeletonTestId?: string;
  children: (meeting: Meeting) => ReactNode;
}

const GAP: Record<MeetingCardDensity, string> = {
  compact: 'gap-2',
  regular: 'gap-3',
  roomy: 'gap-4',
};
const SKELETON: Record<MeetingCardDensity, string> = {
  compact: 'h-16',
  regular: 'h-20',
  roomy: 'h-36',
};

export function MeetingList({
  meetings,
  loading = meetings === undefined,
  failed = false,
  onRetry,
  empty,
  label,
  busy,
  density = 'regular',
  skeletons = 3,
  loadingLabel = 'Loading meetings',
  skeletonTestId,
  children,
}: MeetingListProps) {
  if (failed) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
        Failed to fetch meetings
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  if (loading || !meetings) {
    return (
      <div role="status" aria-label={loadingLabel} className={cn('grid', GAP[density])}>
        {Array.from({ length: skeletons }, (_, i) => (
          <Skeleton
            key={i}
            data-testid={skeletonTestId}
            className={cn('w-full', SKELETON[density])}
          />
        ))}
      </div>
    );
  }
  if (meetings.length === 0) {
    return typeof empty === 'string' ? (
      <p className="py-6 text-center text-sm text-slate-600">{empty}</p>
    ) : (
      <>{empty}</>
    );
  }
  return (
    // One column that may shrink below a card's longest line (minmax(0, 1fr)): a long title
    // wraps or truncates inside its card instead of widening the page.
    <ul aria-label={label} aria-busy={busy} className={cn('grid grid-cols-1', GAP[density])}>
      {meetings.map((m) => (
        <li key={m.id} className="min-w-0">
          {children(m)}
        </li>
      ))}
    </ul>
  );
}
