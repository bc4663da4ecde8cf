/** `GET /api/v1/delivery/{pincode}` (issue 29) against India Post's directory as the seed loads it. */
import { Value } from '@sinclair/typebox/value';
import { SettingError } from '../src/config';
import { DeliveryDto } from '../src/contracts';
import { checkDispatchPincode } from '../src/modules/delivery/service';
import { STATES } from '../src/modules/delivery/states';
import { findPincode, readPlaces } from '../src/modules/delivery/repository';
import { directoryRows } from '../src/modules/delivery/seed';
import { firstProducts, makeApp, testConfig, useTestApp } from './helpers';

const t = useTestApp({}, { reset: false });
const get = (url: string, app = t.app) => app.inject({ url: `/api/v1/delivery/${url}` });

it("answers a place's town, state, date and cash on delivery, cached until the date may change", async () => {
  const res = await get('560001');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Value.Check(DeliveryDto, body)).toBe(true);
  expect(body).toMatchObject({
    pincode: '560001',
    city: 'Bangalore',
    state: 'Karnataka',
    days: 1,
    cod: { available: true, fee: 0, maxOrderValue: 25000 },
  });
  expect(body.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const maxAge = Number(/^public, max-age=(\d+)$/.exec(res.headers['cache-control'] as string)?.[1]);
  expect(maxAge).toBeGreaterThan(0);
  expect(maxAge).toBeLessThanOrEqual(300);
});

it("names Ladakh and today's state names, and refuses cash on delivery in the excluded states", async () => {
  expect((await get('194101')).json()).toMatchObject({ city: 'Leh', state: 'Ladakh', days: 8, cod: { available: true } });
  expect((await get('744101')).json()).toMatchObject({
    city: 'South Andaman',
    state: 'Andaman and Nicobar Islands',
    cod: { available: false, reason: 'area' },
  });
  expect((await get('682551')).json().cod).toMatchObject({ available: false, reason: 'area' }); // Lakshadweep
  expect((await get('605001')).json().state).toBe('Puducherry');
});

it.each(['12345', '012345', '5600251', 'abcdef', '560%20025', '%20560025', '56002x', '５６００２５', 'x'.repeat(41)])(
  'refuses the malformed pincode %s with 400',
  async (pincode) => {
    const res = await get(pincode);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: pincode.length > 40 ? expect.any(String) : 'Pincode must be 6 digits and not start with 0' });
  },
);

it("answers 404 not_serviceable for a pincode India Post does not know, in the issue's words", async () => {
  const res = await get('999999');
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ error: "We don't deliver to 999 999 yet", reason: 'not_serviceable' });
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
});

it('applies an order value to the ceiling, and refuses one that is no amount', async () => {
  expect((await get('411001?orderValue=25000')).json().cod).toEqual({ available: true, fee: 0, maxOrderValue: 25000 });
  expect((await get('411001?orderValue=25000.01')).json().cod).toEqual({
    available: false,
    fee: 0,
    maxOrderValue: 25000,
    reason: 'order_value',
  });
  expect((await get('744101?orderValue=30000')).json().cod.reason).toBe('area');
  for (const bad of ['-1', 'abc', '1e5', '12.345', 'NaN', '0x10']) {
    const res = await get(`411001?orderValue=${bad}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'orderValue must be an amount in rupees, 0 or more' });
  }
});

it("applies a product's price to the ceiling; an unknown product changes nothing", async () => {
  const products = await firstProducts(t.app, 40);
  const price = (p: (typeof products)[number]) => p.discountedPrice ?? p.regularPrice;
  const sorted = [...products].sort((a, b) => price(a) - price(b));
  const cheap = sorted[0]!;
  const dear = sorted[sorted.length - 1]!;
  const ceiling = Math.floor((price(cheap) + price(dear)) / 2);
  const app = await makeApp(t.db, { COD_MAX_ORDER_VALUE: String(ceiling) });
  try {
    expect((await get(`411001?productId=${cheap.id}`, app)).json().cod).toMatchObject({ available: true });
    expect((await get(`411001?productId=${dear.id}`, app)).json().cod).toMatchObject({ available: false, reason: 'order_value' });
    expect((await get(`411001?productId=${dear.id.toUpperCase()}`, app)).json().cod.reason).toBe('order_value');
    // A cart's value counts too: the larger of the two.
    expect((await get(`411001?productId=${cheap.id}&orderValue=${ceiling + 1}`, app)).json().cod.reason).toBe('order_value');
    for (const unknown of ['x', '00000000-0000-4000-8000-000000000000', `${cheap.id}'`]) {
      const res = await get(`411001?productId=${encodeURIComponent(unknown)}`, app);
      expect(res.statusCode).toBe(200);
      expect(res.json().cod).toMatchObject({ available: true });
    }
  } finally {
    await app.close();
  }
});

it('every pincode of the package resolves, in the copy the check answers from and in the table the refusals read', async () => {
  const rows = directoryRows();
  expect(rows.pincode).toHaveLength(19_159);
  const states = new Set<string>(STATES);
  const places = await readPlaces(t.db);
  const wrong = rows.pincode.filter((pincode, i) => {
    const place = places.get(pincode);
    return !place || place.city !== rows.city[i] || !place.city || !states.has(place.state);
  });
  expect(wrong).toEqual([]);
  // The refusals ask the table one pincode at a time: every 97th row, from each end of the range.
  for (const pincode of rows.pincode.filter((_, i) => i % 97 === 0)) {
    expect(await findPincode(t.db, String(pincode))).toEqual(places.get(pincode));
  }
});

it('a dispatch pincode India Post does not know stops the start with one sentence', async () => {
  await expect(checkDispatchPincode(t.db, testConfig())).resolves.toBeUndefined();
  await expect(checkDispatchPincode(t.db, testConfig({ DISPATCH_PINCODE: '999999' }))).rejects.toThrow(
    new SettingError('DISPATCH_PINCODE must be a pincode India Post knows, got "999999"'),
  );
});
