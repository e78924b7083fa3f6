import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@fresh-pouf/rspack-config';

export default createFederatedConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'checkout',
  role: 'remote',
  exposes: { './App': 'app/app.tsx' },
  routes: 'app/routes.ts',
  devPort: 3002,
  title: 'Fresh Pouf — checkout (standalone)',
});
