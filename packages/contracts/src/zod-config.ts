import { config } from 'zod';

// In a browser the site's CSP has no 'unsafe-eval', and zod's probe for `new Function` is
// reported as a CSP violation (Lighthouse best practices). Servers keep zod's faster JIT.
if ('document' in globalThis) config({ jitless: true });
