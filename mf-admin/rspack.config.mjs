import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@fresh-pouf/rspack-config';

export default createFederatedConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'admin',
  role: 'remote',
  exposes: { './App': 'app/admin-app.tsx' },
  routes: 'app/routes.ts',
  pageParts: 'app/page-parts.tsx',
  devPort: 3004,
  title: 'Fresh Pouf — staff area (standalone)',
});
