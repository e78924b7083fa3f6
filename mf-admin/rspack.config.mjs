import { remoteBuilds } from '@fresh-pouf/rspack-config/remote-builds';

export default remoteBuilds(import.meta.url, {
  name: 'admin',
  exposes: { './App': 'app/admin-app.tsx' },
  pageParts: 'app/page-parts.tsx',
  devPort: 3004,
  title: 'Fresh Pouf — staff area (standalone)',
});
