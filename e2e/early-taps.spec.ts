/**
 * Taps made on a server-drawn page before the app has taken it over (src/app/taps). Until
 * `hydrateRoot` no React handler exists; the page's inline tap keeper keeps each activation of a
 * control, marks the control `data-tap-pending`, and the app replays it just after hydrating — on
 * the same control, once, and only while the page is still the one it was tapped on.
 *
 * A mid-range phone (412×823 touch screen, 4× CPU slowdown, slow 4G: bench/lib/taps.mjs's
 * profile) taps each control as soon as it shows. "Before the takeover" does not rest on the
 * machine being slow: the app's main bundle is held back (page.route) until the taps are made,
 * and each tap checks that `app:ready` has not been marked yet. Then the bundle goes, the app
 * takes the page, and the tap's effect must show.
 */
import type { APIRequestContext, CDPSession, Locator, Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { appReady } from './shopper';

interface ProductDto {
  id: string;
  title: string;
  attributes: { key: string; value: string[] }[];
}

const PHONE = { cpuSlowdown: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 };
/** The app's entry bundle (webpack's `main.<hash>.js`): nothing of the app runs before it. */
const MAIN_BUNDLE = /\/main\.[0-9a-f]+\.js$/;

interface Phone {
  /** Resolves once the page has asked for the main bundle, which is now held back. */
  held(): Promise<void>;
  /** Lets the page's held bundle through: the app starts. */
  release(): void;
  /** Holds the main bundle of the next page loaded, until `release()` again. */
  holdAgain(): void;
  /** The phone's CPU and network (from the start of each test). */
  throttle(): Promise<void>;
  /** Full speed again (axe would take four times as long at 4× CPU). */
  fullSpeed(): Promise<void>;
  /** Errors, hydration warnings and CSP violations reported in the console, and uncaught errors. */
  problems: string[];
}

const test = base.extend<{ phone: Phone }>({
  phone: async ({ page }, use) => {
    // One gate per page load: `release` opens the current one; the rest open when the test ends.
    const openers: Array<() => void> = [];
    let gate = Promise.resolve();
    let heldNow = () => {};
    let holding = Promise.resolve();
    const holdAgain = () => {
      gate = new Promise<void>((resolve) => openers.push(resolve));
      holding = new Promise<void>((resolve) => (heldNow = resolve));
    };
    holdAgain();
    await page.route(MAIN_BUNDLE, async (route) => {
      const waitFor = gate;
      heldNow();
      await waitFor;
      // The page may have gone meanwhile (a link followed before the takeover).
      await route.continue().catch(() => {});
    });

    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' || /hydrat|Content Security Policy/i.test(text)) problems.push(`${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

    const cdp: CDPSession = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const throttle = async () => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: PHONE.latencyMs,
        downloadThroughput: (PHONE.downKbps * 1000) / 8,
        uploadThroughput: (PHONE.upKbps * 1000) / 8,
      });
    };
    await throttle();

    await use({
      held: () => holding,
      release: () => openers.at(-1)?.(),
      holdAgain,
      throttle,
      fullSpeed: async () => {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      },
      problems,
    });
    // A test that failed before releasing must not leave the bundle's request hanging.
    for (const open of openers) open();
  },
});

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

const options = (product: ProductDto, key: RegExp) => product.attributes.find((a) => key.test(a.key))?.value ?? [];

/** A product with several sizes and at most one colour: a size is all Add to Cart needs. */
async function productWithSizes(request: APIRequestContext): Promise<{ product: ProductDto; sizes: string[] }> {
  const { data } = (await (await request.get('/api/v1/products?limit=100')).json()) as { data: ProductDto[] };
  const product = data.find((p) => options(p, /^sizes?$/i).length > 1 && options(p, /^colou?rs?$/i).length <= 1);
  if (!product) throw new Error('no product with several sizes and at most one colour');
  return { product, sizes: options(product, /^sizes?$/i) };
}

/** A cart line's name: the product, then its colour (the sole one, chosen by itself) and size. */
const lineName = (product: ProductDto, size: string) =>
  new RegExp(`^${escaped(product.title)} \\((Colour: [^·]+ · )?Size: ${escaped(size)}\\)$`);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The product page's own button: on a phone the buy bar (region "Buy") has its own after it. */
