import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedBuilds } from '@fresh-pouf/rspack-config';

export default federatedBuilds({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'blog',
  role: 'remote',
  exposes: { './App': 'app/app.tsx' },
  routes: 'app/routes.ts',
  // The blog's pages render on the server with their data (App's `prefetch`), dist/server.
  ssr: true,
  devPort: 3003,
  title: 'Fresh Pouf — blog (standalone)',
});
