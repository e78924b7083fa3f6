import { blogPostInputSchema, blogStatusQuerySchema } from '@fresh-pouf/contracts';
import { parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import { Router, type Request, type RequestHandler } from 'express';
import { staffOf } from '../sessions/require-staff';
import type { BlogCore } from './blog-core';

/** Core decides whether the id names a post; anything odd is its 404. */
const idOf = (req: Request): string => (typeof req.params.id === 'string' ? req.params.id : '0');

/** The five blog calls of spec section 7; editors and admins alike. The author is whoever is signed in. */
export function blogRoutes(blog: BlogCore, staff: RequestHandler): Router {
  const router = Router();
  router.get('/api/admin/blog', staff, async (req, res) => {
    res.json(await blog.list(parseInput(blogStatusQuerySchema, req.query).status, requestIdOf(req)));
  });
  router.get('/api/admin/blog/:id', staff, async (req, res) => {
    res.json(await blog.get(idOf(req), requestIdOf(req)));
  });
  router.post('/api/admin/blog', staff, async (req, res) => {
    const fields = parseInput(blogPostInputSchema, req.body);
    res.status(201).json(await blog.create(fields, staffOf(res).id, requestIdOf(req)));
  });
  router.put('/api/admin/blog/:id', staff, async (req, res) => {
    const fields = parseInput(blogPostInputSchema, req.body);
    res.json(await blog.update(idOf(req), fields, staffOf(res).id, requestIdOf(req)));
  });
  router.delete('/api/admin/blog/:id', staff, async (req, res) => {
    res.json(await blog.remove(idOf(req), requestIdOf(req)));
  });
  return router;
}
