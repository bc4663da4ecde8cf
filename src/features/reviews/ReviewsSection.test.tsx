import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { addProducts } from '@/test/fakeShop';
import { addReviews, reviewsPage } from '@/test/fakeReviews';
import { gate } from '@/test/gate';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import type { ProductDto } from '../../../server/src/contracts';
import { ProductDetailScreen } from '@/features/catalog/product/ProductDetailScreen';

/** The product page at `route` (default its plain address), as a shopper opens it; the router says where buttons lead. */
async function openProduct(product: ProductDto, { route = `/product/${product.id}`, session = 'signedOut' as const } = {}) {
  const view = renderWithProviders(<ProductDetailScreen />, { route, path: '/product/:id', session });
  await screen.findByRole('heading', { level: 1, name: product.title });
  return view;
}

const section = () => screen.getByRole('region', { name: 'Ratings & reviews' });
const reviewTitles = () =>
  within(within(section()).getByRole('list', { name: 'Reviews' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** A shoe with five reviews: two of 5 stars, one each of 4, 2 and 1. */
function shoeWithReviews() {
  const [shoe] = addProducts({ title: 'Trail Runner', rating: { average: 3.4, count: 5 } });
  const reviews = addReviews(
    shoe!.id,
    { title: 'Grippy on wet rock', rating: 5, helpful: 9, createdAt: '2026-11-12T10:00:00.000Z' },
    { title: 'Best trail shoe', rating: 5, helpful: 2, createdAt: '2026-11-01T10:00:00.000Z' },
    { title: 'Runs a little small', rating: 4, helpful: 4, createdAt: '2026-11-20T10:00:00.000Z' },
    { title: 'Sole wore out', rating: 2, helpful: 0, createdAt: '2026-10-05T10:00:00.000Z' },
    { title: 'Fell apart', rating: 1, helpful: 1, createdAt: '2026-11-25T10:00:00.000Z' },
  );
  return { shoe: shoe!, reviews };
}

describe('the reviews section', () => {
  it('shows the average, the histogram from 5 to 1 stars, and the reviews, most helpful first', async () => {
    const { shoe } = shoeWithReviews();
    await openProduct(shoe);
    expect(await within(section()).findByText('Grippy on wet rock')).toBeInTheDocument();
    const rows = within(within(section()).getByRole('list', { name: 'Ratings by stars' })).getAllByRole('button');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      '5 stars, 2 reviews',
      '4 stars, 1 review',
      '3 stars, 0 reviews',
      '2 stars, 1 review',
      '1 star, 1 review',
    ]);
    expect(within(section()).getByRole('img', { name: '3.4 out of 5 stars, 5 reviews' })).toBeInTheDocument();
    expect(reviewTitles()).toEqual(['Grippy on wet rock', 'Runs a little small', 'Best trail shoe', 'Fell apart', 'Sole wore out']);
  });

  it('puts the average and count beside the title, linking down to the reviews', async () => {
    const { shoe } = shoeWithReviews();
    await openProduct(shoe);
    const headline = screen.getByRole('link', { name: '3.4 out of 5 stars, 5 reviews' });
    expect(headline).toHaveAttribute('href', '#reviews');
    expect(headline).toHaveTextContent('3.4');
    expect(section()).toHaveAttribute('id', 'reviews');
  });

  it('shows each review as written: stars, title, text with its line breaks, author, date, verified, size and colour', async () => {
    const [shoe] = addProducts({ title: 'Trail Runner' });
    addReviews(shoe!.id, {
      title: 'Comfortable',
      text: 'First line.\nSecond line, after a break.',
      rating: 4,
      author: 'Priya S.',
      createdAt: '2026-11-12T09:30:00.000Z',
      verified: true,
      size: 'UK 9',
      color: 'Black',
      helpful: 3,
    });
    await openProduct(shoe!);
    const list = await within(section()).findByRole('list', { name: 'Reviews' });
    const item = within(within(list).getAllByRole('listitem')[0]!);
    expect(item.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    const text = item.getByText(/First line\./);
    expect(text).toHaveTextContent(/^First line\.\nSecond line, after a break\.$/, { normalizeWhitespace: false });
    expect(text).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(item.getByText('Priya S.')).toBeInTheDocument();
    expect(item.getByText('12 Nov 2026')).toHaveAttribute('datetime', '2026-11-12T09:30:00.000Z');
    expect(item.getByText('Verified buyer')).toBeInTheDocument();
    expect(item.getByText('Size: UK 9 · Colour: Black')).toBeInTheDocument();
    expect(item.getByRole('button', { name: 'Helpful (3)' })).toBeInTheDocument();
  });

  it.each([
    ['Newest', 'newest', ['Fell apart', 'Runs a little small', 'Grippy on wet rock', 'Best trail shoe', 'Sole wore out']],
    ['Highest rated', 'highest', ['Grippy on wet rock', 'Best trail shoe', 'Runs a little small', 'Sole wore out', 'Fell apart']],
    ['Lowest rated', 'lowest', ['Fell apart', 'Sole wore out', 'Runs a little small', 'Grippy on wet rock', 'Best trail shoe']],
  ])('sorts by %s, keeping the sort in the address', async (label, sort, order) => {
    const { shoe } = shoeWithReviews();
    const { user, router } = await openProduct(shoe);
    await within(section()).findByText('Grippy on wet rock');
    await user.selectOptions(within(section()).getByRole('combobox', { name: 'Sort reviews' }), label);
    await waitFor(() => expect(reviewTitles()).toEqual(order));
    expect(router.state.location.search).toBe(`?sort=${sort}`);
  });

  it('filters by a star from its histogram row, shows all again, and Back undoes the filter', async () => {
    const { shoe } = shoeWithReviews();
    const { user, router } = await openProduct(shoe);
    await within(section()).findByText('Grippy on wet rock');
    await user.click(within(section()).getByRole('button', { name: '5 stars, 2 reviews' }));
    await waitFor(() => expect(reviewTitles()).toEqual(['Grippy on wet rock', 'Best trail shoe']));
    expect(within(section()).getByRole('button', { name: '5 stars, 2 reviews' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(section()).getByText('Showing 5-star reviews')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?star=5');
    // The summary covers every review, not only the filtered ones.
    expect(within(section()).getByRole('img', { name: '3.4 out of 5 stars, 5 reviews' })).toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(reviewTitles()).toHaveLength(5));
    expect(router.state.location.search).toBe('');

    await user.click(within(section()).getByRole('button', { name: '1 star, 1 review' }));
    await waitFor(() => expect(reviewTitles()).toEqual(['Fell apart']));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(reviewTitles()).toHaveLength(5));
    expect(within(section()).queryByRole('button', { name: 'Show all' })).not.toBeInTheDocument();
  });

  it('opens on the sort and star its address names', async () => {
    const { shoe } = shoeWithReviews();
    await openProduct(shoe, { route: `/product/${shoe.id}?sort=lowest&star=5` });
    await within(section()).findByText('Best trail shoe');
    expect(reviewTitles()).toEqual(['Grippy on wet rock', 'Best trail shoe']);
    expect(within(section()).getByRole('combobox', { name: 'Sort reviews' })).toHaveValue('lowest');
  });

  it('shows 10 at a time, "More" appending the next page until none are left', async () => {
    const [shoe] = addProducts({ title: 'Trail Runner' });
    addReviews(shoe!.id, ...Array.from({ length: 23 }, (_, i) => ({ title: `Review number ${i + 1}`, helpful: 100 - i })));
    const { user } = await openProduct(shoe!);
    await within(section()).findByText('Review number 1');
    expect(reviewTitles()).toHaveLength(10);
    await user.click(within(section()).getByRole('button', { name: 'More' }));
    await waitFor(() => expect(reviewTitles()).toHaveLength(20));
    expect(reviewTitles().slice(9, 11)).toEqual(['Review number 10', 'Review number 11']);
    await user.click(within(section()).getByRole('button', { name: 'More' }));
    await waitFor(() => expect(reviewTitles()).toHaveLength(23));
    expect(within(section()).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while the first page loads, in place of the list', async () => {
    const { shoe } = shoeWithReviews();
    const held = gate();
    server.use(
      http.get(`${API}/products/:id/reviews`, async ({ params, request }) => {
        await held.opened;
        return HttpResponse.json(reviewsPage(String(params.id), new URL(request.url).searchParams));
      }),
    );
    await openProduct(shoe);
    expect(within(section()).getByRole('status', { name: 'Loading reviews' })).toBeInTheDocument();
    held.open();
    expect(await within(section()).findByText('Grippy on wet rock')).toBeInTheDocument();
    expect(within(section()).queryByRole('status', { name: 'Loading reviews' })).not.toBeInTheDocument();
  });

  it('says "No reviews yet" for a product without reviews, with no rating beside the title', async () => {
    const [mat] = addProducts({ title: 'Cork Yoga Mat' });
    await openProduct(mat!);
    expect(await within(section()).findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /out of 5 stars/ })).not.toBeInTheDocument();
    expect(within(section()).queryByRole('list', { name: 'Ratings by stars' })).not.toBeInTheDocument();
  });

  it('says the reviews could not be loaded, and Retry fetches them', async () => {
    const { shoe } = shoeWithReviews();
    server.use(
      http.get(`${API}/products/:id/reviews`, () => HttpResponse.json({ error: 'Database down' }, { status: 500 }), { once: true }),
    );
    const { user } = await openProduct(shoe);
    expect(await within(section()).findByText('Reviews could not be loaded.')).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Retry' }));
    expect(await within(section()).findByText('Grippy on wet rock')).toBeInTheDocument();
    // The rest of the page stays as it is.
    expect(screen.getByRole('heading', { level: 1, name: 'Trail Runner' })).toBeInTheDocument();
  });

  it('has no axe violations with reviews, filtered, and empty', async () => {
    const { shoe } = shoeWithReviews();
    const { user } = await openProduct(shoe);
    await within(section()).findByText('Grippy on wet rock');
    expect(await axeViolations(section())).toEqual([]);
    await user.click(within(section()).getByRole('button', { name: '4 stars, 1 review' }));
    await waitFor(() => expect(reviewTitles()).toEqual(['Runs a little small']));
    expect(await axeViolations(section())).toEqual([]);
  });
});

/** axe's WCAG A/AA rules, as e2e/fixtures.ts runs them; jsdom draws nothing, so no colour contrast. */
async function axeViolations(element: Element) {
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
