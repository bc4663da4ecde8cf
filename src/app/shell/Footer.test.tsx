import { screen, within } from '@testing-library/react';
import { setStoreInfo } from '@/test/fakeShop';
import { renderApp } from '@/test/renderWithProviders';
import { mockViewportWidth, restoreViewport } from '@/test/viewport';

const footer = () => screen.findByRole('contentinfo');

afterEach(restoreViewport);

describe('footer', () => {
  it('shows the store address, support phone and e-mail', async () => {
    renderApp({ route: '/nowhere' });
    const content = within(await footer());
    expect(await content.findByText('12 MG Road, Bengaluru, Karnataka 560001')).toBeInTheDocument();
    expect(content.getByRole('link', { name: '+91 80 4000 1234' })).toHaveAttribute('href', 'tel:+918040001234');
    expect(content.getByRole('link', { name: 'care@stride.test' })).toHaveAttribute('href', 'mailto:care@stride.test');
  });

  it('links every Help, Company and category page', async () => {
    renderApp({ route: '/nowhere' });
    const hrefs = within(await footer())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of [
      '/terms',
      '/privacy',
      '/refund',
      '/return',
      '/shipping',
      '/about',
      '/contact',
      '/account',
      '/orders',
      '/track-order',
    ]) {
      expect(hrefs).toContain(path);
    }
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/products?category=fitness%20accessories',
        '/products?category=sports%20equipment',
        '/products?category=sports%20shoes',
      ]),
    );
  });

  it('uses the store social links, with defaults for the missing ones', async () => {
    renderApp({ route: '/nowhere' });
    const content = within(await footer());
    expect(await content.findByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.test/stride');
    expect(content.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/');
    expect(content.getByRole('link', { name: 'Twitter' })).toHaveAttribute('href', 'https://twitter.com/');
  });

  it('shows the copyright with the current year', async () => {
    setStoreInfo({ storeName: 'Peak' });
    renderApp({ route: '/nowhere' });
    expect(await within(await footer()).findByText(`© ${new Date().getFullYear()} Peak. All rights reserved.`)).toBeInTheDocument();
  });

  it('folds Help and Company into collapsible sections on phones', async () => {
    mockViewportWidth(375);
    const { user } = renderApp({ route: '/nowhere' });
    const content = within(await footer());
    const help = content.getByRole('button', { name: 'Help' });
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(content.getByRole('button', { name: 'Company' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(content.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  });

  it('keeps the sections open on a desktop', async () => {
    mockViewportWidth(1280);
    renderApp({ route: '/nowhere' });
    const content = within(await footer());
    expect(content.queryByRole('button', { name: 'Help' })).not.toBeInTheDocument();
    expect(content.getByRole('heading', { name: 'Help' })).toBeInTheDocument();
  });
});

describe('mobile tab bar', () => {
  it('offers Home, Category, My Account and Cart', async () => {
    renderApp({ route: '/nowhere' });
    const bar = within(await screen.findByRole('navigation', { name: 'Quick links' }));
    expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(bar.getByRole('link', { name: 'Category' })).toHaveAttribute('href', '/products');
    expect(bar.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(bar.getByRole('link', { name: /Cart/ })).toHaveAttribute('href', '/cart');
  });
});
