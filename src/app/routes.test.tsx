import { act, screen, waitFor } from '@testing-library/react';
import { loggedOut } from '@/features/auth/authSlice';
import { setStoreInfo } from '@/test/fakeShop';
import { renderApp, renderRoutes } from '@/test/renderWithProviders';
import { RequireAuth } from '@/features/auth/RequireAuth';

describe('404 page', () => {
  it.each(['/no-such-page', '/404'])('shows the not-found page at %s with a way home', async (route) => {
    const { user, router } = renderApp({ route });
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('titles the page from store info', async () => {
    setStoreInfo({ storeName: 'Peak' });
    renderApp({ route: '/no-such-page' });
    await waitFor(() => expect(document.title).toBe('Page not found | Peak'));
  });
});

describe('navigation', () => {
  it('scrolls to the top on every navigation', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderApp({ route: '/contact' });
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    // Not the first screen: the browser placed it (and a server-drawn page may be scrolled already).
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/second?page=2'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    scrollTo.mockRestore();
  });
});

describe('RequireAuth', () => {
  const guardedRoutes = [
    {
      path: '*',
      element: (
        <RequireAuth>
          <p>Secret orders</p>
        </RequireAuth>
      ),
    },
    { path: '/login', element: <h1>Sign in</h1> },
  ];

  it('renders nothing while the session is still unknown', () => {
    renderRoutes(guardedRoutes, { route: '/orders', session: 'unknown' });
    expect(screen.queryByText('Secret orders')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    const { router } = renderRoutes(guardedRoutes, { route: '/orders?page=2', session: 'signedOut' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/orders?page=2' });
    expect(screen.queryByText('Secret orders')).not.toBeInTheDocument();
  });

  it('shows the screen to a signed-in user', () => {
    renderRoutes(guardedRoutes, { route: '/orders', session: 'signedIn' });
    expect(screen.getByText('Secret orders')).toBeInTheDocument();
  });

  it('redirects at once when the session ends', async () => {
    const { router, store } = renderRoutes(guardedRoutes, { route: '/account', session: 'signedIn' });
    expect(screen.getByText('Secret orders')).toBeInTheDocument();
    act(() => {
      store.dispatch(loggedOut());
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
