import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { addProducts } from '@/test/fakeShop';
import { addReviews, reviewsPage } from '@/test/fakeReviews';
import { gate } from '@/test/gate';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { ProductDetailScreen } from '@/features/catalog/product/ProductDetailScreen';

/** A phone scrolled down to the reviews: every observed element is near the screen. */
class EverythingNear implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

afterEach(() => Reflect.deleteProperty(window, 'IntersectionObserver'));

/**
 * A shoe with 23 reviews (three pages) on the product page, and the reviews' page numbers as
 * asked; the pages in `failOnce` fail the first time, those in `held` answer once `release` is called.
 */
async function openShoeWithManyReviews({ failOnce = [] as number[], held = [] as number[] } = {}) {
  const [shoe] = addProducts({ title: 'Trail Runner' });
  addReviews(shoe!.id, ...Array.from({ length: 23 }, (_, i) => ({ title: `Review number ${i + 1}`, helpful: 100 - i })));
  const asked: number[] = [];
  const failing = new Set(failOnce);
  const hold = gate();
  server.use(
    http.get(`${API}/products/:id/reviews`, async ({ params, request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      asked.push(page);
      if (held.includes(page)) await hold.opened;
      if (failing.delete(page)) return HttpResponse.json({ error: 'Something went wrong' }, { status: 500 });
      return HttpResponse.json(reviewsPage(String(params.id), query));
    }),
  );
  const view = renderWithProviders(<ProductDetailScreen />, { route: `/product/${shoe!.id}`, path: '/product/:id' });
  const section = () => screen.getByRole('region', { name: 'Ratings & reviews' });
  await screen.findByRole('heading', { level: 1, name: 'Trail Runner' });
  await within(section()).findByText('Review number 1');
  const titles = () =>
    within(within(section()).getByRole('list', { name: 'Reviews' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
  const more = () => within(section()).getByRole('button', { name: 'More' });
  return { ...view, asked, titles, more, section, release: () => hold.open() };
}

describe('"More" reviews', () => {
  it('fetches the next page while More nears the screen, so a tap shows it at once', async () => {
    window.IntersectionObserver = EverythingNear;
    const { asked, titles, more, user } = await openShoeWithManyReviews();
    await waitFor(() => expect(asked).toEqual([1, 2]));
    // Fetched ahead, not shown, and the list is not busy for it.
    expect(titles()).toHaveLength(10);
    expect(screen.getByRole('list', { name: 'Reviews' })).toHaveAttribute('aria-busy', 'false');
    expect(more()).toBeEnabled();
    await user.click(more());
    // Shown in the tap's own render, with no request of its own.
    expect(titles()).toHaveLength(20);
    expect(titles().slice(9, 11)).toEqual(['Review number 10', 'Review number 11']);
    // ... and the page after it is on its way, ahead of the next tap.
    await waitFor(() => expect(asked).toEqual([1, 2, 3]));
    await user.click(more());
    expect(titles()).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(asked).toEqual([1, 2, 3]);
  });

  it('without a way to see the screen, fetches on the tap and shows the page once it arrives', async () => {
    const { asked, titles, more, user, release } = await openShoeWithManyReviews({ held: [2] });
    expect(asked).toEqual([1]);
    await user.click(more());
    expect(more()).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Reviews' })).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(asked).toEqual([1, 2]);
    expect(more()).toBeEnabled();
  });

  it('says nothing of a page fetched ahead that failed, and asks again when More is tapped', async () => {
    window.IntersectionObserver = EverythingNear;
    const { asked, titles, more, user, section } = await openShoeWithManyReviews({ failOnce: [2] });
    await waitFor(() => expect(asked).toEqual([1, 2]));
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
    expect(titles()).toHaveLength(10);
    await user.click(more());
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(asked.slice(0, 3)).toEqual([1, 2, 2]);
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the shopper when the page they asked for could not be loaded, and More tries again', async () => {
    const { asked, titles, more, user, section } = await openShoeWithManyReviews({ failOnce: [2] });
    await user.click(more());
    expect(await within(section()).findByRole('alert')).toHaveTextContent('More reviews could not be loaded. Please try again.');
    expect(titles()).toHaveLength(10);
    await user.click(more());
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(asked).toEqual([1, 2, 2]);
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
  });
});
