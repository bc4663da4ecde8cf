import { screen, within } from '@testing-library/react';
import { setStoreInfo } from '@/test/fakeShop';
import { renderApp } from '@/test/renderWithProviders';

describe('links from store info in the shell', () => {
  it('never puts a javascript:, data: or vbscript: link or picture in the footer or header', async () => {
    setStoreInfo({
      storeName: 'Peak',
      companyLogoUrl: 'javascript:alert(1)',
      socialLinks: {
        instagram: 'javascript:alert(1)',
        facebook: 'data:text/html,<script>alert(1)</script>',
        twitter: 'vbscript:msgbox(1)',
      },
    });
    renderApp({ route: '/nowhere' });
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByText('12 MG Road, Bengaluru, Karnataka 560001');
    expect(within(footer).getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/');
    expect(within(footer).getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/');
    expect(within(footer).getByRole('link', { name: 'Twitter' })).toHaveAttribute('href', 'https://twitter.com/');
    // eslint-disable-next-line testing-library/no-node-access -- every URL anywhere in the page, visible or not, is what must be safe
    const urls = Array.from(document.querySelectorAll('[href], [src]')).map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src'),
    );
    expect(urls.filter((url) => /^\s*(javascript|vbscript|data:text)/i.test(url ?? ''))).toEqual([]);
  });
});
