import { Button, Card, CardContent, Skeleton } from '@fresh-pouf/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { PUBLIC_BLOG_MESSAGES, useBlogPost } from '../features/blog/api/blog-post';
import { longUsDate } from '../features/blog/lib/dates';
import '../styles/blog.css';

export default function BlogPostRoute() {
  const navigate = useNavigate();
  const slug = useParams().slug ?? '';
  const { data: post, isPending, error } = useBlogPost(slug);

  const toList = () => navigate('/blog');
  return (
    <main className="blog-page blog-page--narrow">
      <Button variant="ghost" onClick={toList}>
        ← Back to Blog
      </Button>
      {isPending ? (
        <div aria-busy="true" aria-label="Loading blog post" data-testid="blog-post-skeleton">
          <Skeleton className="blog-skeleton blog-skeleton--title" />
          <Skeleton className="blog-skeleton" />
          <Skeleton className="blog-skeleton blog-skeleton--block" />
        </div>
      ) : error || !post ? (
        <Card className="blog-empty" role="alert">
          <CardContent>
            <h1>{error?.message ?? PUBLIC_BLOG_MESSAGES.notFound}</h1>
          </CardContent>
        </Card>
      ) : (
        <article className="blog-article">
          <h1 className="blog-page__title">{post.title}</h1>
          <p className="blog-article__date">Published on {longUsDate(post.publishDate ?? post.createdAt)}</p>
          {post.coverImage ? <img className="blog-article__cover" src={post.coverImage} alt="" /> : null}
          {post.excerpt ? <p className="blog-article__excerpt">{post.excerpt}</p> : null}
          {/* Always text, never markup: a post's content cannot run anything in a visitor's browser. */}
          <div className="blog-article__content" data-testid="blog-post-content">
            {post.content}
          </div>
        </article>
      )}
      <div className="blog-actions">
        <Button variant="outline" onClick={toList}>
          Back to Blog List
        </Button>
        <Button onClick={() => navigate('/')}>Home</Button>
      </div>
    </main>
  );
}
