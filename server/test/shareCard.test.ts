import { useTestApp } from './helpers';
import { parsePrometheusText, valueOf } from './promText';

const t = useTestApp({}, { reset: false });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG's own size, from its IHDR chunk (the first, right after the signature). */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The share card of a product's first picture: its artwork's address with .png, as the app's head tags make it. */
async function cardOf(n: number) {
  const res = await t.app.inject({ url: `/api/v1/products?limit=${n}` });
  const product = (res.json().data as { imgUrl: string }[])[n - 1]!;
  return new URL(product.imgUrl.replace(/\.svg$/, '.png')).pathname;
}

const draws = async () => valueOf(parsePrometheusText(await t.app.metrics.registry.metrics()), 'share_card_draws_total');

describe("a product's share card (og:image)", () => {
  it('is its artwork address with .png: a 1200×630 PNG, kept by caches', async () => {
    const card = await cardOf(1);
    const res = await t.app.inject({ url: card });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('is drawn once: the second request is served from memory', async () => {
    const card = await cardOf(2);
    const before = await draws();
    const [a, b] = await Promise.all([t.app.inject({ url: card }), t.app.inject({ url: card })]);
    const c = await t.app.inject({ url: card });
    expect(await draws()).toBe(before + 1);
    expect(a!.rawPayload.equals(b!.rawPayload) && b!.rawPayload.equals(c.rawPayload)).toBe(true);
  });

  it('answers 404 for a product that does not exist, or a name of another form', async () => {
    for (const url of ['/media/products/no-such-product-1.png', '/media/products/x.png', '/media/products/a-1.jpeg']) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });
});
