import { Suspense, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import Alert from '@mui/material/Alert';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { PageLoading } from '@/components/layout/PageLoading';
import { theme } from '@/theme/theme';
import { createReplayStore } from './replayStore';

// The screens alone, without the shop's header and footer: support's own page already has them.
const screenRoutes = (screens: RouteObject[]): RouteObject[] => [
  {
    path: '/',
    hydrateFallbackElement: <PageLoading />,
    errorElement: <Alert severity="warning">This screen could not be drawn from the recording at this step.</Alert>,
    children: screens,
  },
];

interface Props {
  /** The shop's screen routes (the route table hands them over, so this module does not import it). */
  screens: RouteObject[];
  state: unknown;
  route: string;
  onMissing: (endpoint: string) => void;
}

/**
 * The real screen for a recorded state and path. It runs in a React root of its own: its router and
 * store must not see the support page's (React Router refuses a router inside another).
 */
export function ReplayedScreen({ screens, state, route, onMissing }: Props) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = document.createElement('div');
    host.current?.append(container);
    const root = createRoot(container);
    const router = createMemoryRouter(screenRoutes(screens), { initialEntries: [route] });
    root.render(
      <ThemeProvider theme={theme}>
        <Provider store={createReplayStore(state, onMissing)}>
          <Suspense fallback={<PageLoading />}>
            <RouterProvider router={router} />
          </Suspense>
        </Provider>
      </ThemeProvider>,
    );
    // Not during the support page's own commit: React refuses to unmount a root synchronously then.
    return () => {
      window.setTimeout(() => {
        root.unmount();
        router.dispose();
        container.remove();
      });
    };
  }, [screens, state, route, onMissing]);
  return <div ref={host} />;
}
