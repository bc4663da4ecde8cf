import { screen, within } from '@testing-library/react';
import { addProducts } from '@/test/fakeShop';
import { addReviews } from '@/test/fakeReviews';
import { renderApp } from '@/test/renderWithProviders';
import { mockViewportWidth, restoreViewport } from '@/test/viewport';

// On a 360 px phone, as the product page's other phone tests do (jsdom has no layout: the
// media queries answer as the phone would). What must hold there: everything can be reached and
// changing the sort or filter leaves the shopper where they are on the page.

let scrolledTo: unknown[] = [];

beforeEach(() => {
  mockViewportWidth(360);
  scrolledTo = [];
  window.scrollTo = ((options: unknown) => scrolledTo.push(options)) as typeof window.scrollTo;
});
afterEach(() => {
  restoreViewport();
  window.scrollTo = () => undefined;
});

it('on a phone, offers the histogram, sort, votes and More, and keeps the page in place when the sort changes', async () => {
  const [shoe] = addProducts({ title: 'Trail Runner' });
  addReviews(shoe!.id, ...Array.from({ length: 11 }, (_, i) => ({ title: `Review ${i + 1}`, rating: (i % 5) + 1 })));
  const { user, router } = renderApp({ route: `/product/${shoe!.id}` });
  const section = await screen.findByRole('region', { name: 'Ratings & reviews' });
  await within(section).findByRole('list', { name: 'Reviews' });
  expect(within(section).getAllByRole('button', { name: /^\d stars?, \d+ reviews?$/ })).toHaveLength(5);
  expect(within(section).getAllByRole('button', { name: /^Helpful \(\d+\)$/ })).toHaveLength(10);
  expect(within(section).getByRole('button', { name: 'More' })).toBeInTheDocument();

  await user.selectOptions(within(section).getByRole('combobox', { name: 'Sort reviews' }), 'Lowest rated');
  await within(section).findByRole('combobox', { name: 'Sort reviews' });
  expect(router.state.location.search).toBe('?sort=lowest');
  expect(scrolledTo).toEqual([]);
});
