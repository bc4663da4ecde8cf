/** Shared steps of the buy and track journeys: a fresh account, a seeded cart, an order. */
import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import { API_PREFIX } from '../rules/api';
import { expect } from './fixtures';

export const APP_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

interface ProductDto {
  id: string;
  title: string;
  imgUrl: string;
  regularPrice: number;
  discountedPrice: number | null;
}

let accounts = 0;

export interface Shopper {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Registers a new shopper through the API, with an e-mail address no other test (or worker) uses. */
export async function registerShopper(
  request: APIRequestContext,
  {
    label = 'buyer',
    password = 'secret123',
    firstName = 'Asha',
    lastName = 'Rao',
  }: Partial<Omit<Shopper, 'email'>> & { label?: string } = {},
): Promise<Shopper> {
  accounts += 1;
  const email = `${label}.${Date.now()}.${accounts}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const registered = await request.post(`${API_PREFIX}/users/register`, { data: { email, password, firstName, lastName } });
  expect(registered.ok()).toBe(true);
  return { email, password, firstName, lastName };
}

/**
 * Resolves once the app has taken over the page it loaded (it marks that moment). A server-drawn
 * page shows its buttons before then, and a tap that lands before hydration starts does nothing.
 */
export async function appReady(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('app:ready').length > 0);
}

/** Registers a new shopper through the API and signs the browser context in with its token cookie. */
export async function signIn(request: APIRequestContext, context: BrowserContext): Promise<string> {
  const { email, password } = await registerShopper(request);
  const authorized = await request.post(`${API_PREFIX}/users/authorize`, { data: { email, password } });
  const { token } = (await authorized.json()) as { token: string };
  await context.addCookies([{ name: 'token', value: token, url: APP_URL }]);
  return email;
}

/** Puts two real products (or the ones given) in the stored cart (redux-persist format), once per context. */
export async function seedCart(request: APIRequestContext, context: BrowserContext, products?: ProductDto[]) {
  // Below the server's cash-on-delivery ceiling (₹25,000 by default), so COD is offered.
  const { data } = (await (await request.get('/api/v1/products?limit=50')).json()) as { data: ProductDto[] };
  const affordable = products ?? data.filter((product) => (product.discountedPrice ?? product.regularPrice) <= 5_000).slice(0, 2);
  const lines = affordable.map((product, index) => ({
    id: product.id,
    name: product.title,
    image: product.imgUrl,
    price: product.discountedPrice ?? product.regularPrice,
    quantity: index + 1,
    selectedSize: '',
    selectedColor: '',
  }));
  const stored = JSON.stringify({
    lines: JSON.stringify(lines),
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  });
  // Only when nothing is stored yet: after the order the emptied cart must stay empty.
  await context.addInitScript((value) => {
    if (window.localStorage.getItem('cart') === null) window.localStorage.setItem('cart', value);
  }, stored);
  return lines;
}

/** Checkout with a shipping address; returns the new order's id from the payment URL. */
export async function placeOrder(page: Page, check: () => Promise<unknown>): Promise<string> {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await check();
  const address: Array<[string, string]> = [
    ['Full name', 'Asha Rao'],
    ['Address', '4 Lake View'],
    ['City', 'Pune'],
    ['State', 'Maharashtra'],
    ['Pincode', '411001'],
    ['Phone', '+919876543210'],
  ];
  for (const [label, value] of address) await page.getByRole('textbox', { name: label }).fill(value);
  await page.getByRole('button', { name: 'Place Order' }).click();
  // Opaque ids: the reference server's base32 strings, or numbers from other servers.
  await expect(page).toHaveURL(/\/payment\?orderId=[0-9A-Za-z]+$/);
  await expect(page.getByText('Order created successfully')).toBeVisible();
  return new URL(page.url()).searchParams.get('orderId')!;
}

/** Fills the reference server's payment fields and pays with the given method. */
export async function pay(page: Page, methodLabel: RegExp, check: () => Promise<unknown>) {
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  await page.getByRole('textbox', { name: /Name of the payer/ }).fill('Asha Rao');
  await page.getByRole('textbox', { name: /E-mail for the receipt/ }).fill('asha@example.in');
  await page.getByRole('textbox', { name: /Mobile number/ }).fill('9876543210');
  await expect(page.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('+919876543210');
  await page.getByRole('combobox', { name: /Payment method/ }).click();
  await page.getByRole('option', { name: methodLabel }).click();
  // The menu fades out after the choice: a check run meanwhile would read its fading options.
  await expect(page.getByRole('listbox', { includeHidden: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /UPI ID/ })).toBeVisible();
  await page.getByRole('checkbox', { name: /I authorise this payment/ }).check();
  await check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
}

export async function expectOrderStatus(page: Page, orderId: string, status: string) {
  await page.goto('/orders');
  const order = page.getByRole('article', { name: `Order #${orderId}` });
  await expect(order).toBeVisible();
  await expect(order.getByText(status, { exact: true })).toBeVisible();
  return order;
}

/**
 * Holds back every `GET /orders` answer until the returned function is called, so that a payment
 * view can be checked before the page, seeing the order paid, moves on by itself.
 */
export async function holdOrderAnswers(page: Page): Promise<() => Promise<void>> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    await released;
    await route.continue();
  };
  await page.route('**/api/v1/orders', handler);
  // Left in place once released: unrouting would race the answers still being held.
  return () => {
    release();
    return Promise.resolve();
  };
}

/** The payment page's summary of what is paid: right under the heading, with the order's lines and total in rupees. */
export async function expectPaymentSummary(page: Page, orderId: string) {
  const summary = page.getByRole('region', { name: `Order #${orderId}` });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('listitem')).toHaveCount(2);
  await expect(summary.getByText(/^₹[\d,.]+$/).last()).toBeVisible();
  await expect(summary.getByText('Asha Rao, 4 Lake View, Pune, Maharashtra, 411001, +919876543210')).toBeVisible();
}

/**
 * Waits for the page's finite CSS transitions and animations to end: axe measures colours as they
 * are, and a button still fading from disabled to enabled fails its contrast check.
 */
export async function transitionsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
