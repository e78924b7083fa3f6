import { remoteBuilds } from '@fresh-pouf/rspack-config/remote-builds';

export default remoteBuilds(import.meta.url, {
  name: 'marketing',
  // Islands holds the parts of its islands pages that load code (remote-kit).
  exposes: { './Islands': 'app/islands.ts' },
  // The landing page renders on the server too (dist/server, loaded by the shell's server bundle).
  ssr: true,
  devPort: 3001,
  title: 'Fresh Pouf — marketing (standalone)',
});
