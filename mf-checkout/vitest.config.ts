import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mf-checkout',
    environment: 'happy-dom',
    // Stripe.js is never fetched in unit tests; its <script> "loads" empty, so the page sees no Stripe.
    environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
    setupFiles: ['@fresh-pouf/remote-kit/testing/setup'],
  },
});
