import { BLOG_MESSAGES, blogStatusQuerySchema, coreBlogWriteSchema } from '@fresh-pouf/contracts';
import { AppError, parseInput } from '@fresh-pouf/server-kit';
import { Router } from 'express';
import type { BlogRepository, WriteResult } from './blog.repository';

const ID_PATTERN = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** Anything that is not a stored id's shape cannot name a post: same answer as an unknown id. */
function postId(raw: string): number {
  const id = Number(raw);
  if (!ID_PATTERN.test(raw) || id > MAX_ID) throw AppError.notFound(BLOG_MESSAGES.notFound);
  return id;
}

function written(result: WriteResult) {
  if (result === 'slug-taken') throw AppError.conflict(BLOG_MESSAGES.slugTaken);
  if (!result) throw AppError.notFound(BLOG_MESSAGES.notFound);
  return result;
}

export function blogRoutes(posts: BlogRepository): Router {
  const router = Router();

  router.get('/blog', async (req, res) => {
    res.json({ blogPosts: await posts.list(parseInput(blogStatusQuerySchema, req.query).status) });
  });
  router.get('/blog/published/:slug', async (req, res) => {
    const post = await posts.findPublishedBySlug(req.params.slug);
    if (!post) throw AppError.notFound(BLOG_MESSAGES.notFound);
    res.json(post);
  });
  router.get('/blog/:id', async (req, res) => {
    const post = await posts.findById(postId(req.params.id));
    if (!post) throw AppError.notFound(BLOG_MESSAGES.notFound);
    res.json(post);
  });
  router.post('/blog', async (req, res) => {
    res.status(201).json(written(await posts.insert(parseInput(coreBlogWriteSchema, req.body))));
  });
  router.put('/blog/:id', async (req, res) => {
    const id = postId(req.params.id);
    res.json(written(await posts.update(id, parseInput(coreBlogWriteSchema, req.body))));
  });
  router.delete('/blog/:id', async (req, res) => {
    if (!(await posts.remove(postId(req.params.id)))) throw AppError.notFound(BLOG_MESSAGES.notFound);
    res.json({ success: true });
  });
  return router;
}
