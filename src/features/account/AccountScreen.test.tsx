import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readTokenCookie, writeTokenCookie } from '@/api/tokenCookie';
import { authApi } from '@/features/auth/authApi';
import { API } from '@/test/api';
import { signUp } from '@/test/fakeShop';
import { gate } from '@/test/gate';
import { renderApp, renderWithProviders } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { AccountScreen } from './AccountScreen';

const account = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', createdAt: '2025-03-05T12:00:00.000Z' };

/** The account in the fake shop, or another answer for GET /accountInfo. */
function serveAccount(answer?: () => Response | Promise<Response>) {
  if (answer) server.use(http.get(`${API}/accountInfo`, answer));
  else signUp(account);
}

const heading = () => screen.findByRole('heading', { name: 'My Account' });
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
/** The account screen alone: no header or footer, whose links would repeat the screen's. */
const renderAccount = () => renderWithProviders(<AccountScreen />, { route: '/account', session: 'signedIn' });

describe('account screen', () => {
  it('sends a signed-out visitor to sign in, remembering /account', async () => {
    const { router } = renderApp({ route: '/account', session: 'signedOut' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/account' });
  });

  it('shows name, e-mail, member since and the ways on', async () => {
    const answer = gate();
    serveAccount(async () => {
      await answer.opened;
      return HttpResponse.json({ data: account });
    });
    renderAccount();
    await heading();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    answer.open();
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText('March 05, 2025')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'My Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it.each([
    [
      'a status code',
      () => HttpResponse.json({ error: 'Database down' }, { status: 500 }),
      'Failed to load account information (Status: 500)',
    ],
    ['no response', () => HttpResponse.error(), 'Failed to load account information (No response received)'],
    ['an answer that is not JSON', () => new HttpResponse('<html>', { status: 502 }), 'Failed to load account information (Status: 502)'],
  ])('on failure with %s shows the Error toast and an inline error that can retry', async (_case, answer, message) => {
    serveAccount(answer);
    const { user } = renderAccount();
    await heading();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText("We couldn't load your account details.")).toBeInTheDocument();

    // The failure was the server's last: from now on the fake shop answers with the account.
    server.resetHandlers();
    serveAccount();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load your account details.")).not.toBeInTheDocument();
  });

  it('signs out: toast, home, and the header shows Login again', async () => {
    serveAccount();
    writeTokenCookie('tok-1');
    const { user, router } = renderApp({ route: '/account', session: 'signedIn' });
    await screen.findByText('Asha Rao');
    expect(within(mainNav()).getByRole('link', { name: 'My account' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been logged out successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(mainNav()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(mainNav()).queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    expect(readTokenCookie()).toBeNull();
  });

  it('a 401 from any call signs out and the header shows Login again at once', async () => {
    server.use(http.get(`${API}/accountInfo`, () => HttpResponse.json({ error: 'Token expired' }, { status: 401 })));
    writeTokenCookie('tok-old');
    const { store } = renderApp({ route: '/cart', session: 'signedIn' });
    await screen.findByRole('heading', { name: 'Shopping Cart' });
    expect(within(mainNav()).getByRole('link', { name: 'My account' })).toBeInTheDocument();

    await act(async () => {
      await store.dispatch(authApi.endpoints.getAccountInfo.initiate());
    });
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'Login' })).toBeInTheDocument());
    expect(within(mainNav()).queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    expect(readTokenCookie()).toBeNull();
  });

  it('a 401 on the account page sends the user to sign in, then back to /account', async () => {
    serveAccount(() => HttpResponse.json({ error: 'Token expired' }, { status: 401 }));
    const { router } = renderApp({ route: '/account', session: 'signedIn' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/account' });
  });
});
