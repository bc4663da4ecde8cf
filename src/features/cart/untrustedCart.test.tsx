import { screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { paths } from '@/utils/paths';
import { encodes, junkId, junkText } from '@/test/arbitraries';
import { rehydratedStore } from '@/test/rehydratedStore';
import { renderApp } from '@/test/renderWithProviders';
import { asImageUrl } from '@/utils/urls';
import { MAX_CART_LINES, MAX_QUANTITY } from './cartLine';
import { CART_STORAGE_KEY, migrateStoredCart } from './cartPersistence';
import { propertyRuns } from '@/test/propertyRuns';

// Words that mean a number or an object was printed raw; generated names steer clear of them.
const RAW_VALUE = /NaN|Infinity|\[object Object\]/;
const text = junkText.filter((value) => !RAW_VALUE.test(value));

/** A cart line as local storage may hold it after hand-editing, an old version or a bug. */
const storedLine = fc.record(
  {
    id: fc.oneof(junkId, fc.constantFrom('p-1', 'p-2', 'p-3')),
    name: fc.oneof(text, fc.constantFrom({}, [], null, 12)),
    image: fc.oneof(text, fc.constantFrom('javascript:alert(1)', 'data:text/html,x', 'https://img.test/a.png', {})),
    price: fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.constantFrom('12', 'NaN', 'Infinity', '1e308', -1, 1e308, {}, null)),
    quantity: fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double(), fc.constantFrom(1e308, '5', '1e400', '0x10', true, {}, [3], null)),
    selectedSize: fc.oneof(text, fc.constantFrom(1e21, {}, null)),
    selectedColor: fc.oneof(text, fc.constantFrom('Red', {}, null)),
  },
  { requiredKeys: ['id', 'price', 'quantity'] },
);

/** A line that would be kept, with a quantity that may be far too big: fills carts up to the cap. */
const plausibleLine = fc.record({
  id: fc.stringMatching(/^p-[0-9a-z]{1,6}$/),
  name: text,
  image: fc.constant(''),
  price: fc.integer({ min: 0, max: 200_000 }),
  quantity: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.constantFrom(1e308, 99.9)),
});

const persisted = (lines: unknown) =>
  JSON.stringify({ lines: JSON.stringify(lines), _persist: JSON.stringify({ version: 1, rehydrated: true }) });

/** What the `cart` key may hold: this app's format, the older shapes, or junk. */
const storedCart = fc.oneof(
  { arbitrary: fc.array(storedLine, { maxLength: 60 }).map(persisted), weight: 3 },
  { arbitrary: fc.array(fc.oneof(plausibleLine, storedLine), { minLength: 40, maxLength: 70 }).map(persisted), weight: 2 },
  { arbitrary: fc.array(storedLine, { maxLength: 8 }).map((lines) => JSON.stringify(lines)), weight: 1 },
  { arbitrary: fc.array(storedLine, { maxLength: 8 }).map((items) => JSON.stringify({ items })), weight: 1 },
  { arbitrary: fc.oneof(junkText, fc.json()), weight: 1 },
);

/** Everything a shopper could read or a screen reader announce: text and attribute values. */
function renderedText(): string {
  // eslint-disable-next-line testing-library/no-node-access -- every attribute of every element: a screen reader may announce any of them
  const attributes = Array.from(document.body.querySelectorAll('*')).flatMap((element) =>
    Array.from(element.attributes).map((attribute) => attribute.value),
  );
  return [document.body.textContent ?? '', ...attributes].join('\n');
}

async function openStoredCart(raw: string) {
  window.localStorage.setItem(CART_STORAGE_KEY, raw);
  const { store } = await rehydratedStore();
  const view = renderApp({ store, route: paths.cart });
  await screen.findByRole('heading', { name: 'Shopping Cart' });
  return view;
}

describe('a stored cart that could break the page', () => {
  it('cleans any stored lines into usable ones: ids fit a URL, quantities 1–99, at most 50 lines, safe pictures', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(plausibleLine, storedLine), { maxLength: 120, size: 'max' }), (lines) => {
        const cleaned = migrateStoredCart({ lines }).lines;
        return (
          cleaned.length <= MAX_CART_LINES &&
          cleaned.every(
            (line) =>
              encodes(line.id) &&
              Number.isInteger(line.quantity) &&
              line.quantity >= 1 &&
              line.quantity <= MAX_QUANTITY &&
              Number.isFinite(line.price) &&
              asImageUrl(line.image) === line.image,
          )
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('shows the good lines when one stored id has a lone surrogate', async () => {
    const good = { id: 'p-1', name: 'Skipping Rope', image: '', price: 349, quantity: 1 };
    await openStoredCart(persisted([{ ...good, id: '\ud800x', name: 'Broken' }, good]));
    expect(screen.getByRole('listitem', { name: 'Skipping Rope' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Broken' })).not.toBeInTheDocument();
  });

  it('holds a stored quantity of 1e308 to 99', async () => {
    await openStoredCart(persisted([{ id: 'p-1', name: 'Skipping Rope', image: '', price: 349, quantity: 1e308 }]));
    expect(screen.getByText('Subtotal (99 items)')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Quantity of Skipping Rope' })).toHaveTextContent('99');
    expect(screen.getByRole('button', { name: 'Increase quantity of Skipping Rope' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Cart, 99 items' })).toBeInTheDocument();
  });

  // Each run renders the app on a stored cart, up to 10 s on a loaded 2-core machine: a few runs in
  // `npm test`, many in CI's thorough step, and a budget to match.
  const cartRuns = propertyRuns(5, 30);
  it(
    'renders any stored cart without NaN, Infinity or [object Object] (generated carts)',
    async () => {
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(storedCart, async (raw) => {
          runs += 1;
          const view = await openStoredCart(raw);
          try {
            expect(screen.queryByText(/Unexpected Application Error|Something went wrong/)).not.toBeInTheDocument();
            expect(renderedText()).not.toMatch(RAW_VALUE);
            const cartLink = screen.getByRole('link', { name: /^Cart, \d+ items?$/ });
            const count = Number(/\d+/.exec(cartLink.getAttribute('aria-label') ?? '')?.[0]);
            if (count > 0) expect(within(cartLink).getByText(count > 99 ? '99+' : String(count))).toBeInTheDocument();
          } finally {
            view.unmount();
            window.localStorage.clear();
          }
        }),
        { numRuns: cartRuns },
      );
      expect(runs).toBe(cartRuns);
    },
    Math.max(30_000, cartRuns * 10_000),
  );
});
