/**
 * Search on a phone (390×844): a typo in the box, the results, filters in the bottom sheet, a
 * price sort, the product, the cart — with axe on each screen. It holds whichever search answers
 * (the API's `/search` or, on an API without it, the client index), so nothing here names a count
 * or an order the two may differ on.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

async function prices(page: Page): Promise<number[]> {
  const cards = page.getByRole('main').getByRole('article');
  const texts = await cards.evaluateAll((articles) => articles.map((article) => article.textContent ?? ''));
  // A card shows its price first, then the regular price when discounted.
  return texts.map((text) => Number((/₹([\d,]+)/.exec(text)?.[1] ?? '0').replace(/,/g, '')));
}

async function check(group: Locator, name: RegExp) {
  const showAll = group.getByRole('button', { name: /^Show all/ });
  if (await showAll.count()) await showAll.click();
  // The URL changes in a transition: the box is ticked once the new state renders, not at the click.
  const box = group.getByRole('checkbox', { name });
  await box.click();
  await expect(box).toBeChecked();
}

test('a phone shopper types "runing shoes", filters a size and a colour, sorts by price and buys', async ({ page, a11y }) => {
  // Five screens and five axe passes: longer than one page's budget on a loaded machine.
  test.slow();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeFocused();
  await box.pressSequentially('runing shoes');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option', { name: /Running Shoes/ }).first()).toBeVisible();
  await a11y.check();
  await box.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=runing\+shoes$/);
  await expect(page.getByRole('heading', { level: 1, name: /^\d+ results? for 'runn?ing shoes'$/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await a11y.check();

  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await check(sheet.getByRole('group', { name: 'Size' }), /^UK 8 \(\d+\)$/);
  await expect(page).toHaveURL(/[?&]size=UK\+8(&|$)/);
  await check(sheet.getByRole('group', { name: 'Colour' }), /^Black \(\d+\)$/);
  await expect(page).toHaveURL(/[?&]color=Black(&|$)/);
  await a11y.check();
  await sheet.getByRole('button', { name: /^Show [1-9]\d* results?$/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Size: UK 8' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Colour: Black' })).toBeVisible();

  // The browser's own select: the choice is made without a menu of the page's.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect
    .poll(async () => {
      const shown = await prices(page);
      return shown.length > 0 && shown.every((price, index) => index === 0 || shown[index - 1]! <= price);
    })
    .toBe(true);
  await a11y.check();

  const first = page.getByRole('main').getByRole('article').first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('link', { name }).last().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await a11y.check();
  await page.getByRole('group', { name: /Size/ }).getByRole('button', { name: 'UK 8', exact: true }).click();
  await page
    .getByRole('group', { name: /^Colour/ })
    .getByRole('button', { name: 'Black', exact: true })
    .click();
  // The page's own; the phone's buy bar has another after it.
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeAttached();
  await a11y.check();

  // Back and Forward restore the search with its filters and sort.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=runing\+shoes&sort=price-asc&size=UK\+8&color=Black$/);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
});

test('"running shoes under 2000" from the header: a price chip, only running shoes at ₹2,000 or less; removing the chip shows more', async ({
  page,
  a11y,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('running shoes under 2000');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=running\+shoes\+under\+2000$/);
  const chips = page.getByRole('list', { name: 'Filters in use' });
  const chip = chips.getByRole('button', { name: 'Under ₹2,000' });
  await expect(chip).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const names = await cards.evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label') ?? ''));
  expect(names.every((name) => /running shoes/i.test(name))).toBe(true);
  const shown = await prices(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.every((price) => price > 0 && price <= 2000)).toBe(true);
  await a11y.check();

  // The chip goes with one tap, its words leave the query, and the search runs again without it.
  await chip.click();
  await expect(page).toHaveURL(/\/search\?q=running\+shoes$/);
  await expect(chips.getByRole('button', { name: 'Under ₹2,000' })).toHaveCount(0);
  await expect.poll(async () => (await prices(page)).some((price) => price > 2000)).toBe(true);
  expect((await prices(page)).length).toBeGreaterThan(shown.length);

  // The URL keeps the words: a reload of the first address shows the same chip.
  await page.goBack();
  await expect(chips.getByRole('button', { name: 'Under ₹2,000' })).toBeVisible();
});
