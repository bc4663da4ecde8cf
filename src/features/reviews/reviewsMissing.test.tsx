import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { addProducts, callsFromNow } from '@/test/fakeShop';
import { addReviews, reviewsShop } from '@/test/fakeReviews';
import { renderApp } from '@/test/renderWithProviders';
import { server } from '@/test/server';

// An API without reviews (the spec's, or a production API not yet given them) loses nothing:
// every part of them is hidden and the rest of the product page is as it was.

const openProduct = async (id: string, title: string) => {
  const view = renderApp({ route: `/product/${id}` });
  await screen.findByRole('heading', { level: 1, name: title });
  return view;
};

/** Waits until the reviews request has been answered: what hides them leaves nothing on screen to wait for. */
const answered = async (calls: () => string[], id: string) => waitFor(() => expect(calls()).toContain(`GET /products/${id}/reviews`));

describe('an API without reviews', () => {
  it.each([
    ['404', 'missing' as const],
    ['405', 'method-not-allowed' as const],
    ['501', 'not-implemented' as const],
  ])('answering %s hides the headline, the section and the stars; the page is as before', async (_status, backend) => {
    reviewsShop.backend = backend;
    // Even a rating on the product (a stale cache in front of the API, say) shows no stars.
    const [shoe] = addProducts({ title: 'Trail Runner', regularPrice: 2499, rating: { average: 4.3, count: 12 } });
    const calls = callsFromNow();
    await openProduct(shoe!.id, 'Trail Runner');
    await answered(calls, shoe!.id);
    await waitFor(() => expect(screen.queryByRole('img', { name: /out of 5 stars/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Ratings & reviews' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /reviews/ })).not.toBeInTheDocument();
    expect(screen.getByText('₹2,499')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add to Cart' }).length).toBeGreaterThan(0);
  });

  it('a 200 that is no reviews page (a server answering any path) counts as none', async () => {
    const [shoe] = addProducts({ title: 'Trail Runner' });
    server.use(http.get(`${API}/products/:id/reviews`, () => HttpResponse.json({ data: [], pagination: { total: 0 } })));
    const calls = callsFromNow();
    await openProduct(shoe!.id, 'Trail Runner');
    await answered(calls, shoe!.id);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ratings & reviews' })).not.toBeInTheDocument());
  });

  it('is asked once in the visit: the next product does not ask again', async () => {
    reviewsShop.backend = 'missing';
    const [first, second] = addProducts({ title: 'Trail Runner' }, { title: 'Cork Yoga Mat' });
    const calls = callsFromNow();
    const { router } = await openProduct(first!.id, 'Trail Runner');
    await answered(calls, first!.id);
    await act(() => router.navigate(`/product/${second!.id}`));
    await screen.findByRole('heading', { level: 1, name: 'Cork Yoga Mat' });
    expect(calls().filter((call) => call.endsWith('/reviews'))).toEqual([`GET /products/${first!.id}/reviews`]);
  });

  it('while an API with reviews shows them on the same page', async () => {
    const [shoe] = addProducts({ title: 'Trail Runner' });
    addReviews(shoe!.id, { title: 'Grippy', rating: 4 });
    await openProduct(shoe!.id, 'Trail Runner');
    const section = await screen.findByRole('region', { name: 'Ratings & reviews' });
    expect(await within(section).findByText('Grippy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '4.0 out of 5 stars, 1 review' })).toBeInTheDocument();
  });
});
