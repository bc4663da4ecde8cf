import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString as drawOnServer } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import { setupStore } from '@/app/store';
import { sessionRestored } from '@/features/auth/authSlice';
import { boughtProduct, giveMyReview, myReviews } from '@/test/fakeMyReviews';
import { addProducts, shop } from '@/test/fakeShop';
import { renderWithProviders } from '@/test/renderWithProviders';
import { myReviewApi } from './myReviewApi';
import { PENDING_LINE, REJECTED_LINE } from './reviewRules';
import { WriteReviewLink } from './WriteReviewLink';

/** The link for each product, side by side: one that shows proves the others had their answer too. */
function renderLinks(productIds: string[], session: 'signedIn' | 'signedOut' = 'signedIn') {
  return renderWithProviders(
    <>
      {productIds.map((id) => (
        <WriteReviewLink key={id} productId={id} />
      ))}
    </>,
    { session },
  );
}

describe('Write a review on the product page', () => {
  it('is offered to a signed-in buyer, linking to the form', async () => {
    const product = boughtProduct();
    renderLinks([product.id]);
    expect(await screen.findByRole('link', { name: 'Write a review' })).toHaveAttribute('href', `/product/${product.id}/review`);
  });

  it('shows nothing until the answer is in', () => {
    renderLinks([boughtProduct().id]);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is not offered to a shopper who did not buy the product (nor for a pending order)', async () => {
    const [notBought] = addProducts({ title: 'Cork Yoga Mat' });
    const unpaid = boughtProduct({}, undefined, 0);
    const bought = boughtProduct();
    renderLinks([notBought!.id, unpaid.id, bought.id]);
    await screen.findByRole('link', { name: 'Write a review' });
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('asks nothing of the server and shows nothing when signed out', async () => {
    const product = boughtProduct();
    const { store } = renderLinks([product.id], 'signedOut');
    // A signed-in render beside it would ask; this one must not, and draws nothing either way.
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    store.dispatch(sessionRestored({ hasToken: true }));
    expect(await screen.findByRole('link', { name: 'Write a review' })).toBeInTheDocument();
    expect(shop.calls.filter((call) => call.endsWith('/reviews/mine'))).toHaveLength(1);
  });

  it('says "Edit your review" to a buyer who wrote one, with a line while it waits to be checked', async () => {
    const live = boughtProduct();
    const pending = boughtProduct();
    const rejected = boughtProduct();
    giveMyReview(live.id);
    giveMyReview(pending.id, { status: 'pending' });
    giveMyReview(rejected.id, { status: 'rejected' });
    renderLinks([live.id]);
    expect(await screen.findByRole('link', { name: 'Edit your review' })).toBeInTheDocument();
    expect(screen.queryByText(PENDING_LINE)).not.toBeInTheDocument();
    renderLinks([pending.id, rejected.id]);
    expect(await screen.findByText(PENDING_LINE)).toBeInTheDocument();
    expect(screen.getByText(REJECTED_LINE)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Edit your review' })).toHaveLength(3);
  });

  it('shows nothing when the API keeps no reviews (404)', async () => {
    myReviews.reviews = 'missing';
    const product = boughtProduct();
    const { store } = renderLinks([product.id]);
    // Nothing on screen changes by design: the wait is for the store to hold the refused answer.
    await waitFor(() => expect(myReviewApi.endpoints.getMyReview.select(product.id)(store.getState()).isError).toBe(true));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is not in the server’s HTML, and hydrating it matches, even with the answer already in the store', async () => {
    const product = boughtProduct();
    const serverStore = setupStore();
    const tree = (store: ReturnType<typeof setupStore>, serverState?: ReturnType<typeof serverStore.getState>) => (
      <Provider store={store} serverState={serverState}>
        <MemoryRouter>
          <WriteReviewLink productId={product.id} />
        </MemoryRouter>
      </Provider>
    );
    const serverHtml = drawOnServer(tree(serverStore));
    expect(serverHtml).toBe('');

    const client = setupStore();
    client.dispatch(sessionRestored({ hasToken: true }));
    await client.dispatch(myReviewApi.util.upsertQueryData('getMyReview', product.id, { eligible: true, purchase: null, review: null }));
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const recoverable = jest.fn();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, tree(client, serverStore.getState()), { onRecoverableError: recoverable });
    });
    expect(await screen.findByRole('link', { name: 'Write a review' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
