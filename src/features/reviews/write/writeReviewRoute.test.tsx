import { screen, waitFor } from '@testing-library/react';
import { boughtProduct } from '@/test/fakeMyReviews';
import { renderApp } from '@/test/renderWithProviders';

describe('the /product/:id/review route', () => {
  it('sends a signed-out shopper to sign in, and back to the form afterwards', async () => {
    const product = boughtProduct();
    const { router } = renderApp({ route: `/product/${product.id}/review` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: `/product/${product.id}/review` });
  });

  it('opens the form for a signed-in buyer, titled and kept out of search indexes', async () => {
    const product = boughtProduct();
    renderApp({ route: `/product/${product.id}/review`, session: 'signedIn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Write a review' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Write a review \|/));
    // eslint-disable-next-line testing-library/no-node-access -- the robots tag lives in the document head, not on screen
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow'));
  });
});
