import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the part of Stripe's API the product calls, for tests only: customers,
 * products, subscriptions that start `incomplete` with a PaymentIntent, idempotency keys, and
 * a confirm endpoint the Stripe.js test double calls. With `webhook` set it also delivers the
 * signed events Stripe would send once a payment succeeds or fails, as Stripe words them: the
 * first invoice's `billing_reason` is `subscription_create` and a declined first payment leaves
 * the subscription `incomplete` (then `incomplete_expired`, see `expireIncomplete`); a renewal's
 * is `subscription_cycle`, and a declined renewal makes it `past_due` (see `renew`).
 */

export const DECLINED_CARD = '4000000000000002';
export const DECLINE_MESSAGE = 'Your card was declined.';
/** Where the fake's customer portal sessions point (Stripe's own host; nothing is served there). */
export const PORTAL_URL = 'https://billing.stripe.com/p/session';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

/** Stripe's `billing_reason` of the invoices a subscription makes: its first, then each renewal. */
export type FakeBillingReason = 'subscription_create' | 'subscription_cycle';

interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  metadata: Record<string, string>;
  unitAmount: number;
  intervalCount: number;
  /** Stripe's `recurring.interval`; 'month' unless a test says otherwise. */
  interval?: string;
  /** The latest invoice, its PaymentIntent and why it was made. */
  invoiceId: string;
  paymentIntentId: string;
  billingReason: FakeBillingReason;
  cancelAtPeriodEnd?: boolean;
}

interface FakeIntent {
  id: string;
  clientSecret: string;
  amount: number;
  status: string;
  subscriptionId: string;
  invoiceId: string;
}

export interface FakeStripe {
  url: string;
  port: number;
  requests: RecordedStripeRequest[];
  customers: Map<string, { id: string; email: string; name: string }>;
  /** Product ids; clear it to play a product deleted in Stripe's dashboard. */
  products: Set<string>;
  subscriptions: Map<string, FakeSubscription>;
  intents: Map<string, FakeIntent>;
  /** Events delivered to the webhook, with the answer each got. */
  deliveries: Array<{ type: string; status: number; body: unknown }>;
  /** Customer portal sessions created, oldest first. */
  portalSessions: Array<{ id: string; customer: string; returnUrl: string }>;
  /**
   * A subscription as if made long ago, straight into the fake's store (no customer or invoice
   * round trip): for tests that need many. Answers its id.
   */
  seedSubscription(fields: {
    customer: string;
    status: string;
    unitAmount: number;
    intervalCount: number;
    interval?: string;
    cancelAtPeriodEnd?: boolean;
  }): string;
  /** Holds every later page of the list of all subscriptions (the first still answers) until the returned release is called. */
  holdListing(): () => void;
  /** The list of all subscriptions answers 500 for the page after this id (null: never). */
  failListingAfter(subscriptionId: string | null): void;
  /** 'down': every call answers 500 like a Stripe outage. */
  setMode(mode: 'ok' | 'down'): void;
  /** Where to deliver signed events, and with which secret. */
  setWebhook(target: { url: string; secret: string } | null): void;
  /** The body and Stripe-Signature header of an event, as Stripe would sign it. */
  signedEvent(
    type: string,
    object: unknown,
    options?: { secret?: string; timestamp?: number; created?: number; id?: string },
  ): {
    payload: string;
    header: string;
    id: string;
  };
  /** The subscription's latest invoice, as invoice.* events carry it (with its `billing_reason`). */
  invoiceFor(subscriptionId: string, paid: boolean): Record<string, unknown>;
  /**
   * The next billing period of an active (or past due) subscription: a new invoice with
   * `billing_reason: 'subscription_cycle'`, charged to the card on file. Paid: `invoice.paid`
   * (and the subscription back to `active` if it was past due). Declined: `invoice.payment_failed`
   * and the subscription `past_due`. Events go to the webhook when one is set; answers the invoice.
   */
  renew(subscriptionId: string, options?: { declined?: boolean }): Promise<Record<string, unknown>>;
  /**
   * 23 hours after a subscription's first invoice went unpaid: Stripe voids the invoice and the
   * subscription becomes `incomplete_expired` (a `customer.subscription.updated`), for good.
   */
  expireIncomplete(subscriptionId: string): Promise<void>;
  close(): Promise<void>;
}

const stripeForSigning = new Stripe('sk_test_fake_signing_only');

function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('error', reject);
    req.on('end', () => resolve(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))));
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
  res.end(JSON.stringify(body));
}

const notFound = (res: ServerResponse, what: string) =>
  send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });

