import { PAGE_HEADS } from '@fresh-pouf/contracts/page-heads';
import { buttonClassName, Card, CardContent, Skeleton } from '@fresh-pouf/ui';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useBlogList } from '../features/blog/api/blog-list';
import { PostCard } from '../features/blog/components/post-card';
import { PostSpeculation } from '../features/blog/components/post-speculation';
import '../styles/blog.css';

const SKELETON_CARDS = 3;

export default function BlogListRoute() {
  const { data, isPending, error } = useBlogList();

  // docs/product/blog.md#blog-list: list fetch errors are only logged; the page then shows its empty state.
  useEffect(() => {
    if (error) console.error('Failed to load blog posts', error);
  }, [error]);

  const posts = data ?? [];
  // The shell's frame holds the page's one <main>; the blog renders inside it.
  return (
    <div className="fp-page">
      <title>{PAGE_HEADS['/blog'].title}</title>
      <h1 className="blog-page__title">Blog</h1>
      {isPending ? (
        <div className="blog-grid" aria-busy="true" aria-label="Loading blog posts">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <Card key={i} className="blog-card" data-testid="blog-skeleton">
              <CardContent>
                <Skeleton className="blog-skeleton blog-skeleton--title" />
                <Skeleton className="blog-skeleton" />
                <Skeleton className="blog-skeleton" />
              </CardContent>
            </Card>
          ))}
        </div>
      ) : posts.length === 0 ? (
        <Card className="blog-empty">
          <CardContent>
            <h2>No blog posts found</h2>
            <p>We're working on creating valuable content for you. Check back soon!</p>
          </CardContent>
        </Card>
      ) : (
        <div className="blog-grid">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
          <PostSpeculation posts={posts} />
        </div>
      )}
      <div className="blog-actions">
        {/* A way somewhere is a link (it works as HTML, opens in a new tab), drawn as the spec's button. */}
        <Link to="/" className={buttonClassName({ variant: 'outline' })}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
