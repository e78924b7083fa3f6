import { remoteBuilds } from '@fresh-pouf/rspack-config/remote-builds';

export default remoteBuilds(import.meta.url, {
  name: 'checkout',
  // Islands holds the part of /checkout that loads code (remote-kit).
  exposes: { './Islands': 'app/islands.ts' },
  // /checkout from a plan link renders on the server too (dist/server): its plan and price, and
  // who pays, arrive with the page instead of after its code and a call.
  ssr: true,
  devPort: 3002,
  title: 'Fresh Pouf — checkout (standalone)',
});
