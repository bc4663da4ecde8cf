import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readTokenCookie } from '@/api/tokenCookie';
import { API } from '@/test/api';
import { signUp } from '@/test/fakeShop';
import { renderApp, renderWithProviders } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { LoginScreen } from './LoginScreen';

const emailField = () => screen.findByLabelText(/^Email/);
const passwordField = () => screen.getByLabelText(/^Password/);
const signInButton = () => screen.getByRole('button', { name: 'Sign In' });

function serveToken(token = 'tok-1') {
  server.use(http.post(`${API}/users/authorize`, () => HttpResponse.json({ token })));
}

/** The login screen alone; other paths show nothing, so the router says where it sent the shopper. */
function renderLogin(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(<LoginScreen />, { route: '/login', path: '/login', ...options });
}

type User = ReturnType<typeof renderLogin>['user'];

/** Types a whole value at once: per-key typing is too slow for full screens in jsdom. */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function signIn(user: User, email = 'asha@example.com', password = 'secret1') {
  await fill(user, await emailField(), email);
  await fill(user, passwordField(), password);
  await user.click(signInButton());
}

/** Opens /login as if redirected there with a navigation state. */
async function openLoginFrom(from: unknown) {
  const view = renderLogin({ route: '/cart' });
  await act(() => view.router.navigate('/login', { state: { from } }));
  return view;
}

describe('login screen', () => {
  it('shows each validation message and sends nothing', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/users/authorize`, () => {
        calls += 1;
        return HttpResponse.json({ token: 'tok-1' });
      }),
    );
    const { user } = renderLogin();
    await emailField();
    await user.click(signInButton());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();

    await fill(user, await emailField(), 'asha@');
    await fill(user, passwordField(), 'abcde');
    await user.click(signInButton());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(calls).toBe(0);

    // The first field in error takes focus: the e-mail, then, once it is right, the password.
    expect(await emailField()).toHaveFocus();
    await user.clear(await emailField());
    await fill(user, await emailField(), 'asha@example.com');
    await user.click(signInButton());
    await waitFor(() => expect(passwordField()).toHaveFocus());
    expect(calls).toBe(0);
  });

  it('refuses shopper@example (no dot after the @) and sends nothing', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/users/authorize`, () => {
        calls += 1;
        return HttpResponse.json({ token: 'tok-1' });
      }),
    );
    const { user } = renderLogin();
    await fill(user, await emailField(), 'shopper@example');
    await fill(user, passwordField(), 'secret1');
    await user.click(signInButton());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('starts in the e-mail field, and leaving it empty raises no error until a submit', async () => {
    const { user } = renderLogin();
    await waitFor(async () => expect(await emailField()).toHaveFocus());
    await user.tab();
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    await user.type(passwordField(), 'secret1');
    await user.click(signInButton());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = renderLogin();
    await fill(user, await emailField(), 'a@b.co');
    const password = passwordField();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('offers remember-me and every link of the spec', async () => {
    const { user } = renderLogin();
    await emailField();
    const remember = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.click(remember);
    expect(remember).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('reads Signing in... and is disabled while the request is out', async () => {
    let answer: (value: Response) => void = () => undefined;
    server.use(http.post(`${API}/users/authorize`, () => new Promise<Response>((resolve) => (answer = resolve))));
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer(HttpResponse.json({ token: 'tok-1' }));
    expect(await screen.findByText('Logged in successfully.')).toBeInTheDocument();
  });

  it('signs in, says so and returns to the protected page the user came from', async () => {
    serveToken('tok-42');
    signUp({ firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', createdAt: '2026-01-10T12:00:00Z' });
    const { user, router } = renderApp({ route: '/account' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signIn(user, ' Asha@Example.com ');
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Logged in successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(readTokenCookie()).toBe('tok-42');
    // The header now shows the account icon instead of the Login button.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My account' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('returns to a from path with its query', async () => {
    serveToken();
    const { user, router } = await openLoginFrom('/cart?view=compact');
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(router.state.location.search).toBe('?view=compact');
  });

  it.each(['https://evil.test/account', '//evil.test/account', '/\\evil.test', '/..//evil.test', '/%2e%2e//evil.test'])(
    'goes to / instead of the outside address %s',
    async (from) => {
      serveToken();
      const { user, router } = await openLoginFrom(from);
      await signIn(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  it('goes to / when there is no from', async () => {
    serveToken();
    const { user, router } = renderLogin();
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    [
      'the server error field',
      () => HttpResponse.json({ error: 'Invalid email or password' }, { status: 401 }),
      'Invalid email or password',
    ],
    ['a server error without one', () => HttpResponse.json({}, { status: 500 }), 'Failed to login. Please check your credentials.'],
    ['no response', () => HttpResponse.error(), 'No response from server. Please try again later.'],
  ])('on failure shows the Error notice with %s and keeps the form', async (_case, answer, message) => {
    server.use(http.post(`${API}/users/authorize`, answer));
    const { user, router } = renderLogin();
    await signIn(user, 'asha@example.com', 'wrong-password');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(await emailField()).toHaveValue('asha@example.com');
    expect(passwordField()).toHaveValue('wrong-password');
    expect(signInButton()).toBeEnabled();
    expect(readTokenCookie()).toBeNull();
  });

  it.each(['/..//evil.test', '/.//evil.test', '/%2e%2e//evil.test', '/x/..//evil.test'])(
    'sends a signed-in visitor home, not to an error page, for the from %s',
    async (from) => {
      const { router } = renderApp({ route: '/cart', session: 'signedIn' });
      await screen.findByRole('heading', { name: 'Shopping Cart' });
      await act(() => router.navigate('/login', { state: { from } }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByRole('link', { name: 'Browse Collection' })).toBeInTheDocument();
      expect(screen.queryByText(/Unexpected Application Error|Something went wrong/)).not.toBeInTheDocument();
    },
  );

  it('sends a signed-in visitor straight on to from, or /', async () => {
    const { router } = renderLogin({ session: 'signedIn' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await act(() => router.navigate('/login', { state: { from: '/cart' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });
});
