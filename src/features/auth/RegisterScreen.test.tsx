import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { renderApp, renderWithProviders } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { RegisterScreen } from './RegisterScreen';

const renderRegister = () => renderWithProviders(<RegisterScreen />, { route: '/register', path: '/register' });

type User = ReturnType<typeof renderRegister>['user'];

const field = (label: RegExp) => screen.getByLabelText(label);
const createButton = () => screen.getByRole('button', { name: 'Create Account' });

async function openRegister() {
  const view = renderRegister();
  await screen.findByLabelText(/^First name/);
  return view;
}

/** Types a whole value at once: per-key typing is too slow for full screens in jsdom. */
async function fill(user: User, label: RegExp, value: string) {
  await user.click(field(label));
  await user.paste(value);
}

async function fillForm(user: User, values: Partial<Record<'first' | 'last' | 'email' | 'password' | 'confirm', string>> = {}) {
  const all = { first: 'Asha', last: 'Rao', email: 'asha@example.com', password: 'secret1', confirm: 'secret1', ...values };
  if (all.first) await fill(user, /^First name/, all.first);
  if (all.last) await fill(user, /^Last name/, all.last);
  if (all.email) await fill(user, /^Email/, all.email);
  if (all.password) await fill(user, /^Password/, all.password);
  if (all.confirm) await fill(user, /^Confirm password/, all.confirm);
}

function recordRegistrations(answer: () => Response = () => HttpResponse.json({ data: {} }, { status: 201 })) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/users/register`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('register screen', () => {
  it('shows each validation message and sends nothing', async () => {
    const bodies = recordRegistrations();
    const { user } = await openRegister();
    await user.click(createButton());
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(field(/^First name/)).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('shows too-short names, a bad e-mail and a short password', async () => {
    const { user } = await openRegister();
    await fillForm(user, { first: 'A', last: 'R', email: 'asha@', password: 'abc', confirm: 'abc' });
    await user.click(createButton());
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('shows Passwords do not match on the confirmation field', async () => {
    const { user } = await openRegister();
    await fillForm(user, { confirm: 'secret2' });
    await user.click(createButton());
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(field(/^Confirm password/)).toHaveFocus();
    expect(field(/^Confirm password/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Password/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses an e-mail without a dot after the @ (the shop’s one e-mail rule) and sends nothing', async () => {
    const bodies = recordRegistrations();
    const { user, router } = await openRegister();
    // The browser's own e-mail check would take this one.
    await fillForm(user, { email: 'shopper@example' });
    await user.click(createButton());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/register');
  });

  it('creates the account, says so and goes home still signed out', async () => {
    let answer: (value: Response) => void = () => undefined;
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/users/register`, async ({ request }) => {
        bodies.push(await request.json());
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    // In the whole app: the home page it leads to has the header, which says whether the shopper is signed in.
    const { user, router } = renderApp({ route: '/register' });
    await screen.findByLabelText(/^First name/);
    await fillForm(user, { first: ' Asha ', email: ' Asha@Example.COM ' });
    await user.click(createButton());
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    answer(HttpResponse.json({ data: {} }, { status: 201 }));
    expect(await screen.findByText('Account created successfully. You can now log in.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodies).toEqual([{ firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', password: 'secret1' }]);
    // Not signed in by registering: the header still offers Login, not the account.
    const header = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(header.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server error field',
      () => HttpResponse.json({ error: 'An account with this email already exists' }, { status: 409 }),
      'An account with this email already exists',
    ],
    ['the fallback without one', () => HttpResponse.json({}, { status: 500 }), 'Failed to register. Please try again.'],
  ])('on failure shows the Registration Error notice with %s', async (_case, answer, message) => {
    recordRegistrations(answer);
    const { user, router } = await openRegister();
    await fillForm(user);
    await user.click(createButton());
    expect(await screen.findByText('Registration Error')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(field(/^Email/)).toHaveValue('asha@example.com');
  });

  it('links to sign-in, terms and privacy', async () => {
    await openRegister();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
