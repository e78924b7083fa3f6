import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@fresh-pouf/rspack-config';

export default createFederatedConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'marketing',
  role: 'remote',
  exposes: { './App': 'app/app.tsx' },
  routes: 'app/routes.ts',
  devPort: 3001,
  title: 'Fresh Pouf — marketing (standalone)',
});
