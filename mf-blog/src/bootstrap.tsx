// Standalone view for the blog team; in the product the shell renders the exposed routes.
import { renderStandalone } from '@fresh-pouf/remote-kit';
import { Route, Routes } from 'react-router-dom';
import BlogListRoute from './routes/blog-list';
import BlogPostRoute from './routes/blog-post';

renderStandalone(
  <Routes>
    <Route path="/blog/:slug" element={<BlogPostRoute />} />
    <Route path="*" element={<BlogListRoute />} />
  </Routes>,
);
