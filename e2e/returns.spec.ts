import { API_PREFIX } from '../rules/api';
import { NON_RETURNABLE } from '../rules/returns';
import { availableOf, cartOf, productNamed } from './catalogCart';
import { expect, test } from './fixtures';
import { runShopCommand } from './shopCommand';
import { APP_URL, pay, placeOrder, signIn } from './shopper';

// Products no other journey buys: the spikes have UK 8 and UK 9 plentiful, the goggles are
// hygiene goods (non_returnable in the catalogue).
const SPIKES = 'Pro Cricket Spikes';
const GOGGLES = 'Anti-Fog Swimming Goggles';

test.use({ viewport: { width: 360, height: 740 } });

test('an order cancelled before dispatch, with its reason, puts its pair back on the shelf', async ({ page, context, request, a11y }) => {
  const spikes = await productNamed(request, SPIKES);
  await signIn(request, context);
  await cartOf(context, [{ product: spikes, size: 'UK 10', color: 'White', quantity: 1 }]);
  const before = await availableOf(request, spikes.id, 'UK 10', 'White');
  const orderId = await placeOrder(page, () => Promise.resolve());
  await pay(page, /Cash on delivery/, () => Promise.resolve());
  await expect(page).toHaveURL(/\/orders$/);
  expect(await availableOf(request, spikes.id, 'UK 10', 'White')).toBe(before - 1);

  const order = page.getByRole('article', { name: `Order #${orderId}` });
  await order.getByRole('button', { name: `Cancel order ${orderId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${orderId}?` });
  await dialog.getByRole('radio', { name: 'Delivery is too late' }).check();
  await a11y.check();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`Order ${orderId} has been cancelled.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(order.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(order.getByRole('button', { name: /Cancel order/ })).toHaveCount(0);
  expect(await availableOf(request, spikes.id, 'UK 10', 'White')).toBe(before);

  await order.getByRole('button', { name: /^Timeline/ }).click();
  await expect(order.getByRole('region', { name: `Timeline of order ${orderId}` }).getByText('Cancelled')).toBeVisible();
  await a11y.check();
});

test('delivered by the shop, UK 8 is exchanged for UK 9 (held at once, then shipped) and the goggles are refused with their reason', async ({
  page,
  context,
  request,
  a11y,
}) => {
  // Ordering, two commands, a return form and three more, with axe at every step: past 30 s on a loaded machine.
  test.setTimeout(90_000);
  const spikes = await productNamed(request, SPIKES);
  const goggles = await productNamed(request, GOGGLES);
  await signIn(request, context);
  await cartOf(context, [
    { product: spikes, size: 'UK 8', color: 'White', quantity: 1 },
    { product: goggles, size: '', color: '', quantity: 1 },
  ]);
  const orderId = await placeOrder(page, () => Promise.resolve());
  await pay(page, /Cash on delivery/, () => Promise.resolve());
  await expect(page).toHaveURL(/\/orders$/);
  await runShopCommand('orders', ['ship', orderId, '--tracking', 'AWB8899']);
  await runShopCommand('orders', ['deliver', orderId]);

  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  const timeline = page.getByRole('region', { name: `Timeline of order ${orderId}` });
  await expect(timeline.getByText('Tracking number AWB8899')).toBeVisible();
  await expect(timeline.getByText('Delivered')).toBeVisible();
  await expect(page.getByText(/^Return or exchange by /)).toBeVisible();
  await a11y.check();
  await page.getByRole('link', { name: `Return or exchange items of order ${orderId}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Return or exchange' })).toBeVisible();
  const gogglesBox = page.getByRole('checkbox', { name: new RegExp(GOGGLES) });
  await expect(gogglesBox).toBeDisabled();
  await expect(page.getByText(NON_RETURNABLE.hygiene)).toBeVisible();
  // The server refuses the same line whatever a page sends.
  const cookies = await context.cookies(APP_URL);
  const token = cookies.find((c) => c.name === 'token')!.value;
  const items = (
    (await (await request.get(`${API_PREFIX}/orders`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      data: Array<{ id: string; items: Array<{ id: string; productId: string }> }>;
    }
  ).data.find((o) => o.id === orderId)!.items;
  const gogglesItem = items.find((i) => i.productId === goggles.id)!.id;
  const refused = await request.post(`${API_PREFIX}/orders/${orderId}/returns`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { lines: [{ itemId: gogglesItem, quantity: 1 }], reason: 'quality', resolution: 'refund', refundTo: { upiId: 'asha@okhdfc' } },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toEqual({
    error: 'Some items cannot be returned.',
    lines: [{ itemId: gogglesItem, reason: NON_RETURNABLE.hygiene }],
  });

  const uk9Before = await availableOf(request, spikes.id, 'UK 9', 'White');
  await page.getByRole('checkbox', { name: new RegExp(SPIKES) }).check();
  await page.getByRole('radio', { name: 'Another size or colour' }).check();
  await page.getByRole('combobox', { name: 'Exchange for' }).click();
  await page.getByRole('option', { name: 'Size: UK 9 · Colour: White', exact: true }).click();
  await expect(page.getByRole('listbox', { includeHidden: true })).toHaveCount(0);
  await page.getByRole('radio', { name: "Size doesn't fit" }).check();
  await a11y.check();
  await page.getByRole('button', { name: 'Request exchange' }).click();

  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByText(`Your exchange for order ${orderId} has been requested.`)).toBeVisible();
  expect(await availableOf(request, spikes.id, 'UK 9', 'White')).toBe(uk9Before - 1);
  const returns = page.getByRole('region', { name: 'Returns and exchanges' });
  await expect(returns.getByText(`1 × ${SPIKES} (Size: UK 8 · Colour: White), for Size: UK 9 · Colour: White`)).toBeVisible();
  await expect(timeline.getByText('Return requested')).toBeVisible();
  await a11y.check();

  // The shop moves it on: the courier picks it up, it arrives, the UK 9 pair ships.
  const listed = await runShopCommand('returns', ['list']);
  const returnId = listed
    .split('\n')
    .find((line) => line.includes(`order ${orderId}`))!
    .split(/\s+/)[0]!;
  for (const move of ['pickup', 'receive', 'exchange']) await runShopCommand('returns', [move, returnId]);
  await page.reload();
  await expect(timeline.getByText('Exchange shipped')).toBeVisible();
  await expect(returns.getByText('Exchange shipped')).toBeVisible();
  expect(await availableOf(request, spikes.id, 'UK 9', 'White')).toBe(uk9Before - 1);
});
