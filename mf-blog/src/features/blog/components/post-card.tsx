import type { BlogPostSummary } from '@fresh-pouf/contracts';
import { Badge, Card, CardContent, CardFooter, CardHeader, CardTitle, VisuallyHidden } from '@fresh-pouf/ui';
import { Link } from 'react-router-dom';
import { longUsDate } from '../lib/dates';
import { CoverImage } from './cover-image';

export function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <Card className="blog-card" data-testid="blog-post-card">
      {post.coverImage ? <CoverImage className="blog-card__cover" src={post.coverImage} lazy /> : null}
      <CardHeader>
        <div className="blog-card__meta">
          <Badge variant="success">{post.status === 'published' ? 'Published' : 'Draft'}</Badge>
          <time dateTime={post.createdAt}>{longUsDate(post.createdAt)}</time>
        </div>
        <CardTitle as="h2">{post.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="blog-card__excerpt">{post.excerpt}</p>
      </CardContent>
      <CardFooter>
        {/* The visible words stay the spec's; the link's text also names the post for screen readers and
            search engines (which read text, not aria-label). */}
        <Link className="blog-link" to={`/blog/${post.slug}`}>
          Read More<VisuallyHidden>: {post.title}</VisuallyHidden>
        </Link>
      </CardFooter>
    </Card>
  );
}
