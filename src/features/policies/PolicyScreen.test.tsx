import { screen, within } from '@testing-library/react';
import { setStoreInfo } from '@/test/fakeShop';
import { renderApp, renderRoutes, renderWithProviders } from '@/test/renderWithProviders';
import { PolicyScreen } from './PolicyScreen';
import { RESERVED_SLUGS } from './policySlugs';

const article = () => screen.getByRole('article');

/** The policy screen alone, where the shell (document title) and other screens are not checked. */
const renderPolicy = (slug: string) => renderWithProviders(<PolicyScreen />, { route: `/${slug}`, path: '/:policyType' });

describe('policy pages', () => {
  it('fills the default text with the store details and titles the page with the company name', async () => {
    renderApp({ route: '/privacy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const page = within(article());
    expect(await page.findByRole('heading', { name: 'Grievance Officer' })).toBeInTheDocument();
    expect(page.getByText('Grievance Officer, Stride Retail Pvt Ltd')).toBeInTheDocument();
    expect(page.getAllByText('Address: 12 MG Road, Bengaluru, Karnataka 560001').length).toBeGreaterThan(0);
    expect(page.getAllByText('Phone: +91 80 4000 1234').length).toBeGreaterThan(0);
    expect(page.getAllByRole('link', { name: 'care@stride.test' })[0]).toHaveAttribute('href', 'mailto:care@stride.test');
    expect(page.getByText('Office hours: Monday-Friday, 10:00-17:00')).toBeInTheDocument();
    expect(article()).toHaveTextContent(`use ${window.location.origin}, how we use it`);
    expect(document.title).toBe('Privacy Policy | Stride Retail Pvt Ltd');
  });

  it('falls back to sample details and the store name when the store has none', async () => {
    setStoreInfo({ companyName: '', companyAddress: '', companyEmail: '', companyPhone: '' });
    renderApp({ route: '/terms' });
    const page = within(await screen.findByRole('article'));
    expect(await page.findByRole('heading', { name: '10. Contact us' })).toBeInTheDocument();
    expect(page.getByText('Company Name', { selector: 'strong' })).toBeInTheDocument();
    expect(page.getByText('Address: Company Address')).toBeInTheDocument();
    expect(page.getByText('Phone: Phone Number')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
    expect(document.title).toBe('Terms & Conditions | Stride Test Sports');
  });

  it.each([
    ['refund', 'Refund Policy', /Approved refunds are credited to the original source of payment .* within 0-7 working days/],
    ['return', 'Return Policy', /You may cancel an order within 0-7 days of receiving it/],
    ['return', 'Return Policy', /were bought in the last 0-7 days;are unused and in their original packaging/],
    [
      'return',
      'Return Policy',
      /personalised or custom-made goods;hygiene goods .* whose seal has been opened;goods that have been mixed with other items/,
    ],
    ['shipping', 'Shipping Policy', /Normal orders are delivered in 0-7 working days.*Bulk orders are delivered in 10-15 business days/],
    [
      'terms',
      'Terms & Conditions',
      /governed by and construed in accordance with the laws of India.*jurisdiction of the competent courts in India/,
    ],
    ['about', 'About Us', /Stride Retail Pvt Ltd is a sports and fitness store/],
  ])('/%s shows its default text', async (slug, title, text) => {
    renderPolicy(slug);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect((await within(article()).findAllByRole('heading', { level: 2 })).length).toBeGreaterThan(1);
    expect(article()).toHaveTextContent(text);
  });

  it('shows the server HTML instead of the default, with placeholders filled and markup sanitized', async () => {
    setStoreInfo({
      policies: {
        refund:
          '<h2>Our refund promise</h2><p>{{companyName}} refunds in full. Write to {{ companyEmail }}.</p>' +
          '<script>window.__xss = true</script><img src="x" alt="" onerror="window.__xss = true">',
      },
    });
    renderApp({ route: '/refund' });
    const heading = await screen.findByRole('heading', { name: 'Our refund promise' });
    expect(screen.getByText('Stride Retail Pvt Ltd refunds in full. Write to care@stride.test.')).toBeInTheDocument();
    expect(screen.queryByText(/0-7 working days/)).not.toBeInTheDocument();
    // Markup a shopper never sees is the danger here: the policy's own element, scripts and handlers.
    // eslint-disable-next-line testing-library/no-node-access -- see above
    const content = heading.parentElement as HTMLElement;
    // eslint-disable-next-line testing-library/no-node-access -- see above
    expect(content.querySelector('script')).toBeNull();
    // eslint-disable-next-line testing-library/no-node-access -- see above
    expect(content.querySelector('img')).not.toHaveAttribute('onerror');
    expect(document.title).toBe('Refund Policy | Stride Retail Pvt Ltd');
  });

  it('inserts store details into server HTML as text, never as markup', async () => {
    setStoreInfo({ companyName: '<b>Bold & Co</b>', policies: { about: '<p>Welcome to {{companyName}}.</p>' } });
    renderPolicy('about');
    expect(await screen.findByText('Welcome to <b>Bold & Co</b>.')).toBeInTheDocument();
  });

  it('keeps a server link into the shop inside the app', async () => {
    setStoreInfo({ policies: { shipping: `<p>See <a href="${window.location.origin}/contact?from=shipping">our contact page</a>.</p>` } });
    const { router, user } = renderApp({ route: '/shipping' });
    await user.click(await screen.findByRole('link', { name: 'our contact page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact');
    expect(router.state.location.search).toBe('?from=shipping');
  });

  it('sends an unknown slug to the 404 page', async () => {
    const { router } = renderApp({ route: '/warranty' });
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  // Tested against the screen alone: in the app most of these paths have their own screens.
  it.each(RESERVED_SLUGS)('never shows a policy at the reserved slug /%s', async (slug) => {
    setStoreInfo({ policies: { [slug]: '<p>Reserved text</p>' } });
    const { router } = renderRoutes(
      [
        { path: '/:policyType', element: <PolicyScreen /> },
        { path: '/404', element: <h1>Not found page</h1> },
      ],
      { route: `/${slug}` },
    );
    expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.queryByText('Reserved text')).not.toBeInTheDocument();
  });
});
