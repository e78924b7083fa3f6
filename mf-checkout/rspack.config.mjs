import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedBuilds } from '@fresh-pouf/rspack-config';

export default federatedBuilds({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'checkout',
  role: 'remote',
  // App routes the remote's pages; Islands holds the part of /checkout that loads code (remote-kit).
  exposes: { './App': 'app/app.tsx', './Islands': 'app/islands.ts' },
  routes: 'app/routes.ts',
  // /checkout from a plan link renders on the server too (dist/server): its plan and price, and
  // who pays, arrive with the page instead of after its code and a call.
  ssr: true,
  devPort: 3002,
  title: 'Fresh Pouf — checkout (standalone)',
});
