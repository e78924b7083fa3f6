import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedBuilds } from '@fresh-pouf/rspack-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default federatedBuilds({
  appDir,
  name: 'shell',
  role: 'host',
  runtimePlugins: [path.join(appDir, 'src/federation/remote-error-plugin.ts')],
  // dist/server/ssr.js: what the gateway calls to render a page (src/server/index.ts).
  ssr: { entry: 'server/index.ts' },
  devPort: 3000,
  title: 'Fresh Pouf — fresh shower poufs, delivered',
});
