import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { boughtProduct, giveMyReview, myReviews } from '@/test/fakeMyReviews';
import { addProducts, shop } from '@/test/fakeShop';
import { renderWithProviders, type RenderOptions } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { REVIEW_MESSAGES } from '@rules/reviews';
import { SENT_NOTICES } from './reviewRules';
import { SEND_FAILED_MESSAGE, SWITCHED_TO_EDIT_MESSAGE } from './sendFailure';
import { WriteReviewScreen } from './WriteReviewScreen';

const GOOD_TEXT = 'Light, springy and kind to my knees on long runs.';

function openForm(productId: string, options: RenderOptions = {}) {
  return renderWithProviders(<WriteReviewScreen />, {
    route: `/product/${productId}/review`,
    path: '/product/:id/review',
    session: 'signedIn',
    ...options,
  });
}

type User = ReturnType<typeof openForm>['user'];

const titleBox = () => screen.getByRole('textbox', { name: 'Title (optional)' });
const textBox = () => screen.getByRole('textbox', { name: /^Your review/ });
const star = (count: number) => screen.getByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` });

// jsdom has no layout: MUI's Rating reads where the pointer is over the stars on a mouse move (NaN
// here), so a star is chosen by its radio's click alone, as a tap ends.
const chooseStars = (count: number) => fireEvent.click(star(count));

async function fill(user: User, box: HTMLElement, text: string) {
  await user.clear(box);
  await user.click(box);
  if (text) await user.paste(text);
}

async function writeGoodReview(user: User, text = GOOD_TEXT) {
  await screen.findByRole('button', { name: /Submit review|Update review/ });
  chooseStars(4);
  await fill(user, titleBox(), 'Great for long runs');
  await fill(user, textBox(), text);
}

describe('the review form', () => {
  it('shows the product, what was bought (read-only), the stars, title, text and Submit review', async () => {
    const product = boughtProduct();
    openForm(product.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Write a review' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'AeroStride Running Shoes' })).toBeInTheDocument();
    expect(screen.getByText('Size: UK 9 · Colour: Black')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your rating (required)' })).toBeInTheDocument();
    expect(titleBox()).toHaveValue('');
    expect(textBox()).toBeRequired();
    expect(screen.getByRole('button', { name: 'Submit review' })).toBeInTheDocument();
  });

  it('says every rule’s message on sending an empty form, and moves focus to the stars', async () => {
    const { user } = openForm(boughtProduct().id);
    await user.click(await screen.findByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.rating)).toBeInTheDocument();
    expect(textBox()).toHaveAccessibleDescription(`${REVIEW_MESSAGES.textTooShort} 0 / 2,000 characters`);
    expect(screen.getByRole('group', { name: 'Your rating (required)' })).toHaveAccessibleDescription(REVIEW_MESSAGES.rating);
    await waitFor(() => expect(star(1)).toHaveFocus());
    expect(myReviews.sent).toEqual([]);
  });

  it('says a title is too long and a text too short or too long once the field is left, with counters of what counts', async () => {
    const { user } = openForm(boughtProduct().id);
    await screen.findByRole('button', { name: 'Submit review' });
    await fill(user, titleBox(), 'x'.repeat(101));
    await user.tab();
    await waitFor(() => expect(titleBox()).toHaveAccessibleDescription(`${REVIEW_MESSAGES.titleTooLong} 101 / 100 characters`));
    await fill(user, titleBox(), `  ${'x'.repeat(100)}  `);
    await waitFor(() => expect(titleBox()).toHaveAccessibleDescription('100 / 100 characters'));

    await fill(user, textBox(), '  too short  ');
    await user.tab();
    await waitFor(() => expect(textBox()).toHaveAccessibleDescription(`${REVIEW_MESSAGES.textTooShort} 9 / 2,000 characters`));
    await fill(user, textBox(), 'y'.repeat(2001));
    await waitFor(() => expect(textBox()).toHaveAccessibleDescription(`${REVIEW_MESSAGES.textTooLong} 2,001 / 2,000 characters`));
    await fill(user, textBox(), 'z'.repeat(2000));
    await waitFor(() => expect(textBox()).toHaveAccessibleDescription('2,000 / 2,000 characters'));
  });

  it('counts an emoji as one character, as the server does, and sends a title of 100 of them', async () => {
    const { user } = openForm(boughtProduct().id);
    await screen.findByRole('button', { name: 'Submit review' });
    chooseStars(5);
    await fill(user, titleBox(), '👟'.repeat(101));
    await user.tab();
    await waitFor(() => expect(titleBox()).toHaveAccessibleDescription(`${REVIEW_MESSAGES.titleTooLong} 101 / 100 characters`));
    await fill(user, titleBox(), '👟'.repeat(100));
    await waitFor(() => expect(titleBox()).toHaveAccessibleDescription('100 / 100 characters'));
    await fill(user, textBox(), GOOD_TEXT);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(myReviews.sent).toHaveLength(1));
    expect(myReviews.sent[0]!.body.title).toBe('👟'.repeat(100));
  });

  it('takes the stars from the keyboard: arrow keys move the choice, each star named', async () => {
    const { user } = openForm(boughtProduct().id);
    await screen.findByRole('button', { name: 'Submit review' });
    await user.tab();
    expect(screen.getByRole('radio', { name: 'No stars chosen' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(star(3)).toBeChecked();
    expect(star(3)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(star(2)).toBeChecked();
    expect(screen.queryByText(REVIEW_MESSAGES.rating)).not.toBeInTheDocument();
  });

  it('sends it, goes back to the product’s reviews and says it is live', async () => {
    const product = boughtProduct();
    const { user, router } = openForm(product.id);
    await writeGoodReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(SENT_NOTICES.published)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/product/${product.id}`);
    expect(router.state.location.hash).toBe('#reviews');
    expect(myReviews.sent).toEqual([
      { method: 'POST', productId: product.id, body: { rating: 4, title: 'Great for long runs', text: GOOD_TEXT } },
    ]);
  });

  it('says a review held for checking will appear once checked', async () => {
    const { user } = openForm(boughtProduct().id);
    await writeGoodReview(user, `${GOOD_TEXT} More at https://example.test`);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(SENT_NOTICES.pending)).toBeInTheDocument();
  });

  it('prefills the shopper’s review to edit it, and sends the change with PUT', async () => {
    const product = boughtProduct();
    giveMyReview(product.id, { rating: 2, title: 'Too narrow', text: 'Pinches at the toe after five kilometres.' });
    const { user } = openForm(product.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit your review' })).toBeInTheDocument();
    expect(star(2)).toBeChecked();
    expect(titleBox()).toHaveValue('Too narrow');
    expect(textBox()).toHaveValue('Pinches at the toe after five kilometres.');
    chooseStars(3);
    await user.click(screen.getByRole('button', { name: 'Update review' }));
    expect(await screen.findByText(SENT_NOTICES.published)).toBeInTheDocument();
    expect(myReviews.sent.map(({ method, body }) => [method, body.rating])).toEqual([['PUT', 3]]);
  });

  it('puts the server’s field messages (422) on their fields', async () => {
    server.use(
      http.post(`${API}/products/:id/reviews`, () =>
        HttpResponse.json(
          { error: REVIEW_MESSAGES.titleTooLong, fields: { title: REVIEW_MESSAGES.titleTooLong, text: REVIEW_MESSAGES.textTooShort } },
          { status: 422 },
        ),
      ),
    );
    const { user } = openForm(boughtProduct().id);
    await writeGoodReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(titleBox()).toHaveAccessibleDescription(`${REVIEW_MESSAGES.titleTooLong} 19 / 100 characters`));
    expect(textBox()).toHaveAccessibleDescription(new RegExp(`^${REVIEW_MESSAGES.textTooShort}`));
    expect(titleBox()).toHaveFocus();
    expect(textBox()).toHaveValue(GOOD_TEXT);
  });

  it('says only buyers may review (403), with a way back to the product', async () => {
    const product = boughtProduct();
    server.use(http.post(`${API}/products/:id/reviews`, () => HttpResponse.json({ error: REVIEW_MESSAGES.notBuyer }, { status: 403 })));
    const { user } = openForm(product.id);
    await writeGoodReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REVIEW_MESSAGES.notBuyer);
    expect(within(alert).getByRole('link', { name: 'Back to the product' })).toHaveAttribute('href', `/product/${product.id}`);
  });

  it('switches to editing when the shopper already has a review (409), and replaces it on the next send', async () => {
    const product = boughtProduct();
    const { user } = openForm(product.id);
    await writeGoodReview(user);
    giveMyReview(product.id); // written meanwhile, in another tab
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SWITCHED_TO_EDIT_MESSAGE);
    expect(textBox()).toHaveValue(GOOD_TEXT);
    await user.click(await screen.findByRole('button', { name: 'Update review' }));
    expect(await screen.findByText(SENT_NOTICES.published)).toBeInTheDocument();
    expect(myReviews.sent.map(({ method }) => method)).toEqual(['POST', 'PUT']);
    expect(myReviews.mine[product.id]?.text).toBe(GOOD_TEXT);
  });

  it('says to wait when the shopper sent too many (429), in the server’s words', async () => {
    const tooMany = 'Too many reviews: try again in 10 minutes';
    server.use(http.post(`${API}/products/:id/reviews`, () => HttpResponse.json({ error: tooMany }, { status: 429 })));
    const { user } = openForm(boughtProduct().id);
    await writeGoodReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
  });

  it.each([
    ['the network fails', () => HttpResponse.error()],
    ['the server fails (500)', () => HttpResponse.json({ error: 'boom' }, { status: 500 })],
  ])('says the review was not sent when %s, and loses nothing typed', async (_label, answer) => {
    server.use(http.post(`${API}/products/:id/reviews`, answer));
    const { user, router } = openForm(boughtProduct().id);
    await writeGoodReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_FAILED_MESSAGE);
    expect(star(4)).toBeChecked();
    expect(titleBox()).toHaveValue('Great for long runs');
    expect(textBox()).toHaveValue(GOOD_TEXT);
    expect(router.state.location.pathname).toMatch(/\/review$/);
  });
});

