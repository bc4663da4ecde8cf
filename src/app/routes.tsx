import { Outlet, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { PageLoading } from '@/components/layout/PageLoading';
import { RouteRecorder } from '@/features/support/RouteRecorder';
import { OWN_HEAD } from '@/features/seo/RouteHead';
import { RequireAuth } from '@/features/auth/RequireAuth';
import { AuthLayout } from './shell/AuthLayout';
import { MainLayout } from './shell/MainLayout';
import { PageTitleProvider } from '@/features/seo/title/PageTitleProvider';
import { AfterRehydration } from './shell/rehydration';
import { RouteAnnouncer } from './shell/RouteAnnouncer';
import { RouteErrorView } from './shell/RouteErrorView';
import { RouteFocus } from './shell/RouteFocus';
import { ScrollToTop } from './shell/ScrollToTop';

function Root() {
  return (
    <PageTitleProvider>
      <ScrollToTop />
      <RouteFocus />
      <RouteAnnouncer />
      <RouteRecorder />
      <Outlet />
    </PageTitleProvider>
  );
}

// Each screen is its own chunk, loaded when its route is first visited.
//
// A page the page server draws with its data is declared here and nowhere else: its route has an
// `id`, the same word names its screen's chunk (the page preloads it: route-chunks.json), and a
// `loader` that fetches what the screen reads first and answers the page's status
// (src/state/pageLoad.ts). The head is the screen's own (SubjectHead, usePageTitle). Loaders are
// in the page server's build only (PAGE_SERVER, webpack.config.ts): in the browser the screens
// fetch through RTK Query's hooks, and none of their code is downloaded.
const onPageServer =
  (load: () => Promise<LoaderFunction>): LoaderFunction =>
  async (args) =>
    (await load())(args);
const notFound = () => import('@/features/not-found/NotFoundScreen').then((m) => ({ Component: m.NotFoundScreen }));
const notFoundPage = process.env.PAGE_SERVER
  ? { loader: onPageServer(() => import('@/features/not-found/notFoundLoader').then((m) => m.notFoundLoader)) }
  : {};

export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: () => import('@/features/auth/LoginScreen').then((m) => ({ Component: m.LoginScreen })) },
  { path: 'register', lazy: () => import('@/features/auth/RegisterScreen').then((m) => ({ Component: m.RegisterScreen })) },
  {
    path: 'forgot-password',
    lazy: () => import('@/features/auth/ForgotPasswordScreen').then((m) => ({ Component: m.ForgotPasswordScreen })),
  },
  { path: 'reset-password', lazy: () => import('@/features/auth/ResetPasswordScreen').then((m) => ({ Component: m.ResetPasswordScreen })) },
];

