import { ApiRequestError } from '@fresh-pouf/api-client';
import { blogPostInputSchema, firstFieldErrors, type BlogPost, type BlogStatus } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, FormField, Input, Spinner, Textarea, toast } from '@fresh-pouf/ui';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@fresh-pouf/ui/select';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { failureToast } from '../../app/admin-toasts';
import { ADMIN_SCREENS } from '../../app/routes';
import { useLoadFailure } from '../../lib/call-failures';
import { useBlogPost } from './api/blog-post';
import { useSaveBlogPost } from './api/save-blog-post';
import { followSlug } from './follow-slug';

interface Values {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  status: BlogStatus;
  coverImage: string;
}

const SLUG_MOVE_ID = 'blog-slug-move';
/** The fields top to bottom, each control named after its key. */
const FIELD_ORDER = ['title', 'slug', 'excerpt', 'content', 'status', 'coverImage'] as const;

const EMPTY: Values = { title: '', slug: '', excerpt: '', content: '', status: 'draft', coverImage: '' };

const valuesOf = (post: BlogPost): Values => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt ?? '',
  content: post.content,
  status: post.status === 'published' ? 'published' : 'draft',
  coverImage: post.coverImage ?? '',
});

export function BlogEditorScreen() {
  const id = useParams().id ?? 'new';
  // A new key per post: switching from one post to another starts a fresh editor.
  return id === 'new' ? <BlogPostForm key="new" id={null} initial={EMPTY} /> : <ExistingPostEditor key={id} id={id} />;
}

/** Loads the post, then hands it to a form that starts from it (an id that is not 'new' is an update: docs/product/blog.md#blog-editor). */
function ExistingPostEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const existing = useBlogPost(id);

  useLoadFailure(existing.error, (error) => {
    if (error instanceof ApiRequestError) {
      toast(failureToast('Error', 'Failed to load blog post. It may have been deleted.'));
      navigate(ADMIN_SCREENS.dashboard.path, { replace: true });
    } else {
      toast(failureToast('Error', 'Failed to load blog post data. Please try again.'));
    }
  });

  if (existing.isPending) return <EditorFrame id={id} body={<Spinner label="Loading blog post" />} />;
  // Keyed by the loaded version: a refetch with other content starts the form from it.
  return (
    <BlogPostForm
      key={existing.data?.updatedAt ?? 'unloaded'}
      id={id}
      initial={existing.data ? valuesOf(existing.data) : EMPTY}
    />
  );
}

function EditorFrame({ id, body }: { id: string | null; body: ReactNode }) {
  return (
    <div className="fpa-stack">
      <div className="fpa-row fpa-row--between">
        <h1 className="fpa-title">{id === null ? 'Create New Blog Post' : 'Edit Blog Post'}</h1>
        {/* A way somewhere is a link (it opens in a new tab too), drawn as the spec's button. */}
        <Button asChild variant="outline">
          <Link to={ADMIN_SCREENS.dashboard.path}>Back to Dashboard</Link>
        </Button>
      </div>
      {body}
    </div>
  );
}

