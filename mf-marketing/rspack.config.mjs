import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedBuilds } from '@fresh-pouf/rspack-config';

export default federatedBuilds({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'marketing',
  role: 'remote',
  // App routes the remote's pages; Islands holds the parts of its islands pages that load code (remote-kit).
  exposes: { './App': 'app/app.tsx', './Islands': 'app/islands.ts' },
  routes: 'app/routes.ts',
  // The landing page renders on the server too (dist/server, loaded by the shell's server bundle).
  ssr: true,
  devPort: 3001,
  title: 'Fresh Pouf — marketing (standalone)',
});
