import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@fresh-pouf/rspack-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default createFederatedConfig({
  appDir,
  name: 'shell',
  role: 'host',
  runtimePlugins: [path.join(appDir, 'src/federation/remote-error-plugin.ts')],
  devPort: 3000,
  title: 'Fresh Pouf — fresh shower poufs, delivered',
});
