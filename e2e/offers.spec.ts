import { API_PREFIX } from '../rules/api';
import { OFFER_TEXTS } from '../rules/offerTexts';
import { cartOf, productNamed } from './catalogCart';
import { expect, test } from './fixtures';
import { pay, placeOrder, signIn, appReady } from './shopper';

// A running shoe no other journey buys: ₹5,499. For a new account the demo offers give, best
// first, FIRST15 (15 % off a first order, up to ₹1,000: ₹824.85), RUN10 (10 % off running shoes, up
// to ₹500) and, without a code, ₹200 off above ₹2,999.
const CLOUDPACE = "CloudPace Women's Running Shoes";

test.use({ viewport: { width: 360, height: 740 } });

test('a running shoe shows its best price with FIRST15; applied from the offers sheet, the saving is charged and shown on the order', async ({
  page,
  context,
  request,
  a11y,
}) => {
  const shoe = await productNamed(request, CLOUDPACE);
  await signIn(request, context);
  // In the cart before the first page: the stored cart is only filled while none is stored.
  await cartOf(context, [{ product: shoe, size: 'UK 6', color: 'Lilac', quantity: 1 }]);
  await page.goto(`/product/${shoe.id}`);
  await appReady(page);
  await expect(page.getByText('Best price ₹4,674.15 with FIRST15')).toBeVisible();
  await a11y.check();

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  const sheet = page.getByRole('dialog', { name: 'Coupons and offers' });
  await expect(sheet.getByRole('listitem').first()).toContainText('FIRST15');
  await expect(sheet.getByRole('listitem').first()).toContainText('Save ₹824.85');
  await expect(sheet.getByRole('listitem').nth(1)).toContainText('RUN10');
  await expect(sheet.getByRole('listitem').nth(1)).toContainText('Save ₹500');
  await a11y.check();
  await sheet.getByRole('button', { name: 'Apply FIRST15' }).click();
  await expect(sheet).toBeHidden();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('You save ₹824.85')).toBeVisible();
  await expect(summary.getByText('Discount (FIRST15)')).toBeVisible();
  await a11y.check();

  // The code survives a reload with the cart.
  await page.reload();
  await expect(summary.getByText('You save ₹824.85')).toBeVisible();

  const orderId = await placeOrder(page, async () => {
    await expect(page.getByRole('region', { name: 'Order Summary' }).getByText('You save ₹824.85')).toBeVisible();
  });
  await pay(page, /Cash on delivery/, () => Promise.resolve());
  await expect(page).toHaveURL(/\/orders$/);
  const order = page.getByRole('article', { name: `Order #${orderId}` });
  await expect(order.getByText('Discount (FIRST15): −$824.85')).toBeVisible();
  await expect(order.getByText('Total: $4674.15')).toBeVisible();
  await a11y.check();
});

test('an offer link opens the cart with the code; an expired one says why', async ({ page, context, request, a11y }) => {
  const shoe = await productNamed(request, CLOUDPACE);
  await cartOf(context, [{ product: shoe, size: 'UK 7', color: 'White', quantity: 1 }]);
  await page.goto('/offer/EXPIRED');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(`EXPIRED: ${OFFER_TEXTS.expired}`)).toBeVisible();
  await a11y.check();
  await page.getByRole('button', { name: 'Remove coupon EXPIRED' }).click();
  await expect(page.getByText(`EXPIRED: ${OFFER_TEXTS.expired}`)).toBeHidden();

  await page.goto('/offer/run10');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByText('You save ₹500')).toBeVisible();
});

test('a burst of guessed codes is throttled with a clear wait', async ({ request }) => {
  const shoe = await productNamed(request, CLOUDPACE);
  const statuses: number[] = [];
  let refusal = '';
  for (let i = 0; i < 8; i += 1) {
    const answer = await request.post(`${API_PREFIX}/cart/quote`, {
      data: { lines: [{ productId: shoe.id, quantity: 1 }], coupon: `GUESS${i}${Date.now() % 1000}` },
    });
    statuses.push(answer.status());
    if (answer.status() === 429) refusal = ((await answer.json()) as { error: string }).error;
  }
  expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
  expect(statuses.slice(5)).toEqual([429, 429, 429]);
  expect(refusal).toMatch(/^Too many coupon tries\. Please wait \d+ minutes? and try again\.$/);
});
