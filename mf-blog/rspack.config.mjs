import { remoteBuilds } from '@fresh-pouf/rspack-config/remote-builds';

export default remoteBuilds(import.meta.url, {
  name: 'blog',
  // The blog's pages render on the server with their data (App's `prefetch`), dist/server.
  ssr: true,
  devPort: 3003,
  title: 'Fresh Pouf — blog (standalone)',
});
