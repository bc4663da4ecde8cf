import { screen, within } from '@testing-library/react';
import { setStoreInfo, shop } from '@/test/fakeShop';
import { renderApp } from '@/test/renderWithProviders';
import { telHref } from './PasswordHelpScreen';

/** Types a whole value at once: per-key typing is too slow for full screens in jsdom. */
async function fill(user: ReturnType<typeof renderApp>['user'], label: RegExp, value: string) {
  await user.click(await screen.findByLabelText(label));
  await user.paste(value);
}

// An API without password resets (the spec's): the reset screens answer with the support contacts.
describe('password help, where the API has no password resets', () => {
  beforeEach(() => {
    shop.passwordReset = 'missing';
    setStoreInfo({ companyEmail: 'help@peak.test', companyPhone: '+91 80 4000 1234' });
  });

  it('/forgot-password sends the shopper to support with the store contacts and back to sign-in once the API says it has no resets', async () => {
    const { user } = renderApp({ route: '/forgot-password' });
    await fill(user, /^Email/, 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/Password resets are handled by our support team/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    // The footer repeats the store contacts, so look only in the page itself.
    const page = within(screen.getByRole('main'));
    expect(await page.findByRole('link', { name: 'help@peak.test' })).toHaveAttribute('href', 'mailto:help@peak.test');
    expect(page.getByRole('link', { name: '+91 80 4000 1234' })).toHaveAttribute('href', 'tel:+918040001234');
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });

  it('/reset-password does the same, and points to the contact page when the store has no support contacts', async () => {
    setStoreInfo({ companyEmail: '', companyPhone: '' });
    const { user } = renderApp({ route: '/reset-password?token=abc' });
    await fill(user, /^New password/, 'secret-9');
    await fill(user, /^Confirm new password/, 'secret-9');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('keeps only digits and a leading plus in the tel: address', () => {
    expect(telHref('+91 (80) 4000-1234')).toBe('tel:+918040001234');
  });
});
