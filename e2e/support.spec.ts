import fs from 'node:fs';
import type { Page } from '@playwright/test';
import jsan from 'jsan';
import { expect, test } from './fixtures';
import { appReady, pay, registerShopper } from './shopper';

const PRODUCT = 'High-Density Foam Roller 45 cm';
const PASSWORD = 'secret-support-123';
const ADDRESS: Array<[string, string]> = [
  ['Full name', 'Meera Krishnan'],
  ['Address', '27 Lalbagh Crescent'],
  ['City', 'Kozhikode'],
  ['State', 'Kerala'],
  ['Pincode', '673001'],
  ['Phone', '+919812345678'],
];

interface Lifted {
  actionsById: Record<string, { action: { type: string; payload?: unknown; meta?: { arg?: { endpointName?: string } } } }>;
  computedStates: Array<{ state: unknown }>;
  stagedActionIds: number[];
  nextActionId: number;
  currentStateIndex: number;
  committedState: unknown;
}

const steps = (page: Page, ...texts: string[]) =>
  texts.reduce((list, text) => list.filter({ hasText: text }), page.getByRole('list', { name: 'Recorded actions' }).getByRole('button'));

test('a shopper’s whole session is saved with “Report a problem”, private data redacted, and replayed by support', async ({
  page,
  request,
  a11y,
}, testInfo) => {
  test.setTimeout(120_000);
  const { email } = await registerShopper(request, { label: 'support', password: PASSWORD, firstName: 'Meera', lastName: 'Krishnan' });

  // Browse and add to cart.
  await page.goto('/');
  await appReady(page);
  await page.getByRole('region', { name: 'Shop by Category' }).getByRole('link', { name: 'Fitness Accessories' }).click();
  await page.getByRole('article', { name: PRODUCT }).getByRole('link', { name: PRODUCT }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await a11y.check();

  // Sign in on the way to checkout, then check out.
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  for (const [label, value] of ADDRESS) await page.getByRole('textbox', { name: label }).fill(value);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=[0-9A-Za-z]+$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;

  // Pay with a UPI QR code.
  await pay(page, /scan a QR code/, () => Promise.resolve());
  await expect(page.getByRole('img', { name: 'Payment QR code' })).toBeVisible();

  // Track the order, from the footer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Track Order' }).click();
  await page.getByRole('textbox', { name: /Order number/ }).fill(orderId);
  await expect(page.getByRole('textbox', { name: /Email or phone/ })).toHaveValue(email);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('region', { name: `Order #${orderId}` })).toBeVisible();

  // Report a problem: the dialog, then the file.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem' });
  await expect(dialog.getByText('/track-order', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Redacted preview')).toContainText('[redacted]');
  await a11y.check();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download file' }).click();
  const download = await downloading;
  const saved = testInfo.outputPath('support-recording.json');
  await download.saveAs(saved);
  await expect(page.getByText('Recording saved')).toBeVisible();
  const exportMs = await page.evaluate(() => performance.getEntriesByName('support:export').map((entry) => entry.duration));

  const text = fs.readFileSync(saved, 'utf8');
  const file = JSON.parse(text) as { payload: string; preloadedState: string; support: { route: string; actionCount: number } };
  const lifted = jsan.parse(file.payload) as Lifted;
  expect(lifted.stagedActionIds).toHaveLength(lifted.nextActionId);
  expect(lifted.computedStates).toHaveLength(lifted.nextActionId);
  expect(file.support).toMatchObject({ route: '/track-order', actionCount: lifted.nextActionId - 1 });
  const types = Object.values(lifted.actionsById).map(({ action }) => action.type);
  expect(types).toEqual(expect.arrayContaining(['cart/itemAdded', 'auth/signedIn', 'router/locationChanged']));
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
  expect(token).not.toBe('');
  const typed = [
    email,
    PASSWORD,
    token,
    'Meera',
    'Krishnan',
    'Lalbagh',
    'Kozhikode',
    'Kerala',
    '673001',
    '9812345678',
    '9876543210',
    'asha@example.in',
    'Asha Rao',
  ];
  const haystack = `${text}\n${file.payload}`.toLowerCase();
  expect(typed.filter((value) => haystack.includes(value.toLowerCase()))).toEqual([]);
  testInfo.annotations.push({
    type: 'support file',
    description: `${lifted.nextActionId - 1} actions, ${(text.length / 1024).toFixed(0)} KB, built in ${exportMs.map((ms) => ms.toFixed(0)).join(', ')} ms`,
  });
  console.log(`Support file for the journey: ${testInfo.annotations.at(-1)?.description}`);

  // Support opens it, from the API test page.
  await page.goto('/api-test');
  await page.getByRole('link', { name: 'replay a shopper’s recording' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support replay' })).toBeVisible();
  await a11y.check();
  await page.getByLabel('Open a recording').setInputFiles(saved);
  await expect(page.getByText('Replaying every step reaches the state the shop had when the file was saved.')).toBeVisible();

  await steps(page, 'router/locationChanged', '/cart').first().click();
  const cart = page.getByRole('region', { name: 'Screen at this step: /cart' });
  await expect(cart.getByRole('list', { name: 'Cart items' }).getByText(PRODUCT)).toBeVisible();
  await a11y.check();

  // The moment the shopper pressed Pay Now: the order and the form were on screen.
  await steps(page, 'api/executeMutation/pending', 'createPayment').last().click();
  const payment = page.getByRole('region', { name: `Screen at this step: /payment?orderId=${orderId}` });
  await expect(payment.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  await expect(payment.getByText(`Order #${orderId}`)).toBeVisible();
  await a11y.check();

  await steps(page, 'api/executeMutation/fulfilled', 'createPayment').last().click();
  await expect(page.getByRole('region', { name: /What changed/ })).toContainText('"kind":"qr"');
});

test('the recording survives a reload: the file holds the sign-in and the add to cart made before it, nothing private', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const { email } = await registerShopper(request, { label: 'reload', password: PASSWORD, firstName: 'Meera', lastName: 'Krishnan' });

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Within the app: a page load of its own would be a boundary too.
  await page.getByRole('region', { name: 'Shop by Category' }).getByRole('link', { name: 'Fitness Accessories' }).click();
  await page.getByRole('article', { name: PRODUCT }).getByRole('link', { name: PRODUCT }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  // The cart screen drawn (its title is set in the same commit's effects as the recorded move to
  // /cart): the address bar changes before the screen's code has even loaded.
  await expect(page).toHaveTitle(/^Shopping Cart \|/);

  // Something looks wrong: the shopper reloads, then reports it.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Cart items' }).getByText(PRODUCT)).toBeVisible();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download file' }).click();
  const saved = testInfo.outputPath('support-recording-reload.json');
  await (await downloading).saveAs(saved);

  const text = fs.readFileSync(saved, 'utf8');
  const file = JSON.parse(text) as { payload: string };
  const lifted = jsan.parse(file.payload) as Lifted;
  const actions = lifted.stagedActionIds.map((id) => lifted.actionsById[id]!.action);
  const types = actions.map((action) => action.type);
  const boundary = types.indexOf('support/pageLoaded');
  expect(types.filter((type) => type === 'support/pageLoaded')).toHaveLength(1);
  expect(actions[boundary]).toMatchObject({ payload: { path: '/cart' } });
  expect(types.slice(0, boundary)).toEqual(expect.arrayContaining(['auth/signedIn', 'cart/itemAdded']));
  expect(lifted.computedStates).toHaveLength(lifted.nextActionId);
  const haystack = `${text}\n${file.payload}`.toLowerCase();
  expect([email, PASSWORD, 'Meera', 'Krishnan'].filter((value) => haystack.includes(value.toLowerCase()))).toEqual([]);

  // Support's replay goes across the reload to the state the file was saved with.
  await page.goto('/support/replay');
  await page.getByLabel('Open a recording').setInputFiles(saved);
  await expect(page.getByText('Replaying every step reaches the state the shop had when the file was saved.')).toBeVisible();
  await expect(steps(page, 'support/pageLoaded', 'page loaded: /cart')).toHaveCount(1);
  await steps(page, 'router/locationChanged', '/cart').last().click();
  await expect(page.getByRole('region', { name: 'Screen at this step: /cart' }).getByText(PRODUCT)).toBeVisible();
});
