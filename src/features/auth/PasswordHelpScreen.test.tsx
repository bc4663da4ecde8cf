import { screen, within } from '@testing-library/react';
import { setStoreInfo } from '@/test/fakeShop';
import { renderApp } from '@/test/renderWithProviders';
import { telHref } from './PasswordHelpScreen';

describe('password help', () => {
  it.each([
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password', 'Reset your password'],
  ])('%s sends the shopper to support with the store contacts and back to sign-in', async (route, heading) => {
    setStoreInfo({ companyEmail: 'help@peak.test', companyPhone: '+91 80 4000 1234' });
    renderApp({ route });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText(/Password resets are handled by our support team/)).toBeInTheDocument();
    // The footer repeats the store contacts, so look only in the page itself.
    const page = within(screen.getByRole('main'));
    expect(await page.findByRole('link', { name: 'help@peak.test' })).toHaveAttribute('href', 'mailto:help@peak.test');
    expect(page.getByRole('link', { name: '+91 80 4000 1234' })).toHaveAttribute('href', 'tel:+918040001234');
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });

  it('points to the contact page when the store has no support contacts', async () => {
    setStoreInfo({ companyEmail: '', companyPhone: '' });
    renderApp({ route: '/forgot-password' });
    expect(await screen.findByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  });

  it('keeps only digits and a leading plus in the tel: address', () => {
    expect(telHref('+91 (80) 4000-1234')).toBe('tel:+918040001234');
  });
});