describe('before the form', () => {
  it('tells a shopper who did not buy the product that only buyers may review it', async () => {
    const [product] = addProducts({ title: 'Cork Yoga Mat' });
    openForm(product!.id);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REVIEW_MESSAGES.notBuyer);
    expect(within(alert).getByRole('link', { name: 'Back to the product' })).toHaveAttribute('href', `/product/${product!.id}`);
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
  });

  it('counts a pending or cancelled order as no purchase', async () => {
    const pending = boughtProduct({}, undefined, 0);
    openForm(pending.id);
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.notBuyer);
    expect(shop.orders[0]?.status).toBe(0);
  });

  it('says the shop takes no reviews when the API has none (404)', async () => {
    myReviews.reviews = 'missing';
    openForm(boughtProduct().id);
    expect(await screen.findByRole('alert')).toHaveTextContent("This shop doesn't take reviews at the moment.");
  });

  it.each([405, 501])('says the same of an API answering %s, as the product page hides reviews for it', async (status) => {
    server.use(http.get(`${API}/products/:id/reviews/mine`, () => HttpResponse.json({ error: 'No such endpoint' }, { status })));
    openForm(boughtProduct().id);
    expect(await screen.findByRole('alert')).toHaveTextContent("This shop doesn't take reviews at the moment.");
  });

  it('offers to try again when the check fails', async () => {
    const product = boughtProduct();
    let failing = true;
    server.use(
      http.get(`${API}/products/:id/reviews/mine`, () =>
        failing
          ? HttpResponse.json({ error: 'down' }, { status: 503 })
          : HttpResponse.json({ eligible: true, purchase: null, review: null }),
      ),
    );
    const { user } = openForm(product.id);
    await screen.findByText("We couldn't check your purchase of this product. Please try again.");
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Submit review' })).toBeInTheDocument();
  });
});

describe('the form and axe', () => {
  it('has no WCAG A/AA violations, empty and with every message shown', async () => {
    const { user, container } = openForm(boughtProduct().id);
    await user.click(await screen.findByRole('button', { name: 'Submit review' }));
    await screen.findByText(REVIEW_MESSAGES.rating);
    await act(async () => {
      const results = await axe.run(container, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`)).toEqual([]);
    });
  });
});
