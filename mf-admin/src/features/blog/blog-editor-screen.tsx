import { ApiRequestError } from '@fresh-pouf/api-client';
import { blogPostInputSchema, firstFieldErrors, type BlogStatus } from '@fresh-pouf/contracts';
import {
  Button,
  Card,
  CardContent,
  FormField,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Spinner,
  Textarea,
  toast,
} from '@fresh-pouf/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { SessionEndedError } from '../../api/admin-request';
import { failureToast } from '../../app/admin-toasts';
import { ADMIN_PATHS } from '../../app/paths';
import { RequireSession } from '../../components/require-session';
import { useSessionEnded } from '../../components/use-session-ended';
import { ADMIN_BLOG_URL, blogPostUrl, fetchBlogPost, saveBlogPost, SaveRefusedError } from './blog-api';
import { followSlug } from './follow-slug';

interface Values {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  status: BlogStatus;
  coverImage: string;
}

const EMPTY: Values = { title: '', slug: '', excerpt: '', content: '', status: 'draft', coverImage: '' };

export function BlogEditorScreen() {
  const id = useParams().id ?? 'new';
  // A new key per post: switching from one post to another starts a fresh form.
  return <RequireSession announce={false}>{() => <BlogEditor key={id} id={id === 'new' ? null : id} />}</RequireSession>;
}

function BlogEditor({ id }: { id: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const existing = useQuery({
    queryKey: [blogPostUrl(id ?? 'new')],
    queryFn: () => fetchBlogPost(id ?? ''),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });

  useEffect(() => {
    const post = existing.data;
    if (!post) return;
    setValues({
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt ?? '',
      content: post.content,
      status: post.status === 'published' ? 'published' : 'draft',
      coverImage: post.coverImage ?? '',
    });
  }, [existing.data]);

  useEffect(() => {
    const error = existing.error;
    if (!error || sessionEnded(error)) return;
    if (error instanceof ApiRequestError) {
      toast(failureToast('Error', 'Failed to load blog post. It may have been deleted.'));
      navigate(ADMIN_PATHS.dashboard, { replace: true });
    } else {
      toast(failureToast('Error', 'Failed to load blog post data. Please try again.'));
    }
  }, [existing.error, sessionEnded, navigate]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setTitle = (title: string) => setValues((v) => ({ ...v, title, slug: followSlug(v.title, title, v.slug) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = blogPostInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await saveBlogPost(id, parsed.data);
      await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(ADMIN_BLOG_URL) || String(q.queryKey[0]).startsWith('/api/blog') });
      toast(
        id === null
          ? { title: 'Blog post created', description: `Successfully created blog post: ${saved.title}` }
          : { title: 'Blog post updated', description: `Successfully updated blog post: ${saved.title}` },
      );
      navigate(ADMIN_PATHS.dashboard);
    } catch (error) {
      if (error instanceof SessionEndedError) {
        navigate(ADMIN_PATHS.login, { replace: true });
      } else if (error instanceof SaveRefusedError || error instanceof ApiRequestError) {
        toast(failureToast('Error', error.serverMessage ?? 'There was a problem saving the blog post.'));
      } else {
        toast(failureToast('Error', 'An unexpected error occurred. Please try again.'));
      }
    } finally {
      setSaving(false);
    }
  };

  const toDashboard = () => navigate(ADMIN_PATHS.dashboard);
  return (
    <main className="fpa-main fpa-stack">
      <div className="fpa-row fpa-row--between">
        <h1 className="fpa-title">{id === null ? 'Create New Blog Post' : 'Edit Blog Post'}</h1>
        <Button variant="outline" onClick={toDashboard}>
          Back to Dashboard
        </Button>
      </div>
      {id !== null && existing.isPending ? (
        <Spinner label="Loading blog post" />
      ) : (
        <Card>
          <form onSubmit={(e) => void submit(e)} noValidate>
            <CardContent className="fpa-stack">
              <FormField label="Title" error={errors.title}>
                {(control) => (
                  <Input {...control} placeholder="Enter blog post title" value={values.title} onChange={(e) => setTitle(e.target.value)} />
                )}
              </FormField>
              <FormField label="Slug" hint="URL-friendly version of the title, used in the post URL" error={errors.slug}>
                {(control) => <Input {...control} value={values.slug} onChange={(e) => set('slug', e.target.value)} />}
              </FormField>
              <FormField label="Excerpt" hint="Short summary shown in blog listings" error={errors.excerpt}>
                {(control) => <Textarea {...control} rows={3} value={values.excerpt} onChange={(e) => set('excerpt', e.target.value)} />}
              </FormField>
              <FormField label="Content" error={errors.content}>
                {(control) => <Textarea {...control} rows={16} value={values.content} onChange={(e) => set('content', e.target.value)} />}
              </FormField>
              <FormField label="Status" hint="Draft saves without publishing, Published makes it live" error={errors.status}>
                {({ id: controlId }) => (
                  <Select value={values.status} onValueChange={(status) => set('status', status as BlogStatus)}>
                    <SelectTrigger id={controlId}>
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
                  <Input {...control} type="url" placeholder="https://" value={values.coverImage} onChange={(e) => set('coverImage', e.target.value)} />
                )}
              </FormField>
              <div className="fpa-row">
                <Button type="submit" disabled={saving}>
                  {saving ? 'Saving...' : id === null ? 'Create Post' : 'Update Post'}
                </Button>
                <Button type="button" variant="outline" onClick={toDashboard}>
                  Cancel
                </Button>
              </div>
            </CardContent>
          </form>
        </Card>
      )}
    </main>
  );
}
