import { Spinner } from '@fresh-pouf/ui';
import { ADMIN_SCREENS } from '../../app/routes';
import { useBlogCount } from './api/blog-count';

/** How many blog posts readers can see now; drafts are not counted. */
export function PostCountScreen() {
  const count = useBlogCount();
  const published = count.data?.published;
  return (
    <div className="fpa-stack">
      <h1 className="fpa-title">{ADMIN_SCREENS.postCount.title}</h1>
      {published !== undefined ? (
        <p>{published === 1 ? '1 post is published.' : `${published.toLocaleString('en-US')} posts are published.`}</p>
      ) : count.isPending ? (
        <Spinner label="Loading the count" />
      ) : (
        <p>The count could not be loaded.</p>
      )}
    </div>
  );
}
