import { Route, Routes } from 'react-router-dom';
import BlogListRoute from '../routes/blog-list';
import BlogPostRoute from '../routes/blog-post';
import { BLOG_ROUTES } from './routes';

// The server renders the blog's pages with their data: see ./prefetch.
export { prefetch } from './prefetch';

/** The blog remote's one exposed module: it routes its own paths, inside the shell's page frame. */
export default function BlogApp() {
  return (
    <Routes>
      <Route path={BLOG_ROUTES.list} element={<BlogListRoute />} />
      <Route path={BLOG_ROUTES.post} element={<BlogPostRoute />} />
    </Routes>
  );
}
