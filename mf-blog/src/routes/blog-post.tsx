import { PAGE_HEADS, postHead } from '@fresh-pouf/contracts/page-heads';
import { pageTitle } from '@fresh-pouf/contracts/values';
import { buttonClassName, Card, CardContent, Skeleton } from '@fresh-pouf/ui';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PUBLIC_BLOG_MESSAGES, useBlogPost } from '../features/blog/api/blog-post';
import { CoverImage } from '../features/blog/components/cover-image';
import { longUsDate } from '../features/blog/lib/dates';
import '../styles/blog.css';

export default function BlogPostRoute() {
  const navigate = useNavigate();
  const slug = useParams().slug ?? '';
  const { data: post, isPending, error } = useBlogPost(slug);

  // An old slug of a post that moved: the API answered from its new address, and so does the page.
  const movedTo = post && post.slug !== slug ? post.slug : null;
  useEffect(() => {
    if (movedTo) navigate(`/blog/${movedTo}`, { replace: true });
  }, [movedTo, navigate]);

  const failure = error?.message ?? PUBLIC_BLOG_MESSAGES.notFound;
  // The tab says which post this is, as the page the gateway serves for it does.
  const title = isPending ? PAGE_HEADS['/blog'].title : post && !error ? postHead(post).title : pageTitle(failure);
  return (
    <div className="fp-page blog-page--narrow">
      <title>{title}</title>
      {/* Ways somewhere are links (they work as HTML, open in a new tab), drawn as the spec's buttons. */}
      <Link to="/blog" className={buttonClassName({ variant: 'ghost' })}>
        ← Back to Blog
      </Link>
      {isPending ? (
        <div aria-busy="true" aria-label="Loading blog post" data-testid="blog-post-skeleton">
          <Skeleton className="blog-skeleton blog-skeleton--title" />
          <Skeleton className="blog-skeleton" />
          <Skeleton className="blog-skeleton blog-skeleton--block" />
        </div>
      ) : error || !post ? (
        <Card className="blog-empty" role="alert">
          <CardContent>
            <h1>{failure}</h1>
          </CardContent>
        </Card>
      ) : (
        <article className="blog-article">
          <header className="blog-article__header">
            <h1 className="blog-article__title">{post.title}</h1>
            <p className="blog-article__date">Published on {longUsDate(post.publishDate ?? post.createdAt)}</p>
          </header>
          {post.coverImage ? <CoverImage className="blog-article__cover" src={post.coverImage} /> : null}
          {post.excerpt ? <p className="blog-article__excerpt">{post.excerpt}</p> : null}
          {/* Always text, never markup: a post's content cannot run anything in a visitor's browser. */}
          <div className="blog-article__content" data-testid="blog-post-content">
            {post.content}
          </div>
        </article>
      )}
      <div className="blog-actions">
        <Link to="/blog" className={buttonClassName({ variant: 'outline' })}>
          Back to Blog List
        </Link>
        <Link to="/" className={buttonClassName()}>
          Home
        </Link>
      </div>
    </div>
  );
}
