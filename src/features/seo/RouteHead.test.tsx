/* eslint-disable testing-library/no-node-access -- the document's <head> is what is tested, and none of it is on screen */
import { act, screen, waitFor } from '@testing-library/react';
import { buildProduct } from '@/test/builders';
import { addProducts, callsFromNow, shop } from '@/test/fakeShop';
import { addReviews, reviewsShop } from '@/test/fakeReviews';
import { renderApp } from '@/test/renderWithProviders';
import { schemaOrgProblems } from '@/test/schemaOrg';

const ORIGIN = window.location.origin;
const head = () => ({
  title: document.title,
  description: document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
  canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
  ogImage: document.head.querySelector('meta[property="og:image"]')?.getAttribute('content'),
  jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  ),
});

describe('the page head', () => {
  it('gives a product page its own title, description, canonical URL, preview image and valid JSON-LD', async () => {
    const dto = buildProduct({
      title: 'Trail Runner </script><script>alert(1)</script>',
      regularPrice: 2499,
      description: 'Grippy trail shoe.',
      category: 'Sports Shoes',
    });
    shop.products.push(dto);
    const { router } = renderApp({ route: `/product/${dto.id}` });
    await screen.findByRole('heading', { level: 1, name: dto.title });
    await waitFor(() => expect(head().jsonLd.map((data) => data['@type'])).toEqual(['Product', 'BreadcrumbList']));
    const product = head();
    expect(product.title).toBe(`${dto.title} | Stride Test Sports`);
    expect(product.description).toBe(`${dto.title} for ₹2,499 at Stride Test Sports. Grippy trail shoe.`);
    expect(product.canonical).toBe(`${ORIGIN}/product/${dto.id}`);
    // An SVG picture is shared as its PNG card.
    expect(product.ogImage).toBe(dto.imgUrl.replace(/\.svg$/, '.png'));
    for (const data of product.jsonLd) expect(schemaOrgProblems(data)).toEqual([]);
    expect(product.jsonLd[0]).toMatchObject({ name: dto.title, sku: dto.id, offers: { price: 2499, priceCurrency: 'INR' } });
    // The hostile name stayed inside its script: the page gained no script of its own.
    expect(document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);

    await act(() => router.navigate('/products?category=Sports%20Shoes'));
    await screen.findByRole('heading', { level: 1, name: 'Sports Shoes' });
    await waitFor(() => expect(head().jsonLd.map((data) => data['@type'])).toEqual(['ItemList', 'BreadcrumbList']));
    const listing = head();
    expect(listing.title).toBe('Sports Shoes | Stride Test Sports');
    expect(listing.description).toMatch(/^Shop Sports Shoes at Stride Test Sports\./);
    expect(listing.canonical).toBe(`${ORIGIN}/products?category=sports%20shoes`);
    for (const data of listing.jsonLd) expect(schemaOrgProblems(data)).toEqual([]);
    // One set of tags at a time: the product's went with its page.
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('gives a product with published reviews its rating and first reviews in JSON-LD, and one without none', async () => {
    const [shoe, mat] = addProducts({ title: 'Trail Runner', rating: { average: 4.5, count: 2 } }, { title: 'Cork Yoga Mat' });
    addReviews(shoe!.id, { title: 'Grippy', rating: 5, author: 'Priya S.', helpful: 3 }, { title: 'Snug', rating: 4, author: 'Ravi K.' });
    const productLd = () => head().jsonLd.find((data) => data['@type'] === 'Product');
    const { router } = renderApp({ route: `/product/${shoe!.id}` });
    await screen.findByRole('heading', { level: 1, name: 'Trail Runner' });
    await waitFor(() => expect(productLd()?.review).toHaveLength(2));
    expect(productLd()).toMatchObject({
      aggregateRating: { ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      review: [{ name: 'Grippy', author: { name: 'Priya S.' }, reviewRating: { ratingValue: 5 } }, { name: 'Snug' }],
    });
    expect(schemaOrgProblems(productLd())).toEqual([]);

    await act(() => router.navigate(`/product/${mat!.id}`));
    await screen.findByRole('heading', { level: 1, name: 'Cork Yoga Mat' });
    await screen.findByText('No reviews yet');
    await waitFor(() => expect(productLd()?.name).toBe('Cork Yoga Mat'));
    expect(productLd()).not.toHaveProperty('aggregateRating');
    expect(productLd()).not.toHaveProperty('review');
  });

  it('gives no rating in JSON-LD when the API has no reviews', async () => {
    reviewsShop.backend = 'missing';
    const [shoe] = addProducts({ title: 'Trail Runner', rating: { average: 4.5, count: 2 } });
    const calls = callsFromNow();
    renderApp({ route: `/product/${shoe!.id}` });
    await screen.findByRole('heading', { level: 1, name: 'Trail Runner' });
    await waitFor(() => expect(calls()).toContain(`GET /products/${shoe!.id}/reviews`));
    await waitFor(() => expect(head().jsonLd.find((data) => data['@type'] === 'Product')).not.toHaveProperty('aggregateRating'));
  });

  it('gives other pages a description, canonical URL and breadcrumb', async () => {
    renderApp({ route: '/contact?from=footer' });
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await waitFor(() => expect(head().title).toBe('Contact Us | Stride Test Sports'));
    expect(head().canonical).toBe(`${ORIGIN}/contact`);
    expect(head().description).toMatch(/^Contact Us at Stride Test Sports\. Gear for every game\./);
    const [crumbs] = head().jsonLd;
    expect(schemaOrgProblems(crumbs)).toEqual([]);
    expect(crumbs).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Contact Us', item: `${ORIGIN}/contact` }] });
  });
});
