import type { BlogPost, BlogPostFields, BlogPostSummary, BlogStatusFilter } from '@fresh-pouf/contracts';
import { QueryTypes, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';

interface PostRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  cover_image: string | null;
  status: string;
  publish_date: Date | null;
  created_at: Date;
  updated_at: Date | null;
  content?: string;
  author_id?: number | null;
}

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

const toSummary = (row: PostRow): BlogPostSummary => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  excerpt: row.excerpt,
  coverImage: row.cover_image,
  status: row.status,
  publishDate: iso(row.publish_date),
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: iso(row.updated_at),
});

const toPost = (row: PostRow): BlogPost => ({
  ...toSummary(row),
  content: row.content ?? '',
  authorId: row.author_id ?? null,
});

const SUMMARY_COLUMNS = 'id, title, slug, excerpt, cover_image, status, publish_date, created_at, updated_at';
const POST_COLUMNS = `${SUMMARY_COLUMNS}, content, author_id`;

/** A post as core stores it: the form's fields and the staff member who wrote them. */
export type BlogWrite = BlogPostFields & { authorId: number };

/** 'slug-taken' when the unique constraint refused the slug: the database decides, not a prior lookup. */
export type WriteResult = BlogPost | 'slug-taken' | null;

function slugTaken(err: unknown): boolean {
  return err instanceof UniqueConstraintError;
}

export function createBlogRepository(sequelize: Sequelize) {
  const one = async (sql: string, replacements: Record<string, unknown>, transaction?: Transaction) => {
    const rows = await sequelize.query<PostRow>(sql, {
      replacements,
      type: QueryTypes.SELECT,
      ...(transaction ? { transaction } : {}),
    });
    return rows[0] ? toPost(rows[0]) : null;
  };
  /** A slug a post now uses is nobody's old address any more: the post answers it, not a redirect. */
  const claimSlug = (slug: string, transaction: Transaction) =>
    sequelize.query('DELETE FROM blog_slug_redirects WHERE old_slug = :slug', { replacements: { slug }, transaction });

  return {
    /** Newest first; summaries only. */
    async list(status: BlogStatusFilter): Promise<BlogPostSummary[]> {
      const rows = await sequelize.query<PostRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM blog_posts
         ${status === 'all' ? '' : 'WHERE status = :status'}
         ORDER BY created_at DESC, id DESC`,
        { replacements: { status }, type: QueryTypes.SELECT },
      );
      return rows.map(toSummary);
    },

    findById: (id: number) => one(`SELECT ${POST_COLUMNS} FROM blog_posts WHERE id = :id`, { id }),

    findPublishedBySlug: (slug: string) =>
      one(`SELECT ${POST_COLUMNS} FROM blog_posts WHERE slug = :slug AND status = 'published'`, { slug }),

    /** The slug a published post has now, for one of its old slugs; null when that slug never moved or the post is not live. */
    async findMovedSlug(oldSlug: string): Promise<string | null> {
      const rows = await sequelize.query<{ slug: string }>(
        `SELECT p.slug FROM blog_slug_redirects r JOIN blog_posts p ON p.id = r.post_id
         WHERE r.old_slug = :oldSlug AND p.status = 'published'`,
        { replacements: { oldSlug }, type: QueryTypes.SELECT },
      );
      return rows[0]?.slug ?? null;
    },

    async insert(post: BlogWrite): Promise<WriteResult> {
      try {
        return await sequelize.transaction(async (transaction) => {
          await claimSlug(post.slug, transaction);
          return one(
            `INSERT INTO blog_posts (title, slug, content, excerpt, cover_image, author_id, status, publish_date)
             VALUES (:title, :slug, :content, :excerpt, :coverImage, :authorId, :status,
                     CASE WHEN :status = 'published' THEN now() END)
             RETURNING ${POST_COLUMNS}`,
            { ...post },
            transaction,
          );
        });
      } catch (err) {
        if (slugTaken(err)) return 'slug-taken';
        throw err;
      }
    },

    /**
     * publish_date is kept once set: it is the day the post first went live. A post that was
     * published when its slug changed keeps its old slug as a redirect to the new one (an old
     * slug of the same post included, so every old link goes straight to the current address).
     */
    async update(id: number, post: BlogWrite): Promise<WriteResult> {
      try {
        return await sequelize.transaction(async (transaction) => {
          const [before] = await sequelize.query<{ slug: string; status: string }>(
            'SELECT slug, status FROM blog_posts WHERE id = :id FOR UPDATE',
            { replacements: { id }, type: QueryTypes.SELECT, transaction },
          );
          if (!before) return null;
          await claimSlug(post.slug, transaction);
          const updated = await one(
            `UPDATE blog_posts SET title = :title, slug = :slug, content = :content, excerpt = :excerpt,
                    cover_image = :coverImage, status = :status, updated_at = now(),
                    publish_date = CASE WHEN :status = 'published' THEN COALESCE(publish_date, now()) ELSE publish_date END
             WHERE id = :id RETURNING ${POST_COLUMNS}`,
            { ...post, id },
            transaction,
          );
          if (before.status === 'published' && before.slug !== post.slug) {
            await sequelize.query(
              `INSERT INTO blog_slug_redirects (old_slug, post_id) VALUES (:oldSlug, :id)
               ON CONFLICT (old_slug) DO UPDATE SET post_id = EXCLUDED.post_id, created_at = now()`,
              { replacements: { oldSlug: before.slug, id }, transaction },
            );
          }
          return updated;
        });
      } catch (err) {
        if (slugTaken(err)) return 'slug-taken';
        throw err;
      }
    },

    async remove(id: number): Promise<boolean> {
      const rows = await sequelize.query<{ id: number }>('DELETE FROM blog_posts WHERE id = :id RETURNING id', {
        replacements: { id },
        type: QueryTypes.SELECT,
      });
      return rows.length > 0;
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