export const mainRoutes: RouteObject[] = [
  {
    path: 'checkout',
    lazy: () =>
      import('@/features/checkout/CheckoutScreen').then((m) => ({
        element: (
          <RequireAuth>
            <AfterRehydration>
              <m.CheckoutScreen />
            </AfterRehydration>
          </RequireAuth>
        ),
      })),
  },
  {
    path: 'payment',
    lazy: () =>
      import('@/features/payment/PaymentScreen').then((m) => ({
        element: (
          <RequireAuth>
            <m.PaymentScreen />
          </RequireAuth>
        ),
      })),
  },
  {
    path: 'orders',
    lazy: () =>
      import('@/features/orders/OrdersScreen').then((m) => ({
        element: (
          <RequireAuth>
            <m.OrdersScreen />
          </RequireAuth>
        ),
      })),
  },
  {
    path: 'orders/:orderId',
    lazy: () =>
      import('@/features/orders/OrderScreen').then((m) => ({
        element: (
          <RequireAuth>
            <m.OrderScreen />
          </RequireAuth>
        ),
      })),
  },
  {
    path: 'orders/:orderId/return',
    lazy: () =>
      import('@/features/orders/after-sale/ReturnScreen').then((m) => ({
        element: (
          <RequireAuth>
            <m.ReturnScreen />
          </RequireAuth>
        ),
      })),
  },
  {
    path: 'order-success',
    lazy: () => import('@/features/orders/OrderSuccessScreen').then((m) => ({ Component: m.OrderSuccessScreen })),
  },
  {
    path: 'track-order',
    lazy: () => import('@/features/orders/TrackOrderScreen').then((m) => ({ Component: m.TrackOrderScreen })),
  },
  {
    path: 'offer/:code',
    lazy: () =>
      import('@/features/cart/OfferLinkScreen').then((m) => ({
        element: (
          <AfterRehydration>
            <m.OfferLinkScreen />
          </AfterRehydration>
        ),
      })),
  },
  // The screens of the stored cart and wishlist wait for local storage to be read.
  {
    path: 'cart',
    lazy: () =>
      import('@/features/cart/CartScreen').then((m) => ({
        element: (
          <AfterRehydration>
            <m.CartScreen />
          </AfterRehydration>
        ),
      })),
  },
  {
    path: 'wishlist',
    lazy: () =>
      import('@/features/wishlist/WishlistScreen').then((m) => ({
        element: (
          <AfterRehydration>
            <m.WishlistScreen />
          </AfterRehydration>
        ),
      })),
  },
  { path: 'account', lazy: () => import('@/features/account/AccountScreen').then((m) => ({ Component: m.AccountScreen })) },
  {
    id: 'home',
    index: true,
    ...(process.env.PAGE_SERVER ? { loader: onPageServer(() => import('@/features/home/homeLoader').then((m) => m.homeLoader)) } : {}),
    lazy: () => import(/* webpackChunkName: "home" */ '@/features/home/HomeScreen').then((m) => ({ Component: m.HomeScreen })),
  },
  {
    id: 'products',
    path: 'products',
    handle: OWN_HEAD,
    ...(process.env.PAGE_SERVER
      ? { loader: onPageServer(() => import('@/features/catalog/catalogLoaders').then((m) => m.listingLoader)) }
      : {}),
    lazy: () =>
      import(/* webpackChunkName: "products" */ '@/features/catalog/listing/ProductListScreen').then((m) => ({
        Component: m.ProductListScreen,
      })),
  },
  {
    id: 'search',
    path: 'search',
    handle: OWN_HEAD,
    ...(process.env.PAGE_SERVER
      ? { loader: onPageServer(() => import('@/features/search/results/searchLoader').then((m) => m.searchLoader)) }
      : {}),
    lazy: () =>
      import(/* webpackChunkName: "search" */ '@/features/search/results/SearchScreen').then((m) => ({ Component: m.SearchScreen })),
  },
  {
    path: 'products/:id',
    lazy: () =>
      import(/* webpackChunkName: "product" */ '@/features/catalog/product/ProductDetailScreen').then((m) => ({
        Component: m.ProductRedirect,
      })),
  },
  {
    id: 'product',
    path: 'product/:id',
    handle: OWN_HEAD,
    ...(process.env.PAGE_SERVER
      ? { loader: onPageServer(() => import('@/features/catalog/catalogLoaders').then((m) => m.productLoader)) }
      : {}),
    lazy: () =>
      import(/* webpackChunkName: "product" */ '@/features/catalog/product/ProductDetailScreen').then((m) => ({
        Component: m.ProductDetailScreen,
      })),
  },
  {
    // The shopper's own page: its head keeps it out of indexes (noindex), as the route says here.
    path: 'product/:id/review',
    handle: OWN_HEAD,
    lazy: () =>
      import('@/features/reviews/write/WriteReviewScreen').then((m) => ({
        element: (
          <RequireAuth>
            <AfterRehydration>
              <m.WriteReviewScreen />
            </AfterRehydration>
          </RequireAuth>
        ),
      })),
  },
  { path: '404', lazy: notFound, ...notFoundPage },
  { path: 'contact', lazy: () => import('@/features/contact/ContactScreen').then((m) => ({ Component: m.ContactScreen })) },
  { path: 'api-test', lazy: () => import('@/features/api-test/ApiTestScreen').then((m) => ({ Component: m.ApiTestScreen })) },
  {
    path: 'support/replay',
    // The replay draws these same screens; handing them over keeps its module from importing this one.
    lazy: () =>
      import('./replay/SupportReplayRoute').then((m) => ({ element: <m.SupportReplayRoute screens={[...authRoutes, ...mainRoutes]} /> })),
  },
  // After every static path (React Router ranks static segments first anyway), before the 404.
  {
    id: 'policy',
    path: ':policyType',
    ...(process.env.PAGE_SERVER
      ? { loader: onPageServer(() => import('@/features/policies/policyLoader').then((m) => m.policyLoader)) }
      : {}),
    lazy: () => import(/* webpackChunkName: "policy" */ '@/features/policies/PolicyScreen').then((m) => ({ Component: m.PolicyScreen })),
  },
  { path: '*', lazy: notFound, ...notFoundPage },
];

/**
 * The route tree around the given screens. A screen that fails to load or render shows the shop's
 * error view inside its layout; a failing layout falls through to the root's bare view. No path
 * reaches React Router's default error page.
 */
export function shopRoutes(main: RouteObject[], auth: RouteObject[]): RouteObject[] {
  return [
    {
      element: <Root />,
      hydrateFallbackElement: <PageLoading />,
      errorElement: <RouteErrorView standalone />,
      children: [
        {
          element: <AuthLayout />,
          errorElement: (
            <AuthLayout>
              <RouteErrorView />
            </AuthLayout>
          ),
          children: auth,
        },
        {
          element: <MainLayout />,
          errorElement: (
            <MainLayout>
              <RouteErrorView />
            </MainLayout>
          ),
          children: main,
        },
      ],
    },
  ];
}

export const routes = shopRoutes(mainRoutes, authRoutes);
