import { Badge, Button, Spinner } from '@fresh-pouf/ui';
import { Link } from 'react-router-dom';
import { ADMIN_SCREENS } from '../../app/routes';
import { useBlogPosts } from '../blog/api/blog-posts';
import { blogEditorPath, NEW_POST_PATH } from '../blog/blog-paths';
import { shortDate } from '../blog/filter-posts';

const LATEST = 5;

/** Spec: Create New Post and the "next update" line; beside them, the latest posts and the way to all of them. */
export function BlogTab() {
  const posts = useBlogPosts('all');
  const latest = [...(posts.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, LATEST);
  return (
    <div className="fpa-stack">
      <div className="fpa-row">
        <Button asChild>
          <Link to={NEW_POST_PATH}>Create New Post</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={ADMIN_SCREENS.blogManagement.path}>Open Blog Management</Link>
        </Button>
      </div>
      <p className="fpa-muted">Blog management comes in the next update.</p>
      <section className="fpa-card-section" aria-labelledby="fpa-latest-posts">
        <h2 id="fpa-latest-posts" className="fpa-subtitle">
          Latest posts
        </h2>
        {posts.isPending ? (
          <Spinner label="Loading blog posts" />
        ) : posts.isError ? (
          <p className="fpa-muted">The latest posts could not be loaded just now.</p>
        ) : latest.length === 0 ? (
          <p className="fpa-muted">No blog posts yet.</p>
        ) : (
          <ul className="fpa-post-list">
            {latest.map((post) => (
              <li key={post.id}>
                <Link to={blogEditorPath(post.id)}>{post.title}</Link>
                <span className="fpa-post-list__meta">
                  {post.status === 'published' ? (
                    <Badge variant="success">Published</Badge>
                  ) : (
                    <Badge variant="outline">Draft</Badge>
                  )}
                  <span className="fpa-muted">{shortDate(post.createdAt)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
