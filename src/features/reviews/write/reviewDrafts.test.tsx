import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { captureDownloads } from '@/test/downloads';
import { boughtProduct, giveMyReview, myReviews } from '@/test/fakeMyReviews';
import { rehydratedStore } from '@/test/rehydratedStore';
import { renderApp, renderWithProviders } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { REVIEW_DRAFTS_STORAGE_KEY } from './reviewDraftsPersistence';
import { SENT_NOTICES } from './reviewRules';
import { SEND_FAILED_MESSAGE } from './sendFailure';
import { WriteReviewScreen } from './WriteReviewScreen';

afterEach(() => jest.restoreAllMocks());

const TEXT = 'Light, springy and kind to my knees on long runs.';
const titleBox = () => screen.getByRole('textbox', { name: 'Title (optional)' });
const textBox = () => screen.getByRole('textbox', { name: /^Your review/ });
const star = (count: number) => screen.getByRole('radio', { name: `${count} stars` });
const storedDrafts = () => window.localStorage.getItem(REVIEW_DRAFTS_STORAGE_KEY) ?? '';

/** The app as after a page load: a store whose drafts were read back from local storage. */
async function openAfterLoad(productId: string) {
  const { store, persistor } = await rehydratedStore();
  return renderWithProviders(<WriteReviewScreen />, {
    store,
    persistor,
    route: `/product/${productId}/review`,
    path: '/product/:id/review',
    session: 'signedIn',
  });
}

async function write(user: ReturnType<typeof renderWithProviders>['user'], title: string, text: string) {
  await screen.findByRole('button', { name: /Submit review|Update review/ });
  // jsdom has no layout for MUI's Rating to read the pointer's place: the radio's click alone.
  fireEvent.click(star(5));
  await user.click(titleBox());
  await user.paste(title);
  await user.click(textBox());
  await user.paste(text);
}

describe('drafts', () => {
  it('survive a failed send and a reload: the form opens with what was typed', async () => {
    const product = boughtProduct();
    server.use(http.post(`${API}/products/:id/reviews`, () => HttpResponse.error()));
    const view = await openAfterLoad(product.id);
    await write(view.user, 'Springy', TEXT);
    await view.user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_FAILED_MESSAGE);
    await waitFor(() => expect(storedDrafts()).toContain('kind to my knees'));
    view.unmount();

    await openAfterLoad(product.id);
    expect(await screen.findByRole('textbox', { name: /^Your review/ })).toHaveValue(TEXT);
    expect(titleBox()).toHaveValue('Springy');
    expect(star(5)).toBeChecked();
  });

  it('are saved as the shopper types, before any send', async () => {
    const product = boughtProduct();
    const { user } = await openAfterLoad(product.id);
    await write(user, 'Half-written', 'Still thinking about');
    await waitFor(() => expect(storedDrafts()).toContain('Still thinking about'));
  });

  it('are kept on leaving the screen within a pause in typing, for the next visit', async () => {
    const product = boughtProduct();
    const { store } = await rehydratedStore();
    const options = { store, route: `/product/${product.id}/review`, path: '/product/:id/review', session: 'signedIn' } as const;
    const view = renderWithProviders(<WriteReviewScreen />, options);
    await write(view.user, 'Left at once', TEXT);
    view.unmount();
    renderWithProviders(<WriteReviewScreen />, options);
    expect(await screen.findByRole('textbox', { name: 'Title (optional)' })).toHaveValue('Left at once');
  });

  it('are cleared once the review is sent: the form opens empty again', async () => {
    const product = boughtProduct();
    const view = await openAfterLoad(product.id);
    await write(view.user, 'Springy', TEXT);
    await view.user.click(screen.getByRole('button', { name: 'Submit review' }));
    await screen.findByText(SENT_NOTICES.published);
    await waitFor(() => expect(storedDrafts()).not.toContain('kind to my knees'));
    view.unmount();

    // With the review gone from the server too (as if a moderator removed it), nothing is restored.
    myReviews.mine = {};
    await openAfterLoad(product.id);
    await screen.findByRole('button', { name: 'Submit review' });
    expect(titleBox()).toHaveValue('');
    expect(textBox()).toHaveValue('');
  });

  it('win over the review on the server when editing: the latest typed is what opens', async () => {
    const product = boughtProduct();
    giveMyReview(product.id, { text: 'What the server holds, long enough.' });
    const view = await openAfterLoad(product.id);
    await screen.findByRole('button', { name: 'Update review' });
    await view.user.clear(textBox());
    await view.user.click(textBox());
    await view.user.paste(TEXT);
    await waitFor(() => expect(storedDrafts()).toContain('kind to my knees'));
    view.unmount();
    await openAfterLoad(product.id);
    expect(await screen.findByRole('textbox', { name: /^Your review/ })).toHaveValue(TEXT);
  });

  it('are redacted from the support export: the file holds the stars but none of the words', async () => {
    const product = boughtProduct();
    const saved = captureDownloads();
    const view = renderApp({ route: `/product/${product.id}/review`, session: 'signedIn' });
    await write(view.user, 'Priya Sharma in Koramangala', 'My flat is 4B Lake View, call me on 98450 12345 anytime');
    await waitFor(() => expect(view.store.getState().reviewDrafts.byProduct[product.id]?.reviewText).toMatch(/anytime$/));
    await view.user.click(screen.getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    await view.user.click(await within(dialog).findByRole('button', { name: 'Download file' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const text = await saved[0]!.text;
    expect(text).toContain('"reviewText":"[redacted]"');
    expect(text).not.toMatch(/Priya|Koramangala|Lake View|anytime/);
  });
});
