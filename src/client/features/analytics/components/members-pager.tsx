/**
 * Foot of a paged member list (progress, action-items and behind-schedule pages): "Showing X of
 * Y members" and, while more remain, a "Show more members" button that loads the next page (the
 * calls answer 50 members, or 20 member cards on the overviews, at a time; the spec, which lists
 * everyone, gives no page size).
 */
import { Button } from '@/client/components/ui/button';
import type { MemberPages } from '../api/member-pages';

export function MembersPager({
  shown,
  total,
  pages,
}: {
  shown: number;
  total: number;
  pages: Pick<MemberPages<unknown>, 'hasMore' | 'loadingMore' | 'loadMore'>;
}) {
  if (total === 0) return null;
  return (
    <div className="flex flex-col items-center gap-2">
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="members-shown">
        Showing {shown} of {total} {total === 1 ? 'member' : 'members'}
      </p>
      {pages.hasMore && (
        <Button variant="outline" onClick={pages.loadMore} disabled={pages.loadingMore}>
          {pages.loadingMore ? 'Loading more members...' : 'Show more members'}
        </Button>
      )}
    </div>
  );
}
