import { soldOutSizeName, STOCK_TEXTS } from '../rules/stock';
import { cartOf, productNamed } from './catalogCart';
import { expect, test } from './fixtures';
import { mailsTo } from './inbox';
import { runShopCommand } from './shopCommand';
import { appReady } from './shopper';

// Products no other journey buys: the seed has CrossGrip's UK 9 and UK 10 sold out and one UK 11
// left, and Ridge sold out in every size.
const CROSSGRIP = 'CrossGrip Training Shoes';
const RIDGE = 'Ridge Trail Running Shoes';

test.use({ viewport: { width: 360, height: 740 } });

test('a size sold out elsewhere while it sits in the cart is shown there and fixed in one tap; the product page draws sold-out sizes from the server', async ({
  page,
  context,
  request,
  a11y,
}) => {
  const product = await productNamed(request, CROSSGRIP);
  const { id } = product;
  // Two of the last UK 11, put in the cart earlier.
  await cartOf(context, [{ product, size: 'UK 11', color: 'Grey', quantity: 2 }]);

  // Drawn by the server: the sold-out size is named so before any script runs.
  const html = await (await request.get(`/product/${id}`)).text();
  expect(html).toContain(`aria-label="${soldOutSizeName('UK 9')}"`);
  await page.goto(`/product/${id}`);
  await appReady(page);
  const sizes = page.getByRole('group', { name: /Size$/ });
  const gone = sizes.getByRole('button', { name: soldOutSizeName('UK 9') });
  await expect(gone).toHaveAttribute('aria-disabled', 'true');
  await sizes.getByRole('button', { name: 'UK 11', exact: true }).click();
  await expect(page.getByText('Only 1 left')).toBeVisible();
  await a11y.check();

  await page.goto('/cart');
  await expect(page.getByText('Only 1 left in UK 11')).toBeVisible();
  await a11y.check();
  await page.getByRole('button', { name: 'Change to 1' }).click();
  await expect(page.getByText('Only 1 left in UK 11')).toBeHidden();
  await expect(page.getByText('Subtotal (1 item)')).toBeVisible();

  // Another shopper takes the last pair.
  expect(await runShopCommand('stock', ['set', id, '--size', 'UK 11', '--color', 'Grey', '0'])).toContain('UK 11');
  await page.goto('/cart');
  await expect(page.getByText('UK 11 is sold out')).toBeVisible();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByText('UK 11 is sold out')).toBeHidden();
});

test('a sold-out product says so and offers Notify me; the wish is kept, and restocking by the command e-mails it once', async ({
  page,
  request,
  a11y,
}) => {
  const { id } = await productNamed(request, RIDGE);
  const email = `wish-${Date.now()}@example.com`;

  // Found by its name, listed and marked sold out; "In stock only" (the phone's filter sheet) leaves it out.
  await page.goto(`/search?q=${encodeURIComponent(RIDGE)}`);
  await appReady(page);
  const card = page.getByRole('link', { name: RIDGE }).first();
  await expect(card).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  // The filter lives in the URL: the box is ticked once the address says so.
  await sheet.getByRole('checkbox', { name: STOCK_TEXTS.inStockOnly }).click();
  await expect(page).toHaveURL(/inStock=true/);
  await expect(sheet.getByRole('checkbox', { name: STOCK_TEXTS.inStockOnly })).toBeChecked();
  await a11y.check();
  await sheet.getByRole('button', { name: /^Show \d+ results?$/ }).click();
  await expect(page.getByRole('link', { name: RIDGE })).toHaveCount(0);

  await page.goto(`/product/${id}`);
  await appReady(page);
  await expect(page.getByText(STOCK_TEXTS.soldOut).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await page.getByRole('button', { name: STOCK_TEXTS.notifyMe }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Tell me when it is back' });
  await expect(dialog).toBeVisible();
  await a11y.check();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('button', { name: STOCK_TEXTS.notifyMe }).click();
  await expect(page.getByText(`We will e-mail ${email} when it is back.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await runShopCommand('stock', ['set', id, '--size', 'UK 9', '--color', 'Olive', '3']);
  const [mail, ...more] = await mailsTo(email, /^Ridge Trail Running Shoes is back in stock$/);
  expect(more).toHaveLength(0);
  expect(mail!.text).toContain('Ridge Trail Running Shoes is back in stock.');
  expect(mail!.text).toMatch(/Unsubscribe: http\S+\/messages\/unsubscribe\?u=/);

  // The page server's copy of the page is fresh for PAGE_CACHE_MS, then drawn again.
  await expect(async () => {
    await page.reload();
    await appReady(page);
    await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
});
