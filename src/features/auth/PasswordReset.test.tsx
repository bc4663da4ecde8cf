import { screen } from '@testing-library/react';
import { PASSWORD_CHANGED, RESET_LINK_INVALID, RESET_REQUESTED } from '@rules/passwordReset';
import { shop, signUp } from '@/test/fakeShop';
import { renderApp } from '@/test/renderWithProviders';

type User = ReturnType<typeof renderApp>['user'];

/** Types a whole value at once, over what the field held: per-key typing is too slow for full screens in jsdom. */
async function fill(user: User, label: RegExp, value: string) {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  await user.paste(value);
}

test('forgot password: the address is checked, then the one answer for any address shows instead of the form', async () => {
  const { user } = renderApp({ route: '/forgot-password' });
  await fill(user, /^Email/, 'asha@');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  expect(shop.resetsAsked).toEqual([]);

  await fill(user, /^Email/, 'asha@example.in');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText(new RegExp(`^${RESET_REQUESTED}\\. It works once, for 30 minutes`))).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  expect(shop.resetsAsked).toEqual(['asha@example.in']);
});

test('reset password: the spec’s password rules, then the new password saved and sign-in offered', async () => {
  signUp({ email: 'asha@example.in' }, 'old-secret');
  const { user, router } = renderApp({ route: '/reset-password?token=fake-reset-token' });
  await fill(user, /^New password/, 'abc');
  await fill(user, /^Confirm new password/, 'abd');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();

  await fill(user, /^New password/, 'abcdef-ghi');
  await fill(user, /^Confirm new password/, 'abcdef-ghi');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
  expect(shop.password).toBe('abcdef-ghi');
  await user.click(screen.getByRole('link', { name: 'Sign In' }));
  expect(router.state.location.pathname).toBe('/login');
});

test('a link used already answers its message and offers a new one; the password stays', async () => {
  signUp({ email: 'asha@example.in' }, 'old-secret');
  shop.resetUsed = true;
  const { user } = renderApp({ route: '/reset-password?token=fake-reset-token' });
  await fill(user, /^New password/, 'another-1');
  await fill(user, /^Confirm new password/, 'another-1');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(await screen.findByText(RESET_LINK_INVALID)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
  expect(shop.password).toBe('old-secret');
});

test('a reset page opened without its token says the link does not work and offers a new one', async () => {
  renderApp({ route: '/reset-password' });
  expect(await screen.findByText(RESET_LINK_INVALID)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
});
