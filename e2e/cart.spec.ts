import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, registerShopper } from './shopper';

const BANDS = 'Resistance Band Set (5 Levels)';
const line = (colour: string) => `${BANDS} (Colour: ${colour} · Size: One Size)`;

async function productId(request: APIRequestContext, title: string): Promise<string> {
  const response = await request.get('/api/v1/products', { params: { limit: 100 } });
  const body = (await response.json()) as { data: { id: string; title: string }[] };
  const product = body.data.find((candidate) => candidate.title === title);
  if (!product) throw new Error(`No product titled ${title}`);
  return product.id;
}

async function addColour(page: Page, id: string, colour: string) {
  await page.goto(`/product/${id}`);
  await appReady(page);
  await page
    .getByRole('group', { name: /^Colour/ })
    .getByRole('button', { name: colour, exact: true })
    .click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

const quantity = (page: Page, colour: string) => page.getByRole('status', { name: `Quantity of ${line(colour)}` });
const cartLines = (page: Page) => page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');

test.describe('cart', () => {
  test('two variants make two lines, the same variant again raises its quantity, and the cart survives reloads', async ({
    page,
    a11y,
    request,
  }) => {
    const id = await productId(request, BANDS);

    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await a11y.check();

    await addColour(page, id, 'Red');
    await expect(page.getByText('Added to cart')).toBeVisible();
    await addColour(page, id, 'Blue');
    await expect(cartLines(page)).toHaveCount(2);
    await addColour(page, id, 'Red');
    await expect(page.getByText('Cart updated')).toBeVisible();
    await expect(cartLines(page)).toHaveCount(2);
    await expect(quantity(page, 'Red')).toHaveText('2');
    await expect(quantity(page, 'Blue')).toHaveText('1');
    await expect(page.getByText('Subtotal (3 items)')).toBeVisible();
    await expect(page.getByRole('button', { name: `Decrease quantity of ${line('Blue')}` })).toBeDisabled();
    await a11y.check();

    await page.reload();
    await expect(quantity(page, 'Red')).toHaveText('2');
    await expect(quantity(page, 'Blue')).toHaveText('1');

    // Another tab sees the same cart once it loads.
    const second = await page.context().newPage();
    await second.goto('/cart');
    await expect(quantity(second, 'Red')).toHaveText('2');
    await expect(cartLines(second)).toHaveCount(2);
    await second.close();

    await page.getByRole('button', { name: `Increase quantity of ${line('Blue')}` }).click();
    await expect(page.getByText('Subtotal (4 items)')).toBeVisible();
    await page.getByRole('button', { name: `Remove ${line('Red')} from cart` }).click();
    await expect(page.getByText('Removed from cart')).toBeVisible();
    await expect(cartLines(page)).toHaveCount(1);
    await page.reload();
    await expect(quantity(page, 'Blue')).toHaveText('2');

    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(page.getByText('All items have been removed from your cart.')).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  test('checkout while signed out asks to sign in, then goes on to checkout', async ({ page, a11y, request }) => {
    const id = await productId(request, BANDS);
    const { email, password } = await registerShopper(request, { label: 'cart', firstName: 'Kabir', lastName: 'Das' });

    await addColour(page, id, 'Green');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByText('Login Required')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await a11y.check();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });
});
