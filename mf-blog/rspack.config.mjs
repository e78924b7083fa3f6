import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@fresh-pouf/rspack-config';

export default createFederatedConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'blog',
  role: 'remote',
  exposes: { './App': 'app/app.tsx' },
  routes: 'app/routes.ts',
  devPort: 3003,
  title: 'Fresh Pouf — blog (standalone)',
});
