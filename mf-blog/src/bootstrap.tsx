// Standalone view for the blog team (`npm run dev -w mf-blog`); in the product the shell renders
// the exposed routes inside its own providers and page frame.
import '@fresh-pouf/ui/styles.css';
import { createQueryClient } from '@fresh-pouf/api-client';
import { Toaster } from '@fresh-pouf/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import BlogListRoute from './routes/blog-list';
import BlogPostRoute from './routes/blog-post';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <Routes>
            <Route path="/blog/:slug" element={<BlogPostRoute />} />
            <Route path="*" element={<BlogListRoute />} />
          </Routes>
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}
