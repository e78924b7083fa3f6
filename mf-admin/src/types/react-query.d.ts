import '@tanstack/react-query';
import type { AdminCallMeta } from '../lib/call-failures';

// The staff area's calls say in `meta` how their failures are shown (lib/call-failures.ts).
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AdminCallMeta;
    mutationMeta: AdminCallMeta;
  }
}
