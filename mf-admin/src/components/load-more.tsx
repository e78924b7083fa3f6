import { formatCount } from '@fresh-pouf/contracts/values';
import { Button } from '@fresh-pouf/ui';

interface LoadMoreProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore(): void;
}

/** The list arrives a page at a time; this says how much is on screen and fetches the next page. */
export function LoadMore({ shown, total, hasMore, loading, onLoadMore }: LoadMoreProps) {
  return (
    <div className="fpa-load-more">
      <span className="fpa-muted" role="status">
        Showing {formatCount(shown)} of {formatCount(total)} entries
      </span>
      {hasMore ? (
        <Button variant="outline" size="sm" onClick={onLoadMore} disabled={loading}>
          {loading ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
