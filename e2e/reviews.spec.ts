/**
 * Issue 30's journey: a shopper buys a product, pays cash on delivery, writes a review from the
 * order, sees it on the product page as a verified buyer's, finds another buyer's review helpful,
 * and sorts and filters the reviews — with axe on every page.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { pay, placeOrder, seedCart, signIn } from './shopper';

interface RatedProduct {
  id: string;
  title: string;
  imgUrl: string;
  regularPrice: number;
  discountedPrice: number | null;
  rating?: { average: number; count: number };
}

/** Stars of each review shown, as their accessible names say ("4 out of 5 stars"). */
async function starsOf(reviews: Locator): Promise<number[]> {
  const names = await reviews
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('[role="img"]')?.getAttribute('aria-label') ?? ''));
  return names.map((name) => Number(/^(\d) out of 5 stars/.exec(name)?.[1] ?? NaN));
}

test('a buyer writes a review from the order, sees it on the product page, votes another helpful, sorts and filters', async ({
  page,
  a11y,
  request,
  context,
}) => {
  // A product under the cash-on-delivery ceiling that other buyers (the seed's) have reviewed.
  const { data } = (await (await request.get('/api/v1/products?limit=100')).json()) as { data: RatedProduct[] };
  const product = data.find((p) => (p.discountedPrice ?? p.regularPrice) <= 5_000 && (p.rating?.count ?? 0) >= 3);
  expect(product, 'a seeded product with reviews').toBeDefined();
  const { id } = product!;

  await signIn(request, context);
  await seedCart(request, context, [product!]);
  const orderId = await placeOrder(page, () => Promise.resolve());
  await pay(page, /Cash on delivery/, () => Promise.resolve());
  await expect(page).toHaveURL(/\/orders$/);

  const order = page.getByRole('article', { name: `Order #${orderId}` });
  await order.getByRole('link', { name: 'Write a review' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${id}/review$`));
  await expect(page.getByRole('heading', { name: 'Write a review', level: 1 })).toBeVisible();
  await a11y.check();

  // The rules answer before anything is sent.
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Choose a star rating')).toBeVisible();
  await expect(page.getByText('Review must be at least 20 characters')).toBeVisible();

  // Each star is a thumb's target, 44×44 px at least.
  for (const stars of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
    const box = await page
      .locator('label')
      .filter({ hasText: new RegExp(`^${stars}$`) })
      .boundingBox();
    expect(box, stars).not.toBeNull();
    expect(Math.min(box!.width, box!.height), `${stars}: ${box!.width}×${box!.height}`).toBeGreaterThanOrEqual(44);
  }

  const title = `Light and quick ${Date.now()}`;
  // The fourth star, as a finger taps it (the radio itself is visually hidden inside its label).
  await page
    .locator('label')
    .filter({ hasText: /^4 stars$/ })
    .click();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Title (optional)' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Your review' })
    .fill('Wore these for a 10k in Pune: the cushioning held up and they run true to size.');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thanks! Your review is live.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/product/${id}`));

  const section = page.getByRole('region', { name: 'Ratings & reviews' });
  const reviews = section.getByRole('list', { name: 'Reviews' });
  await section.getByRole('combobox', { name: 'Sort reviews' }).selectOption({ label: 'Newest' });
  await expect(page).toHaveURL(/sort=newest/);
  const mine = reviews.getByRole('listitem').first();
  await expect(mine.getByRole('heading', { name: title })).toBeVisible();
  await expect(mine.getByText('Verified buyer')).toBeVisible();
  await expect(mine.getByText('Asha R.')).toBeVisible();
  await expect(mine.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await a11y.check();

  // Another buyer's review, found helpful: its count goes up by one and the button stays pressed.
  const theirs = reviews.getByRole('listitem').filter({ hasNotText: title }).first();
  const helpful = theirs.getByRole('button', { name: /^Helpful \(\d+\)$/ });
  const before = Number(/\((\d+)\)/.exec((await helpful.textContent()) ?? '')![1]);
  await helpful.click();
  await expect(theirs.getByRole('button', { name: `Helpful (${before + 1})` })).toHaveAttribute('aria-pressed', 'true');

  await section.getByRole('combobox', { name: 'Sort reviews' }).selectOption({ label: 'Lowest rated' });
  await expect(page).toHaveURL(/sort=lowest/);
  await expect
    .poll(async () => {
      const stars = await starsOf(reviews);
      return stars.length > 1 && stars.every((s, i) => i === 0 || stars[i - 1]! <= s);
    })
    .toBe(true);

  await section.getByRole('button', { name: /^4 stars, / }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Showing 4-star reviews' })).toBeVisible();
  await expect(page).toHaveURL(/star=4/);
  await expect
    .poll(async () => {
      const stars = await starsOf(reviews);
      return stars.length > 0 && stars.every((s) => s === 4);
    })
    .toBe(true);
  await expect(reviews.getByRole('heading', { name: title })).toBeVisible();
  await a11y.check();

  // Back in Orders, the line names the form it opens now.
  await page.goto('/orders');
  await expect(order.getByRole('link', { name: 'Edit your review' })).toBeVisible();
  await expect(order.getByRole('link', { name: 'Write a review' })).toHaveCount(0);
});
