import type { ProductDto, ProductListDto, StoreInfoDto } from '../src/contracts';
import type { Db } from '../src/platform/db/client';
import { seed } from '../src/seed';
import { useTestApp } from './helpers';

const t = useTestApp({}, { reset: false });

const list = async (query: string): Promise<ProductListDto> => {
  const res = await t.app.inject({ url: `/api/v1/products${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const count = async (d: Db, table: string) => (await d.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

describe('store info', () => {
  it('answers the seeded store with absolute image URLs on PUBLIC_URL, whatever the Host header says', async () => {
    const res = await t.app.inject({ url: '/api/v1/storeInfo', headers: { host: 'evil.example:8080' } });
    const info: StoreInfoDto = res.json();
    expect(info.storeName).toBe('Stride & Sweat Sports');
    expect(info.companyPhone).toMatch(/^\+91 /);
    expect(info.categories).toEqual(expect.arrayContaining(['Fitness Accessories', 'Sports Shoes', 'Outdoor Sports']));
    for (const c of [...info.categories, 'default']) expect(info.categoryImages[c]).toMatch(/^http:\/\/shop\.test\/media\//);
    expect(info.companyLogoUrl).toBe('http://shop.test/media/brand/logo.svg');
    expect(Object.keys(info.socialLinks).sort()).toEqual(['facebook', 'instagram', 'twitter']);
    for (const p of ['{{companyName}}', '{{companyAddress}}', '{{companyEmail}}', '{{companyPhone}}', '{{companyLogoUrl}}']) {
      expect(info.policies.shipping).toContain(p);
    }
  });
});

describe('products', () => {
  it('lists 12 per page by default, newest first, with pagination totals', async () => {
    const body = await list('');
    expect(body.data).toHaveLength(12);
    expect(body.pagination).toEqual({ page: 1, limit: 12, total: expect.any(Number), totalPages: Math.ceil(body.pagination.total / 12) });
    expect(body.pagination.total).toBeGreaterThanOrEqual(60);
    const dates = body.data.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const p: ProductDto = body.data[0]!;
    expect(p).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: expect.any(String),
      description: expect.any(String),
      imgUrl: expect.stringMatching(/^http:\/\/shop\.test\/media\/products\/.+\.svg$/),
      category: expect.any(String),
      parentCategory: expect.any(String),
      gender: p.gender,
      regularPrice: expect.any(Number),
      discountedPrice: p.discountedPrice,
      createdAt: expect.any(String),
      images: expect.any(Array),
      attributes: expect.any(Array),
      variants: expect.any(Array),
      lowStockThreshold: 3,
    });
    expect(p.images.length).toBeGreaterThan(1);
    const last = await list(`?page=${body.pagination.totalPages}`);
    expect(last.data.length).toBe(body.pagination.total - 12 * (body.pagination.totalPages - 1));
  });

  it('clamps limit to 100 and rejects bad paging values', async () => {
    expect((await list('?limit=500')).pagination.limit).toBe(100);
    for (const q of ['?page=0', '?limit=abc', '?featured=maybe']) {
      const res = await t.app.inject({ url: `/api/v1/products${q}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('filters by category, gender and parentCategory case-insensitively', async () => {
    const shoes = await list('?category=sports%20shoes&limit=100');
    expect(shoes.data.length).toBeGreaterThan(3);
    expect(shoes.data.every((p) => p.category === 'Sports Shoes')).toBe(true);
    const men = await list('?category=men&gender=men&limit=100');
    expect(men.data.length).toBeGreaterThan(3);
    expect(men.data.every((p) => p.category === 'men' && p.gender === 'Men')).toBe(true);
    const kurtas = await list('?category=men&parentCategory=KURTAS');
    expect(kurtas.data.length).toBeGreaterThan(0);
    expect(kurtas.data.every((p) => p.parentCategory === 'Kurtas')).toBe(true);
    expect((await list('?category=no-such-thing')).pagination).toEqual({ page: 1, limit: 12, total: 0, totalPages: 0 });
  });

  it('filter list matches gender, category or parentCategory, and null matches no gender', async () => {
    const acc = await list('?category=accessories&filter=Accessories,Personal%20Care,Home,null,Unisex&limit=100');
    const all = await list('?category=accessories&limit=100');
    expect(acc.data.map((p) => p.id).sort()).toEqual(all.data.map((p) => p.id).sort());
    expect(acc.data.some((p) => p.gender === null)).toBe(true);
    const onlyNull = await list('?filter=null&limit=100');
    expect(onlyNull.data.length).toBeGreaterThan(0);
    expect(onlyNull.data.every((p) => p.gender === null)).toBe(true);
    const women = await list('?filter=women&limit=100');
    expect(women.data.every((p) => p.gender === 'Women' || p.category === 'women')).toBe(true);
  });

  it('featured=true answers only featured products, from several categories', async () => {
    const body = await list('?featured=true&limit=100');
    expect(body.data.length).toBeGreaterThanOrEqual(8);
    for (const p of body.data) expect(p.attributes.find((a) => a.key === 'featured')?.value).toEqual(['true']);
    expect(new Set(body.data.map((p) => p.category)).size).toBeGreaterThanOrEqual(6);
  });

  it('gets one product, 404 for unknown or malformed ids', async () => {
    const [first] = (await list('?limit=1')).data;
    const res = await t.app.inject({ url: `/api/v1/products/${first!.id}` });
    expect(res.json()).toEqual(first);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const miss = await t.app.inject({ url: `/api/v1/products/${id}` });
      expect(miss.statusCode).toBe(404);
      expect(miss.json()).toEqual({ error: 'Product not found' });
    }
  });

  it('seeds the catalogue the client relies on', async () => {
    const all = (await list('?limit=100')).data;
    const attr = (p: ProductDto, k: string) => p.attributes.find((a) => a.key === k)?.value;
    expect(all.some((p) => p.regularPrice >= 100000 || (p.discountedPrice ?? 0) >= 100000)).toBe(true);
    expect(all.some((p) => p.discountedPrice === null)).toBe(true);
    expect(all.some((p) => p.attributes.length > 10)).toBe(true);
    expect(all.some((p) => attr(p, 'support_phone'))).toBe(true);
    expect(all.some((p) => JSON.stringify(attr(p, 'size')) === '["One Size"]')).toBe(true);
    expect(all.some((p) => attr(p, 'color')?.length === 1)).toBe(true);
    expect(all.some((p) => (attr(p, 'color')?.length ?? 0) > 1)).toBe(true);
    for (const c of ['men', 'women', 'accessories']) {
      expect(new Set(all.filter((p) => p.category === c).map((p) => p.parentCategory)).size).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('seeding and media', () => {
  it('is idempotent', async () => {
    const before = await Promise.all(['products', 'product_images', 'product_attributes'].map((table) => count(t.db, table)));
    expect((await seed(t.db)).inserted).toBe(0);
    const after = await Promise.all(['products', 'product_images', 'product_attributes'].map((table) => count(t.db, table)));
    expect(after).toEqual(before);
    expect(before[0]).toBeGreaterThanOrEqual(60);
  });

  it('serves generated SVG artwork with long caching, and 404 for unknown pictures', async () => {
    const [p] = (await list('?limit=1')).data;
    for (const url of [
      p!.images[1]!.url,
      (await t.app.inject({ url: '/api/v1/storeInfo' })).json().companyLogoUrl,
      '/media/categories/sports-shoes.svg',
      '/media/categories/default.svg',
    ]) {
      const res = await t.app.inject({ url: url.replace(/^https?:\/\/[^/]+/, '') });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toMatch(/public, max-age=\d{7,}/);
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
    expect((await t.app.inject({ url: '/media/products/nope-1.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/categories/nope.svg' })).statusCode).toBe(404);
  });
});
