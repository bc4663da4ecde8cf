import { Suspense, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { PageLoading } from '@/components/layout/PageLoading';
import { createReplayStore } from './replayStore';
import { authRoutes, mainRoutes } from './routes';

// The screens alone, without the shop's header and footer: support's own page already has them.
const screenRoutes: RouteObject[] = [
  {
    path: '/',
    hydrateFallbackElement: <PageLoading />,
    errorElement: <Alert severity="warning">This screen could not be drawn from the recording at this step.</Alert>,
    children: [...authRoutes, ...mainRoutes],
  },
];

interface Props {
  state: unknown;
  route: string;
  onMissing: (endpoint: string) => void;
}

/** The real screen for a recorded state and path, in a store and router of its own. */
export function ReplayedScreen({ state, route, onMissing }: Props) {
  const store = useMemo(() => createReplayStore(state, onMissing), [state, onMissing]);
  const router = useMemo(() => createMemoryRouter(screenRoutes, { initialEntries: [route] }), [route]);
  return (
    <Provider store={store}>
      <Suspense fallback={<PageLoading />}>
        <RouterProvider router={router} />
      </Suspense>
    </Provider>
  );
}
