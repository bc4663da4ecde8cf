import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { writeTokenCookie } from '@/api/tokenCookie';
import { addProducts, callsFromNow, shop } from '@/test/fakeShop';
import { addReviews, reviewsShop } from '@/test/fakeReviews';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { ProductDetailScreen } from '@/features/catalog/product/ProductDetailScreen';

async function openShoe(session: 'signedIn' | 'signedOut', route?: (id: string) => string) {
  // The fake API counts a vote only with the shopper's token, as the reference server does.
  if (session === 'signedIn') writeTokenCookie(shop.token);
  const [shoe] = addProducts({ title: 'Trail Runner' });
  const [first, second] = addReviews(shoe!.id, { title: 'Grippy', helpful: 4 }, { title: 'Small', helpful: 1 });
  const view = renderWithProviders(<ProductDetailScreen />, {
    route: route ? route(shoe!.id) : `/product/${shoe!.id}`,
    path: '/product/:id',
    session,
  });
  await screen.findByText('Grippy');
  return { ...view, shoe: shoe!, first: first!, second: second! };
}

const reviewsList = () => within(screen.getByRole('list', { name: 'Reviews' }));

describe('Helpful (n)', () => {
  it('counts a signed-in vote at once, shows the button pressed, and takes no second vote in the visit', async () => {
    const { user, first, second } = await openShoe('signedIn');
    await user.click(reviewsList().getByRole('button', { name: 'Helpful (4)' }));
    const pressed = await reviewsList().findByRole('button', { name: 'Helpful (5)' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(reviewsList().getByRole('button', { name: 'Helpful (1)' })).toHaveAttribute('aria-pressed', 'false');

    const calls = callsFromNow();
    await user.click(pressed);
    await user.click(reviewsList().getByRole('button', { name: 'Helpful (1)' }));
    await reviewsList().findByRole('button', { name: 'Helpful (2)' });
    // Only the other review's vote went out: the first was not sent again.
    expect(calls().filter((call) => call.endsWith('/helpful'))).toEqual([`POST /products/${first.productId}/reviews/${second.id}/helpful`]);
    expect(reviewsList().getByRole('button', { name: 'Helpful (5)' })).toBeInTheDocument();
  });

  it('updates the count in every sort already shown, without fetching the reviews again', async () => {
    const { user } = await openShoe('signedIn');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort reviews' }), 'Newest');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort reviews' })).toHaveValue('newest'));
    await reviewsList().findByRole('button', { name: 'Helpful (4)' });
    const calls = callsFromNow();
    await user.click(reviewsList().getByRole('button', { name: 'Helpful (4)' }));
    await reviewsList().findByRole('button', { name: 'Helpful (5)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort reviews' }), 'Most helpful');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort reviews' })).toHaveValue('helpful'));
    expect(reviewsList().getByRole('button', { name: 'Helpful (5)' })).toBeInTheDocument();
    expect(calls().filter((call) => call.startsWith('GET'))).toEqual([]);
  });

  it('takes a signed-out shopper to sign in, to come back to the reviews', async () => {
    const { user, router, shoe } = await openShoe('signedOut', (id) => `/product/${id}?sort=newest`);
    const calls = callsFromNow();
    await user.click(reviewsList().getByRole('button', { name: 'Helpful (4)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: `/product/${shoe.id}?sort=newest#reviews` });
    expect(calls()).toEqual([]);
  });

  it("tells the writer, in the server's words, that their own review cannot be voted on", async () => {
    const { user, first } = await openShoe('signedIn');
    reviewsShop.ownReviewIds.push(first.id);
    await user.click(reviewsList().getByRole('button', { name: 'Helpful (4)' }));
    expect(await screen.findByText("You can't mark your own review helpful")).toBeInTheDocument();
    expect(reviewsList().getByRole('button', { name: 'Helpful (4)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says a vote that failed was not counted, leaving the count as it was', async () => {
    const { user } = await openShoe('signedIn');
    server.use(http.post(`${API}/products/:id/reviews/:reviewId/helpful`, () => HttpResponse.json({ error: 'Down' }, { status: 503 })));
    await user.click(reviewsList().getByRole('button', { name: 'Helpful (4)' }));
    expect(await screen.findByText('Your vote could not be counted. Please try again.')).toBeInTheDocument();
    expect(reviewsList().getByRole('button', { name: 'Helpful (4)' })).toHaveAttribute('aria-pressed', 'false');
  });
});