const ownButton = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name }).first();

/** The phone buy bar's button. */
const barButton = (page: Page, name: string) => page.getByRole('region', { name: 'Buy' }).getByRole('button', { name });

const takenOver = (page: Page) => page.evaluate(() => performance.getEntriesByName('app:ready').length > 0);

/** A real touch on `control` while the app has not taken the page. */
async function tapBeforeTakeover(page: Page, control: Locator) {
  await expect(control).toBeVisible();
  expect(await takenOver(page), 'the app took the page before the tap').toBe(false);
  await control.tap();
  expect(await takenOver(page), 'the app took the page during the tap').toBe(false);
}

/**
 * The keeper marks the control it kept a tap for, in the tap's own click: it shows at once. Soft,
 * and not for long: without a keeper the mark never comes, and the lost tap is what the test
 * reports next.
 */
async function expectPending(control: Locator) {
  await expect.soft(control, 'the waiting control shows it was tapped').toHaveAttribute('data-tap-pending', '', { timeout: 5_000 });
}

/** Lets the app start, and waits for it to have taken the page: no mark is left. */
async function takeover(page: Page, phone: Phone) {
  phone.release();
  await appReady(page);
  await expect(page.locator('[data-tap-pending]')).toHaveCount(0);
}

test.describe('taps made before the app takes a server-drawn page', () => {
  test('product page: a size tapped before the takeover is chosen, and Add to Cart makes a line of that size', async ({
    page,
    phone,
    a11y,
    request,
  }) => {
    // Two pages and three axe checks on the phone: 8–12 s here, up to 25 s with both workers on a
    // loaded 2-core machine.
    test.slow();
    const { product, sizes } = await productWithSizes(request);
    const size = sizes[1]!;
    await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
    await phone.held();
    const option = page.getByRole('group', { name: /Size/ }).getByRole('button', { name: size, exact: true });
    await tapBeforeTakeover(page, option);
    await expectPending(option);
    // The page as the server drew it, the size pulsing while it waits.
    await phone.fullSpeed();
    await a11y.check();
    await phone.throttle();

    await takeover(page, phone);
    await expect(option).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('group', { name: new RegExp(`Size: ${escaped(size)}$`) })).toBeVisible();
    await phone.fullSpeed();
    await a11y.check();

    await ownButton(page, 'Add to Cart').tap();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toHaveAccessibleName(lineName(product, size));
    await a11y.check();
    expect(phone.problems).toEqual([]);
  });

  test('product page: a size and Add to Cart both tapped before the takeover', async ({ page, phone, request }) => {
    // Each replayed tap is committed before the next: Add to Cart's handler reads the size tapped
    // just before it (replayed in one go, it read none and refused with "Please select a size").
    const { product, sizes } = await productWithSizes(request);
    const size = sizes[1]!;
    await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
    await phone.held();
    const option = page.getByRole('group', { name: /Size/ }).getByRole('button', { name: size, exact: true });
    const add = ownButton(page, 'Add to Cart');
    await tapBeforeTakeover(page, option);
    await tapBeforeTakeover(page, add);
    await expectPending(option);
    await expectPending(add);

    await takeover(page, phone);
    const refused = page.getByText('You must select a size before adding to cart');
    const cart = page.getByRole('heading', { level: 1, name: 'Shopping Cart' });
    await expect(refused.or(cart)).toBeVisible();
    expect(await refused.isVisible(), 'Add to Cart refused: its handler did not see the size tapped just before it').toBe(false);
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveAccessibleName(lineName(product, size));
  });

  test("product page: the buy bar's Add to Cart tapped before the takeover, no size chosen, brings the size prompt", async ({
    page,
    phone,
    a11y,
    request,
  }) => {
    const { product } = await productWithSizes(request);
    await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
    await phone.held();
    const add = barButton(page, 'Add to Cart');
    await tapBeforeTakeover(page, add);
    await expectPending(add);

    await takeover(page, phone);
    const sizes = page.getByRole('group', { name: /Size/ });
    await expect(page.getByText('You must select a size before adding to cart')).toBeVisible();
    await expect(sizes).toHaveAccessibleDescription('Please select a size');
    await expect(sizes).toBeInViewport({ ratio: 1 });
    await expect(sizes.getByRole('button').first()).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await phone.fullSpeed();
    await a11y.check();
    expect(phone.problems).toEqual([]);
  });

  test("product page: a size, then the buy bar's Add to Cart, both tapped before the takeover, add that size", async ({
    page,
    phone,
    request,
  }) => {
    const { product, sizes } = await productWithSizes(request);
    const size = sizes[1]!;
    await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
    await phone.held();
    const option = page.getByRole('group', { name: /Size/ }).getByRole('button', { name: size, exact: true });
    const add = barButton(page, 'Add to Cart');
    await tapBeforeTakeover(page, option);
    await tapBeforeTakeover(page, add);
    await expectPending(option);
    await expectPending(add);

    await takeover(page, phone);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveAccessibleName(lineName(product, size));
    expect(phone.problems).toEqual([]);
  });

  test('/products: the phone menu tapped before the takeover opens at once, and stays open', async ({ page, phone, a11y }) => {
    // The menu is the page's own popover (src/app/shell/MobileMenu.tsx): the browser opens it
    // without the app, so the keeper leaves its opener alone and there is nothing to replay.
    await page.goto('/products', { waitUntil: 'commit' });
    await phone.held();
    const opener = page.getByRole('button', { name: 'Open menu' });
    await tapBeforeTakeover(page, opener);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(opener).not.toHaveAttribute('data-tap-pending');

    await takeover(page, phone);
    await expect(menu).toBeVisible();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await phone.fullSpeed();
    await a11y.check();
    expect(phone.problems).toEqual([]);
  });

  test("/products: a card's wishlist heart tapped before the takeover is pressed", async ({ page, phone, a11y }) => {
    await page.goto('/products', { waitUntil: 'commit' });
    await phone.held();
    const heart = page.getByRole('article').first().getByRole('button', { name: 'Add to Wishlist' });
    await tapBeforeTakeover(page, heart);
    await expectPending(heart);

    await takeover(page, phone);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    await phone.fullSpeed();
    await a11y.check();
    expect(phone.problems).toEqual([]);
  });

  test('a waiting control takes one tap: two quick taps on a heart leave it pressed', async ({ page, phone, a11y }) => {
    // The rule (src/app/taps/earlyTaps.ts): a control whose tap waits for the app takes no other.
    // A shopper who taps again, unsure the first took, means the same thing; replaying both would
    // put the product in the wishlist and take it out again.
    await page.goto('/products', { waitUntil: 'commit' });
    await phone.held();
    const heart = page.getByRole('article').first().getByRole('button', { name: 'Add to Wishlist' });
    await tapBeforeTakeover(page, heart);
    await tapBeforeTakeover(page, heart);
    await expectPending(heart);

    await takeover(page, phone);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    await phone.fullSpeed();
    await a11y.check();
    expect(phone.problems).toEqual([]);
  });

  test('a tap is not carried to the next page: a link followed before the takeover leaves it behind', async ({ page, phone, a11y }) => {
    await page.goto('/products', { waitUntil: 'commit' });
    await phone.held();
    const card = page.getByRole('article').first();
    const title = (await card.getAttribute('aria-label')) ?? '';
    const heart = card.getByRole('button', { name: 'Add to Wishlist' });
    await tapBeforeTakeover(page, heart);
    await expectPending(heart);
    // The link is the browser's own (the keeper leaves links alone): the product's page loads,
    // its app held back in turn.
    phone.holdAgain();
    await card.getByRole('link', { name: title }).tap();
    await expect(page).toHaveURL(/\/product\/[^/]+$/);
    await phone.held();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('[data-tap-pending]')).toHaveCount(0);
    // The same product's own wishlist button, tapped once here: were the listing's tap replayed
    // too, the two would cancel out.
    const button = ownButton(page, 'Add to Wishlist');
    await tapBeforeTakeover(page, button);
    await expectPending(button);

    await takeover(page, phone);
    await expect(page.getByRole('main').getByRole('button', { name: 'In Wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    await phone.fullSpeed();
    await a11y.check();
    expect(phone.problems).toEqual([]);
  });
});
