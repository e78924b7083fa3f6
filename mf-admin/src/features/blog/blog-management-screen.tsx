import { BLOG_MESSAGES, type BlogPostSummary, type BlogStatusFilter } from '@fresh-pouf/contracts';
import { Badge, Button, Card, CardContent, EllipsisIcon, Spinner, toast } from '@fresh-pouf/ui';
import { ConfirmDialog, useConfirm } from '@fresh-pouf/ui/confirm-dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@fresh-pouf/ui/dropdown-menu';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@fresh-pouf/ui/select';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { failureToast } from '../../app/admin-toasts';
import { ADMIN_SCREENS } from '../../app/routes';
import { mainLandmark } from '../../components/admin-frame';
import { useLoadFailure } from '../../lib/call-failures';
import { useBlogPosts } from './api/blog-posts';
import { useDeleteBlogPost } from './api/delete-blog-post';
import { blogEditorPath, NEW_POST_PATH } from './blog-paths';
import { filterPosts, shortDate } from './filter-posts';
import { ScreenHeader } from '../../components/screen-header';
import { ScrollTable } from '../../components/scroll-table';
import { SearchField } from '../../components/search-field';
import { TotalCard } from '../../components/total-card';

const statusBadge = (status: string) =>
  status === 'published' ? <Badge variant="success">Published</Badge> : <Badge variant="outline">Draft</Badge>;

export function BlogManagementScreen() {
  const [status, setStatus] = useState<BlogStatusFilter>('all');
  const [search, setSearch] = useState('');
  const posts = useBlogPosts(status);
  const deletePost = useDeleteBlogPost();
  const all = posts.data ?? [];
  const shown = filterPosts(all, search);

  useLoadFailure(posts.error, () => toast(failureToast('Error', 'Failed to load blog posts. Please try again.')));

  /** The post a Delete click asks about (delete asks for confirmation first: docs/product/blog.md#blog-management). */
  const confirmDelete = useConfirm<BlogPostSummary>();
  const remove = (post: BlogPostSummary) => {
    deletePost.mutate(post.id, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Blog post deleted successfully.' });
        setOutcome(`Deleted “${post.title}”.`);
      },
    });
  };
  // The deleted row leaves the table with the menu that had focus: focus goes to what happened.
  const [outcome, setOutcome] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  return (
    <div className="fpa-stack">
      <ScreenHeader title="Blog Management" summary="Create, edit and manage blog content">
        <Button asChild variant="outline">
          <Link to={ADMIN_SCREENS.dashboard.path}>Back to Dashboard</Link>
        </Button>
        <Button asChild>
          <Link to={NEW_POST_PATH}>Create New Post</Link>
        </Button>
      </ScreenHeader>
      <TotalCard title="Total posts" testId="blog-total" value={posts.isPending ? '…' : all.length} />
      <div className="fpa-row">
        <Select value={status} onValueChange={(value) => setStatus(value as BlogStatusFilter)}>
          <SelectTrigger aria-label="Status filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All</SelectItem>
            <SelectItem value="published">Published</SelectItem>
            <SelectItem value="draft">Drafts</SelectItem>
          </SelectContent>
        </Select>
        <SearchField
          label="Search blog posts"
          placeholder="Search blog posts..."
          value={search}
          onValueChange={setSearch}
        />
      </div>
      <p ref={outcomeRef} tabIndex={-1} role="status" className={outcome ? 'fpa-outcome' : 'fp-visually-hidden'}>
        {outcome}
      </p>
      {posts.isPending ? (
        <Spinner label="Loading blog posts" />
      ) : shown.length === 0 ? (
        <Card>
          <CardContent className="fpa-stack">
            <p>No blog posts found</p>
            <Button asChild>
              <Link to={NEW_POST_PATH}>Create your first post</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <ScrollTable
          label="Blog posts"
          columns={['Title', 'Slug', 'Status', 'Created', 'Updated', { hidden: 'Actions' }]}
        >
          {shown.map((post) => (
            <tr key={post.id}>
              <td>
                {/* A long title is cut short here; the whole of it is in the tooltip and the editor it opens. */}
                <Link
                  to={blogEditorPath(post.id)}
                  className="fpa-cell-link fpa-truncate fpa-truncate--wide"
                  title={post.title}
                >
                  {post.title}
                </Link>
              </td>
              <td>
                <span className="fpa-truncate fpa-truncate--narrow" title={post.slug}>
                  {post.slug}
                </span>
              </td>
              <td>{statusBadge(post.status)}</td>
              <td>{shortDate(post.createdAt)}</td>
              <td>{shortDate(post.updatedAt)}</td>
              <td>
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost" size="icon" aria-label={`Actions for ${post.title}`}>
                      <EllipsisIcon />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent container={mainLandmark()}>
                    <DropdownMenuItem asChild>
                      <Link to={blogEditorPath(post.id)}>Edit</Link>
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => confirmDelete.ask(post)}>Delete</DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
      <ConfirmDialog
        {...confirmDelete.dialog}
        title={`Delete “${confirmDelete.subject?.title ?? ''}”?`}
        description={BLOG_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        onConfirm={() => confirmDelete.subject && remove(confirmDelete.subject)}
      />
    </div>
  );
}
