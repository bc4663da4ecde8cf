/**
 * Issue 29's journey: a pincode on a product page answers the day and cash on delivery; the cart
 * keeps it and the checkout finds it with city and state filled; a pincode where cash on delivery
 * is not taken (Port Blair, excluded by the server's default settings) hides it on the payment
 * page, and the API refuses a forced cash payment.
 */
import { listProducts, optionsOf as options } from './catalog';
import { expect, test } from './fixtures';
import { layoutShiftTotal, watchLayoutShifts } from './layoutShift';
import { appReady, signIn, transitionsSettled } from './shopper';

test.use({ viewport: { width: 1366, height: 900 } });

test('a pincode answers the day and COD, fills the checkout, and a non-COD pincode hides COD', async ({ page, a11y, request, context }) => {
  test.setTimeout(90_000);
  await signIn(request, context);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')!.value;
  // A product below the COD ceiling whose size and colour (if any) need no choice.
  const data = await listProducts(request);
  const product = data.find(
    (p) => (p.discountedPrice ?? p.regularPrice) < 20_000 && options(p, /^sizes?$/i).length <= 1 && options(p, /^colou?rs?$/i).length <= 1,
  )!;
  expect(product).toBeDefined();

  await page.goto(`/product/${product.id}`);
  await appReady(page);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await delivery.getByRole('textbox', { name: 'Pincode' }).fill('560001');
  const answer = delivery.getByRole('status');
  await expect(answer).toContainText(/Delivery by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2} · Cash on Delivery available/);
  await expect(answer).toContainText('Karnataka');
  await transitionsSettled(page);
  await a11y.check();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const cartDelivery = page.getByRole('region', { name: 'Delivery' });
  await expect(cartDelivery.getByRole('textbox', { name: 'Pincode' })).toHaveValue('560 001');
  await expect(cartDelivery.getByRole('status')).toContainText('Cash on Delivery available');
  await transitionsSettled(page);
  await a11y.check();

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Pincode' })).toHaveValue('560001');
  await expect(page.getByRole('textbox', { name: 'State' })).toHaveValue('Karnataka');
  await expect(page.getByRole('textbox', { name: 'City' })).not.toHaveValue('');
  await transitionsSettled(page);
  await a11y.check();

  // Port Blair: delivered, but no cash on delivery by the server's default settings.
  await page.getByRole('textbox', { name: 'Pincode' }).fill('744101');
  await expect(page.getByRole('textbox', { name: 'State' })).toHaveValue('Andaman and Nicobar Islands');
  await expect(page.getByText('Cash on Delivery is not available for pincode 744101')).toBeVisible();
  const address: Array<[string, string]> = [
    ['Full name', 'Asha Rao'],
    ['Address', '2 Aberdeen Bazaar'],
    ['Phone', '+919876543210'],
  ];
  for (const [label, value] of address) {
    await page.getByRole('textbox', { name: label }).fill(value);
  }
  await transitionsSettled(page);
  await a11y.check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=[0-9A-Za-z]+$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;

  const method = page.getByRole('combobox', { name: /Payment method/ });
  await expect(method).toBeVisible();
  await expect(page.getByText('Cash on Delivery is not available for pincode 744101')).toBeVisible();
  await transitionsSettled(page);
  await a11y.check();
  await method.click();
  await expect(page.getByRole('option', { name: /UPI – scan a QR code/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /Cash on delivery/i })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Forced: the API refuses what the page does not offer.
  const forced = await request.post('/api/v1/payments', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      orderId,
      fields: { payerName: 'Asha Rao', email: 'asha@example.in', phone: '+919876543210', method: 'cod', consent: 'true' },
    },
  });
  expect(forced.status()).toBe(422);
  const body = (await forced.json()) as { error: string };
  expect(body.error).toMatch(/cash on delivery/i);
});

test('a pincode remembered on the device fills in after the server-drawn product page hydrates, without a warning or a shift', async ({
  page,
  a11y,
  request,
}) => {
  // Below the COD ceiling: the usual answer, a date and a place, in the two lines kept for it.
  const data = (await listProducts(request)).filter((p) => (p.discountedPrice ?? p.regularPrice) < 20_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const stored = JSON.stringify({
    lines: '[]',
    pincode: JSON.stringify('411001'),
    _persist: JSON.stringify({ version: 2, rehydrated: true }),
  });
  await page.addInitScript((value) => window.localStorage.setItem('cart', value), stored);
  await watchLayoutShifts(page);
  // The HTML is everybody's: no pincode in it.
  const html = await (await request.get(`/product/${data[0]!.id}`, { headers: { accept: 'text/html' } })).text();
  expect(html).not.toContain('411 001');
  expect(html).not.toContain('411001');
  await page.goto(`/product/${data[0]!.id}`);
  await appReady(page);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByRole('textbox', { name: 'Pincode' })).toHaveValue('411 001');
  await expect(delivery.getByRole('status')).toContainText('Maharashtra');
  expect(problems).toEqual([]);
  // The answer fills the lines kept for it: nothing below it moves.
  const shifted = await layoutShiftTotal(page);
  // Without the kept lines the answer moved the page by 0.011 on this screen (a refusal's reason adds a third line).
  expect(shifted).toBeLessThan(0.001);
  await transitionsSettled(page);
  await a11y.check();
});
