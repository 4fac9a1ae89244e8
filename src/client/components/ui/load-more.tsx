/**
 * The "Load more" button under every keyset-paged list (docs/api.md "Paging"): shown while
 * more pages remain, it asks for the next one (50 rows) and reads "Loading more..." meanwhile.
 * `label` names what it loads for screen readers when a screen has several lists.
 */
import { Button } from './button';

export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
  label,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  label?: string;
}) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center pt-3">
      <Button type="button" variant="outline" onClick={onLoadMore} disabled={loading}>
        {loading ? 'Loading more...' : 'Load more'}
        {label ? <span className="sr-only"> {label}</span> : null}
      </Button>
    </div>
  );
}
