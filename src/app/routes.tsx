import { Outlet, type RouteObject } from 'react-router-dom';
import { AuthLayout } from '@/components/layout/AuthLayout';
import { MainLayout } from '@/components/layout/MainLayout';
import { PageLoading } from '@/components/layout/PageLoading';
import { ScrollToTop } from '@/components/layout/ScrollToTop';

function Root() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

// Each screen is its own chunk, loaded when its route is first visited.
const notFound = () => import('@/features/not-found/NotFoundScreen').then((m) => ({ Component: m.NotFoundScreen }));

export const authRoutes: RouteObject[] = [];

export const mainRoutes: RouteObject[] = [
  { path: '404', lazy: notFound },
  { path: '*', lazy: notFound },
];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { element: <AuthLayout />, children: authRoutes },
      { element: <MainLayout />, children: mainRoutes },
    ],
  },
];