function BlogPostForm({ id, initial }: { id: string | null; initial: Values }) {
  const navigate = useNavigate();
  const save = useSaveBlogPost(id);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  /** After a failed save, a marked field is checked again as it is edited: its message goes once it is fixed. */
  const update = (change: (v: Values) => Values) => {
    const next = change(values);
    setValues(next);
    if (Object.keys(errors).length === 0) return;
    const parsed = blogPostInputSchema.safeParse(next);
    const now: Record<string, string> = parsed.success ? {} : firstFieldErrors(parsed.error);
    setErrors(Object.fromEntries(Object.entries(now).filter(([field]) => field in errors)));
  };
  const set = <K extends keyof Values>(key: K, value: Values[K]) => update((v) => ({ ...v, [key]: value }));
  // A published post keeps its old address working: saving a new slug leaves a redirect behind.
  const movesFrom =
    id !== null && initial.status === 'published' && values.slug !== initial.slug && values.slug !== ''
      ? initial.slug
      : null;
  const setTitle = (title: string) => update((v) => ({ ...v, title, slug: followSlug(v.title, title, v.slug) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    // The schema bff-admin enforces, with its messages (docs/product/blog.md#blog-post-validation).
    const parsed = blogPostInputSchema.safeParse(values);
    if (!parsed.success) {
      const found = firstFieldErrors(parsed.error);
      setErrors(found);
      // The first field to fix, in the form's order, gets the keyboard (as the landing page's form does).
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast(
          id === null
            ? { title: 'Blog post created', description: `Successfully created blog post: ${saved.title}` }
            : { title: 'Blog post updated', description: `Successfully updated blog post: ${saved.title}` },
        );
        navigate(ADMIN_SCREENS.dashboard.path);
      },
    });
  };

  return (
    <EditorFrame
      id={id}
      body={
        <Card>
          <form onSubmit={submit} noValidate>
            <CardContent className="fpa-stack">
              <FormField label="Title" error={errors.title}>
                {(control) => (
                  <Input
                    {...control}
                    name="title"
                    placeholder="Enter blog post title"
                    value={values.title}
                    onChange={(e) => setTitle(e.target.value)}
                  />
                )}
              </FormField>
              <FormField
                label="Slug"
                hint="URL-friendly version of the title, used in the post URL"
                error={errors.slug}
              >
                {(control) => (
                  <Input
                    {...control}
                    name="slug"
                    aria-describedby={
                      [control['aria-describedby'], movesFrom ? SLUG_MOVE_ID : null].filter(Boolean).join(' ') ||
                      undefined
                    }
                    value={values.slug}
                    onChange={(e) => set('slug', e.target.value)}
                  />
                )}
              </FormField>
              {movesFrom ? (
                <p id={SLUG_MOVE_ID} className="fpa-slug-move" role="status">
                  This post is live: its old address /blog/{movesFrom} will redirect to /blog/{values.slug}, so links to
                  it keep working.
                </p>
              ) : null}
              <FormField label="Excerpt" hint="Short summary shown in blog listings" error={errors.excerpt}>
                {(control) => (
                  <Textarea
                    {...control}
                    name="excerpt"
                    rows={3}
                    value={values.excerpt}
                    onChange={(e) => set('excerpt', e.target.value)}
                  />
                )}
              </FormField>
              <FormField label="Content" error={errors.content}>
                {(control) => (
                  <Textarea
                    {...control}
                    name="content"
                    rows={16}
                    value={values.content}
                    onChange={(e) => set('content', e.target.value)}
                  />
                )}
              </FormField>
              <FormField
                label="Status"
                hint="Draft saves without publishing, Published makes it live"
                error={errors.status}
              >
                {({ id: controlId }) => (
                  <Select value={values.status} onValueChange={(status) => set('status', status as BlogStatus)}>
                    <SelectTrigger id={controlId} name="status">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="draft">Draft</SelectItem>
                      <SelectItem value="published">Published</SelectItem>
                    </SelectContent>
                  </Select>
                )}
              </FormField>
              <FormField label="Cover Image URL (Optional)" error={errors.coverImage}>
                {(control) => (
                  <Input
                    {...control}
                    name="coverImage"
                    type="url"
                    placeholder="https://"
                    value={values.coverImage}
                    onChange={(e) => set('coverImage', e.target.value)}
                  />
                )}
              </FormField>
              <div className="fpa-row">
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? 'Saving...' : id === null ? 'Create Post' : 'Update Post'}
                </Button>
                <Button asChild variant="outline">
                  <Link to={ADMIN_SCREENS.dashboard.path}>Cancel</Link>
                </Button>
              </div>
            </CardContent>
          </form>
        </Card>
      }
    />
  );
}