export async function startFakeStripe(options: { port?: number } = {}): Promise<FakeStripe> {
  let mode: 'ok' | 'down' = 'ok';
  let listFailsAfter: string | null = null;
  let listingHeld: Promise<void> = Promise.resolve();
  let webhook: { url: string; secret: string } | null = null;
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${Date.now().toString(36)}${(counter += 1)}`;
  const requests: RecordedStripeRequest[] = [];
  const customers = new Map<string, { id: string; email: string; name: string }>();
  const products = new Set<string>();
  const subscriptions = new Map<string, FakeSubscription>();
  const intents = new Map<string, FakeIntent>();
  const portalSessions: FakeStripe['portalSessions'] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let eventSeconds = Math.floor(Date.now() / 1000);

  const invoiceFor = (subscriptionId: string, paid: boolean): Record<string, unknown> => {
    const sub = subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`fake Stripe: no subscription ${subscriptionId}`);
    return {
      id: sub.invoiceId,
      object: 'invoice',
      customer: sub.customer,
      amount_due: sub.unitAmount,
      amount_paid: paid ? sub.unitAmount : 0,
      subtotal: sub.unitAmount,
      status: paid ? 'paid' : sub.status === 'incomplete_expired' ? 'void' : 'open',
      billing_reason: sub.billingReason,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      payments: {
        object: 'list',
        data: [{ payment: { type: 'payment_intent', payment_intent: sub.paymentIntentId } }],
      },
    };
  };

  /** A payment intent as Stripe answers with it (retrieve and confirm alike). */
  const intentObject = (intent: FakeIntent) => ({
    id: intent.id,
    object: 'payment_intent',
    status: intent.status,
    amount: intent.amount,
    client_secret: intent.clientSecret,
    customer: subscriptions.get(intent.subscriptionId)?.customer ?? null,
  });

  const subscriptionBody = (sub: FakeSubscription, expandInvoice: boolean) => {
    const intent = intents.get(sub.paymentIntentId);
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      cancel_at_period_end: sub.cancelAtPeriodEnd ?? false,
      metadata: sub.metadata,
      items: {
        object: 'list',
        data: [
          {
            quantity: 1,
            price: {
              unit_amount: sub.unitAmount,
              recurring: { interval: sub.interval ?? 'month', interval_count: sub.intervalCount },
            },
          },
        ],
      },
      latest_invoice: expandInvoice
        ? {
            ...invoiceFor(sub.id, sub.status === 'active'),
            confirmation_secret: intent ? { client_secret: intent.clientSecret, type: 'payment_intent' } : null,
          }
        : sub.invoiceId,
    };
  };

  const signedEvent: FakeStripe['signedEvent'] = (type, object, opts = {}) => {
    eventSeconds = Math.max(eventSeconds + 1, Math.floor(Date.now() / 1000));
    const id = opts.id ?? nextId('evt');
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      created: opts.created ?? eventSeconds,
      api_version: '2026-10-28.endive',
      data: { object },
    });
    const header = stripeForSigning.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? webhook?.secret ?? 'whsec_unset',
      ...(opts.timestamp === undefined ? {} : { timestamp: opts.timestamp }),
    });
    return { payload, header, id };
  };

  const deliveries: FakeStripe['deliveries'] = [];
  const deliver = async (type: string, object: unknown) => {
    if (!webhook) return;
    const { payload, header } = signedEvent(type, object);
    try {
      const res = await fetch(webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      });
      deliveries.push({ type, status: res.status, body: (await res.json().catch(() => null)) as unknown });
    } catch {
      deliveries.push({ type, status: 0, body: null });
    }
  };

  /** The latest invoice was paid: `invoice.paid`, then the subscription `active` if it was not. */
  async function paid(sub: FakeSubscription): Promise<void> {
    const was = sub.status;
    sub.status = 'active';
    await deliver('invoice.paid', invoiceFor(sub.id, true));
    if (was !== 'active') await deliver('customer.subscription.updated', subscriptionBody(sub, false));
  }

  const subscriptionOf = (subscriptionId: string): FakeSubscription => {
    const sub = subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`fake Stripe: no subscription ${subscriptionId}`);
    return sub;
  };

  const renew: FakeStripe['renew'] = async (subscriptionId, options = {}) => {
    const sub = subscriptionOf(subscriptionId);
    if (sub.status !== 'active' && sub.status !== 'past_due')
      throw new Error(`fake Stripe: ${sub.id} is ${sub.status}, nothing to renew`);
    const intentId = nextId('pi');
    sub.invoiceId = nextId('in');
    sub.paymentIntentId = intentId;
    sub.billingReason = 'subscription_cycle';
    intents.set(intentId, {
      id: intentId,
      clientSecret: `${intentId}_secret_${Math.random().toString(36).slice(2)}`,
      amount: sub.unitAmount,
      status: options.declined ? 'requires_payment_method' : 'succeeded',
      subscriptionId: sub.id,
      invoiceId: sub.invoiceId,
    });
    if (!options.declined) {
      await paid(sub);
      return invoiceFor(sub.id, true);
    }
    const was = sub.status;
    sub.status = 'past_due';
    await deliver('invoice.payment_failed', invoiceFor(sub.id, false));
    if (was !== 'past_due') await deliver('customer.subscription.updated', subscriptionBody(sub, false));
    return invoiceFor(sub.id, false);
  };

  const expireIncomplete: FakeStripe['expireIncomplete'] = async (subscriptionId) => {
    const sub = subscriptionOf(subscriptionId);
    if (sub.status !== 'incomplete') throw new Error(`fake Stripe: ${sub.id} is ${sub.status}, not incomplete`);
    sub.status = 'incomplete_expired';
    const intent = intents.get(sub.paymentIntentId);
    if (intent) intent.status = 'canceled';
    await deliver('customer.subscription.updated', subscriptionBody(sub, false));
  };

  async function route(
    method: string,
    path: string,
    params: Record<string, string>,
    res: ServerResponse,
  ): Promise<void> {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: nextId('cus'), email: params.email ?? '', name: params.name ?? '' };
      customers.set(customer.id, customer);
      return send(res, 200, { object: 'customer', ...customer });
    }
    if (method === 'DELETE' && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      // Erasing a person deletes their customer; Stripe answers 404 for one already gone.
      const id = decodeURIComponent(m[1] ?? '');
      if (!customers.delete(id)) return notFound(res, `customer: '${id}'`);
      return send(res, 200, { id, object: 'customer', deleted: true });
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/products\/([^/]+)$/))) {
      const id = decodeURIComponent(m[1] ?? '');
      return products.has(id) ? send(res, 200, { id, object: 'product' }) : notFound(res, `product: '${id}'`);
    }
    if (method === 'POST' && path === '/v1/products') {
      const id = params.id ?? nextId('prod');
      if (products.has(id))
        return send(res, 400, {
          error: { type: 'invalid_request_error', code: 'resource_already_exists', message: 'exists' },
        });
      products.add(id);
      return send(res, 200, { id, object: 'product', name: params.name });
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = params.customer ?? '';
      if (!customers.has(customer)) return notFound(res, `customer: '${customer}'`);
      const product = params['items[0][price_data][product]'] ?? '';
      if (!products.has(product)) return notFound(res, `product: '${product}'`);
      if (params.payment_behavior !== 'default_incomplete') {
        return send(res, 400, {
          error: { type: 'invalid_request_error', message: 'fake: expected default_incomplete' },
        });
      }
      const unitAmount = Number(params['items[0][price_data][unit_amount]']);
      const intentId = nextId('pi');
      const sub: FakeSubscription = {
        id: nextId('sub'),
        customer,
        status: 'incomplete',
        metadata: Object.fromEntries(
          Object.entries(params)
            .filter(([k]) => k.startsWith('metadata['))
            .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
        ),
        unitAmount,
        intervalCount: Number(params['items[0][price_data][recurring][interval_count]'] ?? 1),
        invoiceId: nextId('in'),
        paymentIntentId: intentId,
        billingReason: 'subscription_create',
      };
      subscriptions.set(sub.id, sub);
      intents.set(intentId, {
        id: intentId,
        clientSecret: `${intentId}_secret_${Math.random().toString(36).slice(2)}`,
        amount: unitAmount,
        status: 'requires_payment_method',
        subscriptionId: sub.id,
        invoiceId: sub.invoiceId,
      });
      return send(res, 200, subscriptionBody(sub, true));
    }
    if (method === 'GET' && path === '/v1/subscriptions' && !params.customer) {
      // As Stripe: newest first, `limit` (at most 100) a page, the next page after `starting_after`;
      // without a status, canceled ones are left out, `all` lists every status.
      const limit = Math.min(Number(params.limit ?? 10), 100);
      const all = [...subscriptions.values()]
        .reverse()
        .filter((sub) =>
          params.status === 'all' ? true : params.status ? sub.status === params.status : sub.status !== 'canceled',
        );
      if (params.starting_after) await listingHeld;
      if (params.starting_after && params.starting_after === listFailsAfter) {
        return send(res, 500, { error: { type: 'api_error', message: 'fake Stripe failed this page' } });
      }
      const from = params.starting_after ? all.findIndex((sub) => sub.id === params.starting_after) + 1 : 0;
      if (params.starting_after && from === 0) return notFound(res, `subscription: '${params.starting_after}'`);
      const page = all.slice(from, from + limit);
      return send(res, 200, {
        object: 'list',
        data: page.map((sub) => subscriptionBody(sub, false)),
        has_more: from + limit < all.length,
        url: '/v1/subscriptions',
      });
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const data = [...subscriptions.values()]
        .filter((sub) => sub.customer === params.customer && (!params.status || sub.status === params.status))
        .map((sub) => subscriptionBody(sub, true));
      return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptions.get(decodeURIComponent(m[1] ?? ''));
      if (!sub) return notFound(res, 'subscription');
      if (method === 'DELETE') sub.status = 'canceled';
      return send(res, 200, subscriptionBody(sub, method === 'GET'));
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = params.customer ?? '';
      if (!customers.has(customer)) return notFound(res, `customer: '${customer}'`);
      const id = nextId('bps');
      portalSessions.push({ id, customer, returnUrl: params.return_url ?? '' });
      return send(res, 200, {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: params.return_url,
        url: `${PORTAL_URL}/${id}`,
      });
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
      const intent = intents.get(decodeURIComponent(m[1] ?? ''));
      if (!intent) return notFound(res, 'payment_intent');
      return send(res, 200, intentObject(intent));
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/payment_intents\/([^/]+)\/confirm$/))) {
      const intent = intents.get(decodeURIComponent(m[1] ?? ''));
      if (!intent || intent.clientSecret !== params.client_secret) return notFound(res, 'payment_intent');
      const sub = subscriptions.get(intent.subscriptionId);
      if (params.card_number === DECLINED_CARD) {
        // The invoice stays open for another try; a first invoice leaves its subscription `incomplete`.
        intent.status = 'requires_payment_method';
        if (sub) await deliver('invoice.payment_failed', invoiceFor(sub.id, false));
        return send(res, 402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: DECLINE_MESSAGE,
          },
        });
      }
      intent.status = 'succeeded';
      if (sub) await paid(sub);
      return send(res, 200, intentObject(intent));
    }
    return send(res, 404, {
      error: { type: 'invalid_request_error', message: `fake Stripe has no ${method} ${path}` },
    });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = req.method === 'GET' ? Object.fromEntries(url.searchParams) : await readForm(req);
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, params, idempotencyKey });
      // CORS for the Stripe.js test double, whose calls come from the page.
      res.setHeader('access-control-allow-origin', '*');
      if (req.method === 'OPTIONS') {
        res.setHeader('access-control-allow-headers', '*');
        res.writeHead(204).end();
        return;
      }
      if (mode === 'down') return send(res, 500, { error: { type: 'api_error', message: 'fake Stripe is down' } });
      const replay = idempotencyKey ? idempotent.get(`${req.method} ${url.pathname} ${idempotencyKey}`) : undefined;
      if (replay) return send(res, replay.status, replay.body);
      if (idempotencyKey) {
        // Record what this key answered, so a retry gets the same object back.
        const original = res.end.bind(res);
        let captured = '';
        res.end = ((chunk?: unknown) => {
          if (typeof chunk === 'string') captured = chunk;
          // As Stripe: a request that failed validation (a missing object, a bad parameter) saves no result; a decline does.
          if (res.statusCode < 400 || res.statusCode === 402)
            idempotent.set(`${req.method} ${url.pathname} ${idempotencyKey}`, {
              status: res.statusCode,
              body: JSON.parse(captured || 'null'),
            });
          return original(chunk as string);
        }) as typeof res.end;
      }
      await route(req.method ?? 'GET', url.pathname, params, res);
    })().catch((err: unknown) => send(res, 500, { error: { type: 'api_error', message: String(err) } }));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    portalSessions,
    products,
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    customers,
    subscriptions,
    intents,
    deliveries,
    seedSubscription: (fields) => {
      const id = nextId('sub');
      subscriptions.set(id, {
        id,
        customer: fields.customer,
        status: fields.status,
        metadata: {},
        unitAmount: fields.unitAmount,
        intervalCount: fields.intervalCount,
        ...(fields.interval ? { interval: fields.interval } : {}),
        cancelAtPeriodEnd: fields.cancelAtPeriodEnd ?? false,
        invoiceId: nextId('in'),
        paymentIntentId: nextId('pi'),
        billingReason: 'subscription_create',
      });
      return id;
    },
    holdListing: () => {
      let release = () => {};
      listingHeld = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
    failListingAfter: (subscriptionId) => {
      listFailsAfter = subscriptionId;
    },
    setMode: (next) => {
      mode = next;
    },
    setWebhook: (target) => {
      webhook = target;
    },
    signedEvent,
    invoiceFor,
    renew,
    expireIncomplete,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
