/** Shopping journeys on a phone (390×844): sizes and colours from cards, the wishlist, Clear Cart's Undo. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady } from './shopper';

interface ProductDto {
  id: string;
  title: string;
  category: string;
  attributes: { key: string; value: string[] }[];
}

async function catalogue(request: APIRequestContext): Promise<ProductDto[]> {
  return ((await (await request.get('/api/v1/products?limit=100')).json()) as { data: ProductDto[] }).data;
}

const options = (product: ProductDto, key: RegExp) => product.attributes.find((a) => key.test(a.key))?.value ?? [];

/** A product with several sizes, shown on its category's first listing page. */
async function productWithSizes(request: APIRequestContext): Promise<ProductDto> {
  const found = (await catalogue(request)).find((p) => options(p, /^sizes?$/i).length > 1);
  if (!found) throw new Error('no product with several sizes');
  return found;
}

async function openCategoryCard(page: Page, product: ProductDto) {
  await page.goto(`/products?category=${encodeURIComponent(product.category.toLowerCase())}`);
  const card = page.getByRole('article', { name: product.title });
  await expect(card).toBeVisible();
  return card;
}

// The product page's own Add to Cart is the first in main: the buy bar (a phone's) has another after it.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('a card’s Add to Cart on a product with several sizes asks for the size first', async ({ page, a11y, request }) => {
  const product = await productWithSizes(request);
  const card = await openCategoryCard(page, product);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const chooser = page.getByRole('dialog', { name: product.title });
  await expect(chooser).toBeVisible();
  // The page behind the modal chooser is hidden from the accessibility tree.
  await expect(page.getByRole('link', { name: 'Cart, 0 items', includeHidden: true })).toBeAttached();
  await a11y.check();

  await chooser.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('You must select a size before adding to cart')).toBeVisible();
  const size = options(product, /^sizes?$/i)[1]!;
  await chooser.getByRole('group', { name: /Size/ }).getByRole('button', { name: size, exact: true }).click();
  for (const colour of options(product, /^(colou?rs?)$/i).slice(0, 1)) {
    await chooser
      .getByRole('group', { name: /^Colour/ })
      .getByRole('button', { name: colour, exact: true })
      .click();
  }
  await chooser.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(chooser).toBeHidden();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeAttached();
  const stored = await page.evaluate(() => window.localStorage.getItem('cart'));
  expect(JSON.parse(JSON.parse(stored ?? '{}').lines as string)).toEqual([
    expect.objectContaining({ id: product.id, quantity: 1, selectedSize: size }),
  ]);
});

test('the product page asks for a colour when there are several', async ({ page, request }) => {
  const product = (await catalogue(request)).find((p) => options(p, /^colou?rs?$/i).length > 1);
  if (!product) throw new Error('no product with several colours');
  await page.goto(`/product/${product.id}`);
  for (const size of options(product, /^sizes?$/i).slice(0, 1)) {
    await page.getByRole('group', { name: /Size/ }).getByRole('button', { name: size, exact: true }).click();
  }
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('You must select a colour before adding to cart')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
});

test('the wishlist: save from a card, find it from the menu, add it through the chooser, remove it', async ({ page, a11y, request }) => {
  const product = await productWithSizes(request);
  const card = await openCategoryCard(page, product);
  await card.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  const saved = page.getByRole('list', { name: 'Saved products' }).getByRole('article', { name: product.title });
  await expect(saved).toBeVisible();
  await a11y.check();

  await saved.getByRole('button', { name: 'Add to Cart' }).click();
  const chooser = page.getByRole('dialog', { name: product.title });
  await chooser.getByRole('group', { name: /Size/ }).getByRole('button').first().click();
  for (const colour of options(product, /^(colou?rs?)$/i).slice(0, 1)) {
    await chooser
      .getByRole('group', { name: /^Colour/ })
      .getByRole('button', { name: colour, exact: true })
      .click();
  }
  await chooser.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeAttached();

  await saved.getByRole('button', { name: `Remove ${product.title} from wishlist` }).click();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();
  await a11y.check();
});

test('Clear Cart can be undone from its notice', async ({ page, request }) => {
  const product = (await catalogue(request)).find((p) => options(p, /^sizes?$/i).length <= 1 && options(p, /^colou?rs?$/i).length <= 1);
  if (!product) throw new Error('no product without choices');
  await page.goto(`/product/${product.id}`);
  await appReady(page);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
});

test('a tap on Add to Cart while the server-drawn page is still hydrating lands on the button', async ({ page, request }) => {
  // Add to Cart is below the fold here: the tap scrolls to it. Hydration used to scroll the page
  // back to the top under the finger, and the tap's click hit the product's picture.
  const product = (await catalogue(request)).find((p) => options(p, /^sizes?$/i).length <= 1 && options(p, /^colou?rs?$/i).length <= 1);
  if (!product) throw new Error('no product without choices');
  // A mid-range phone's CPU: hydration takes long enough for a shopper to reach the button.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
  // As soon as the app has started taking the page over (React marks its container).
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')));
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().tap();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('list', { name: 'Cart items' }).getByText(product.title)).toBeVisible();
});
