import type { Page } from '@playwright/test';

/**
 * A stand-in for Stripe.js (https://js.stripe.com/<train>/stripe.js), served to the page through
 * Playwright's page.route. It offers what @stripe/react-stripe-js and the checkout use:
 * Stripe(key), elements({clientSecret}), a Payment Element that draws a plain "Card number"
 * input and fires 'ready' (elements.getElement('payment') finds it, and its focus() focuses
 * that input), and confirmPayment, which posts the typed card to
 * https://api.stripe.com/v1/payment_intents/<id>/confirm (routed to the local fake Stripe).
 */
/** Where the double keeps confirmPayment's calls for the tab (session storage), read with confirmCallsOf(). */
const CONFIRM_CALLS_KEY = 'stripe-double:confirm-calls';

export const STRIPE_JS_DOUBLE = String.raw`(() => {
  const CONFIRM_CALLS_KEY = '${CONFIRM_CALLS_KEY}';
  const double = (window.__stripeDouble = { keys: [], confirmCalls: [], readyAt: null });
  function Stripe(publishableKey) {
    double.keys.push(publishableKey);
    let clientSecret = null;
    let card = null;
    const created = {};
    const elements = {
      create(type) {
        const handlers = {};
        let host = null;
        const fire = (name, payload) => (handlers[name] || []).slice().forEach((h) => h(payload));
        const element = {
          mount(target) {
            host = typeof target === 'string' ? document.querySelector(target) : target;
            const label = document.createElement('label');
            label.textContent = 'Card number';
            card = document.createElement('input');
            card.setAttribute('data-testid', 'stripe-double-card');
            card.autocomplete = 'cc-number';
            label.appendChild(card);
            host.appendChild(label);
            setTimeout(() => {
              double.readyAt = performance.now();
              fire('ready', { elementType: type });
            }, 0);
          },
          on(name, handler) { (handlers[name] = handlers[name] || []).push(handler); return element; },
          once(name, handler) { return element.on(name, handler); },
          off(name, handler) { handlers[name] = (handlers[name] || []).filter((h) => h !== handler); return element; },
          update() {}, focus() { card && card.focus(); }, blur() {}, clear() { if (card) card.value = ''; }, collapse() {},
          unmount() { host && (host.textContent = ''); },
          destroy() { host && (host.textContent = ''); },
        };
        created[type] = element;
        return element;
      },
      getElement(type) { return created[type] || null; },
      update() {},
      fetchUpdates() { return Promise.resolve({}); },
      submit() { return Promise.resolve({}); },
    };
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      // Present because @stripe/react-stripe-js checks for them; the checkout never calls them.
      createToken() { return Promise.reject(new Error('not in the test double')); },
      createPaymentMethod() { return Promise.reject(new Error('not in the test double')); },
      confirmCardPayment() { return Promise.reject(new Error('not in the test double')); },
      elements(options) { clientSecret = options && options.clientSecret; return elements; },
      async confirmPayment({ confirmParams, redirect }) {
        double.confirmCalls.push({ returnUrl: confirmParams && confirmParams.return_url, redirect });
        // Kept past this page too: a payment's page may be replaced by /success before a test reads it.
        sessionStorage.setItem(CONFIRM_CALLS_KEY, JSON.stringify(double.confirmCalls));
        const intentId = String(clientSecret).split('_secret_')[0];
        const body = new URLSearchParams({ client_secret: String(clientSecret), card_number: card ? card.value.replace(/\s+/g, '') : '' });
        const response = await fetch('https://api.stripe.com/v1/payment_intents/' + intentId + '/confirm', { method: 'POST', body });
        const json = await response.json();
        if (!response.ok) return { error: json.error };
        return { paymentIntent: json };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

/** Answers js.stripe.com with the double and sends api.stripe.com to the local fake Stripe. */
export async function routeStripe(page: Page, fakeStripeUrl: string): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_JS_DOUBLE }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${fakeStripeUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

/** What the checkout passed to confirmPayment in this tab, whichever page it is on now. */
export function confirmCallsOf(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown, CONFIRM_CALLS_KEY);
}
