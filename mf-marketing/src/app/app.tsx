import { type ComponentType, lazy, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import LandingRoute from '../routes/landing';
import type { ServerAction, ServerPrefetch } from '@fresh-pouf/remote-kit';
import { encodeAttribution } from '@fresh-pouf/contracts';
import { landingTouch } from '@fresh-pouf/contracts/values';
import { WAITLIST_FORM_ATTRIBUTION_KEY, WAITLIST_FORM_KEY } from '../features/waitlist/lib/form-outcome';
import { MARKETING_ROUTES } from './routes';

interface PageModule {
  default: ComponentType;
  /** The page's data, fetched by the server before it renders the page. */
  prefetch?: ServerPrefetch;
}

/**
 * A page whose code loads when it is opened. The server awaits `preload` before it renders
 * (renderToString cannot wait for a lazy component: it would send the Suspense fallback, and
 * the browser would log React error #419 and render the page itself); the browser keeps the
 * server's HTML while the code arrives, then takes it over.
 */
function lazyPage(load: () => Promise<PageModule>) {
  let Loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  return {
    preload: async (context: Parameters<ServerPrefetch>[0]) => {
      const page = await load();
      Loaded = page.default;
      await page.prefetch?.(context);
    },
    Page: function LazyPage() {
      const Component = Loaded ?? Lazy;
      return <Component />;
    },
  };
}

// Pages opened from e-mailed links or read by few visitors: their code loads when they are
// opened, never with the landing page.
const LAZY_PAGES: ReadonlyArray<[path: string, page: ReturnType<typeof lazyPage>]> = [
  [MARKETING_ROUTES.confirmPlace, lazyPage(() => import('../routes/confirm-place'))],
  [MARKETING_ROUTES.placeStatus, lazyPage(() => import('../routes/place-status'))],
  [MARKETING_ROUTES.notMe, lazyPage(() => import('../routes/not-me'))],
  [MARKETING_ROUTES.privacy, lazyPage(() => import('../routes/privacy'))],
  [MARKETING_ROUTES.terms, lazyPage(() => import('../routes/terms'))],
  [MARKETING_ROUTES.unsubscribe, lazyPage(() => import('../routes/unsubscribe'))],
];

/**
 * Before the server renders a page: for the landing page, the one-off key of the form it draws
 * (posted twice, it stores one sign-up); for a page whose code loads later, that code and its data.
 */
export const prefetch: ServerPrefetch = async (context) => {
  if (context.pathname === MARKETING_ROUTES.landing) {
    context.queryClient.setQueryData(WAITLIST_FORM_KEY, crypto.randomUUID());
    // The browser keeps a visit's source itself (the shell's first touch); a form posted before
    // that, or without JavaScript, carries the landing address's own.
    const touch = landingTouch(new URL(`${MARKETING_ROUTES.landing}?${context.search.toString()}`, 'http://page'), '');
    if (touch) context.queryClient.setQueryData(WAITLIST_FORM_ATTRIBUTION_KEY, encodeAttribution(touch));
  }
  const lazyRoute = LAZY_PAGES.find(([path]) => matchPath(path, context.pathname));
  if (lazyRoute) await lazyRoute[1].preload(context);
};

/**
 * Each page's forms sent as HTML (before or without the page's script), by path. Each action's
 * code (the schemas, the calls) is a chunk of its own: the server loads it when a form arrives,
 * the browser never.
 */
const FORM_ACTIONS: ReadonlyArray<[path: string, load: () => Promise<ServerAction>]> = [
  [
    MARKETING_ROUTES.landing,
    () => import('../features/waitlist/api/waitlist-form-action').then((m) => m.waitlistFormAction),
  ],
  [
    MARKETING_ROUTES.confirmPlace,
    () => import('../features/place/api/confirm-place-form-action').then((m) => m.confirmPlaceFormAction),
  ],
  [MARKETING_ROUTES.notMe, () => import('../features/place/api/not-me-form-action').then((m) => m.notMeFormAction)],
  [
    MARKETING_ROUTES.unsubscribe,
    () => import('../features/list-mail/api/unsubscribe-form-action').then((m) => m.unsubscribeFormAction),
  ],
];

export const action: ServerAction = async (context) => {
  const route = FORM_ACTIONS.find(([path]) => matchPath(path, context.pathname));
  if (!route) return { status: 405 };
  const pageAction = await route[1]();
  return pageAction(context);
};

/** The marketing remote's one exposed module: it routes its own paths, inside the shell's page frame. */
export default function MarketingApp() {
  return (
    <Routes>
      <Route path={MARKETING_ROUTES.landing} element={<LandingRoute />} />
      {LAZY_PAGES.map(([path, { Page }]) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={null}>
              <Page />
            </Suspense>
          }
        />
      ))}
    </Routes>
  );
}
