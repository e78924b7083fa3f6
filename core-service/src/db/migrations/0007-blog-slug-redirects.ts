import type { Migration } from '../migrator';

// Links to a published post never break: when its slug changes, the old one is kept here and
// answered with a redirect to wherever the post lives now. A post's removal takes its old
// slugs with it; a slug in use by a post is never also an old slug (core deletes the row).
const UP = `
CREATE TABLE blog_slug_redirects (
  old_slug    text        PRIMARY KEY,
  post_id     integer     NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_slug_redirects_post_id_idx ON blog_slug_redirects (post_id);
`;

const DOWN = `DROP TABLE IF EXISTS blog_slug_redirects;`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(UP, { transaction }));
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(DOWN, { transaction }));
};
