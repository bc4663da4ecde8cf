/** GET /search and /search/suggest on the seeded catalogue: the answer's shape, sorts, filters, bad input. */
import type { ProductDto, SearchResultDto, SuggestResultDto } from '../src/contracts';
import { whollySoldOut } from '../../rules/stock';
import { useTestApp } from './helpers';

const t = useTestApp({}, { reset: false });

async function get<T>(url: string, status = 200): Promise<T> {
  const res = await t.app.inject({ url: `/api/v1/${url}` });
  expect([url, res.statusCode]).toEqual([url, status]);
  return res.json();
}
const search = (query: string) => get<SearchResultDto>(`search?${query}`);
const price = (p: ProductDto) => p.discountedPrice ?? p.regularPrice;
const attr = (p: ProductDto, keys: RegExp) => p.attributes.filter((a) => keys.test(a.key)).flatMap((a) => a.value);

/** Every page of a query, one after the other. */
async function allPages(query: string, limit = 7): Promise<{ items: ProductDto[]; total: number }> {
  const first = await search(`${query}&limit=${limit}`);
  const items = [...first.data];
  for (let page = 2; page <= first.pagination.totalPages; page++)
    items.push(...(await search(`${query}&limit=${limit}&page=${page}`)).data);
  return { items, total: first.pagination.total };
}

describe('the answer', () => {
  it('lists products as /products does, with pagination, facets and the query', async () => {
    const body = await search('q=running%20shoes');
    expect(body.query).toEqual({ q: 'running shoes', understood: [] });
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    expect(body.data[0]!.imgUrl).toMatch(/^http:\/\/shop\.test\/media\/products\/.+\.svg$/);
    expect(body.data[0]!.images.every((i) => i.url.startsWith('http://shop.test/'))).toBe(true);
    const one = await get<ProductDto>(`products/${body.data[0]!.id}`);
    expect(body.data[0]).toEqual(one);
    expect(body.pagination).toEqual({ page: 1, limit: 12, total: body.data.length, totalPages: 1 });
    expect(body.facets.category).toContainEqual({ value: 'Sports Shoes', count: expect.any(Number) });
    expect(body.facets.brand.length).toBeGreaterThan(0);
  });

  it('browses without q, newest first by default, and ranks by relevance with q', async () => {
    const browse = await search('limit=100');
    const listing = await get<{ data: ProductDto[] }>('products?limit=100');
    expect(browse.data.map((p) => p.id)).toEqual(listing.data.map((p) => p.id));
    expect(browse.query).toEqual({ q: '', understood: [] });
    const relevance = await search('q=yoga%20mat');
    expect(relevance.data[0]!.title).toMatch(/yoga mat/i);
  });

  it('answers a query with no word to search with no results', async () => {
    for (const q of ['', '%20%20', '!!!', 'the%20and%20for']) {
      const body = await search(`q=${q}`);
      expect(body.data).toEqual([]);
      expect(body.pagination.total).toBe(0);
      expect(body.facets.price).toEqual({ min: null, max: null });
    }
  });
});

describe('sorts', () => {
  it.each([
    ['price-asc', (a: ProductDto, b: ProductDto) => price(a) - price(b)],
    ['price-desc', (a: ProductDto, b: ProductDto) => price(b) - price(a)],
    ['newest', (a: ProductDto, b: ProductDto) => b.createdAt.localeCompare(a.createdAt)],
    [
      'discount',
      (a: ProductDto, b: ProductDto) => {
        const off = (p: ProductDto) => (p.discountedPrice === null ? 0 : (p.regularPrice - p.discountedPrice) / p.regularPrice);
        return off(b) - off(a);
      },
    ],
  ])('%s holds across pages, every product once, the sold-out ones last', async (sort, compare) => {
    const { items, total } = await allPages(`sort=${sort}`);
    expect(items).toHaveLength(total);
    expect(new Set(items.map((p) => p.id)).size).toBe(total);
    const gone = (p: ProductDto) => (whollySoldOut(p.variants) ? 1 : 0);
    // The seed sells out the Ridge Trail Running Shoes in every size.
    expect(items.filter(gone).map((p) => p.title)).toEqual(['Ridge Trail Running Shoes']);
    for (let i = 1; i < items.length; i++)
      expect(gone(items[i - 1]!) - gone(items[i]!) || compare(items[i - 1]!, items[i]!)).toBeLessThanOrEqual(0);
  });

  it('keeps relevance pages from overlapping', async () => {
    const { items, total } = await allPages('q=shoes', 2);
    expect(new Set(items.map((p) => p.id)).size).toBe(total);
    expect(total).toBeGreaterThan(4);
  });
});

describe('filters', () => {
  it('ORs the values of one filter and ANDs the filters', async () => {
    const { items: ml } = await allPages('size=M&size=L');
    expect(ml.length).toBeGreaterThan(0);
    expect(ml.every((p) => attr(p, /^sizes?$/i).some((s) => s === 'M' || s === 'L'))).toBe(true);
    const { items: mlBlack } = await allPages('size=M&size=L&color=black');
    expect(mlBlack.length).toBeGreaterThan(0);
    expect(mlBlack.length).toBeLessThan(ml.length);
    expect(mlBlack.every((p) => attr(p, /^colou?rs?$/i).some((c) => c.toLowerCase() === 'black'))).toBe(true);
    const brand = await search('brand=Yonex&brand=kore');
    expect(brand.data.length).toBeGreaterThanOrEqual(3);
    expect(brand.data.every((p) => ['Yonex', 'Kore'].includes(attr(p, /^brand$/)[0]!))).toBe(true);
  });

  it('filters by price (discounted when set) and counts the price range without its own filter', async () => {
    const all = await search('');
    const body = await search('minPrice=1000&maxPrice=2999.50&limit=100');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p) => price(p) >= 1000 && price(p) <= 2999.5)).toBe(true);
    const { items } = await allPages('');
    expect(body.pagination.total).toBe(items.filter((p) => price(p) >= 1000 && price(p) <= 2999.5).length);
    expect(body.facets.price).toEqual(all.facets.price);
    expect(all.facets.price).toEqual({ min: Math.min(...items.map(price)), max: Math.max(...items.map(price)) });
  });

  it('shows products on sale only with onSale=true, and matches category and gender in any case', async () => {
    const { items } = await allPages('onSale=true');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((p) => p.discountedPrice !== null && p.discountedPrice < p.regularPrice)).toBe(true);
    const shoes = await search('category=SPORTS%20SHOES&gender=women');
    expect(shoes.data.length).toBeGreaterThan(0);
    expect(shoes.data.every((p) => p.category === 'Sports Shoes' && p.gender === 'Women')).toBe(true);
  });
});

describe('bad input', () => {
  it.each([
    'limit=0',
    'limit=101',
    'page=0',
    'page=x',
    'sort=cheapest',
    'minPrice=abc',
    'minPrice=-1',
    'maxPrice=1e5',
    'minPrice=500&maxPrice=100',
    'onSale=yes',
    'exact=1',
    'q=a&q=b',
  ])('answers 400 with { error } for %s', async (query) => {
    const res = await t.app.inject({ url: `/api/v1/search?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 400 for a q or a filter value past 200 characters, and for more than 30 values of a filter', async () => {
    for (const query of [`q=${'a'.repeat(201)}`, `brand=${'b'.repeat(201)}`, `${'size=M&'.repeat(31)}q=x`]) {
      const res = await t.app.inject({ url: `/api/v1/search?${query}` });
      expect([query.slice(0, 20), res.statusCode]).toEqual([query.slice(0, 20), 400]);
    }
  });

  it('answers 400 for a bad suggestion limit', async () => {
    for (const query of ['limit=0', 'limit=21', 'limit=two', `q=${'a'.repeat(201)}`]) {
      expect((await t.app.inject({ url: `/api/v1/search/suggest?${query}` })).statusCode).toBe(400);
    }
  });
});

describe('suggestions', () => {
  it('completes the query, names categories and shows products as the shopper types', async () => {
    const { suggestions } = await get<SuggestResultDto>('search/suggest?q=yog');
    const kinds = suggestions.map((s) => s.type);
    expect(kinds).toEqual(
      [...kinds].sort((a, b) => ['query', 'category', 'product'].indexOf(a) - ['query', 'category', 'product'].indexOf(b)),
    );
    expect(suggestions).toContainEqual({ type: 'query', text: 'yoga' });
    expect(suggestions).toContainEqual({ type: 'category', text: 'Yoga Accessories', category: 'Yoga Accessories' });
    const products = suggestions.filter((s) => s.type === 'product');
    expect(products).toHaveLength(5);
    for (const p of products) {
      expect(p).toEqual({
        type: 'product',
        text: expect.stringMatching(/./),
        productId: expect.any(String),
        imgUrl: expect.stringMatching(/^http:\/\/shop\.test\//),
        price: expect.any(Number),
      });
    }
    expect(products[0]!.text).toMatch(/yoga/i);
  });

  it('keeps the words before the last one and forgives their typos', async () => {
    const { suggestions } = await get<SuggestResultDto>('search/suggest?q=runing%20sh&limit=3');
    expect(suggestions.filter((s) => s.type === 'query').map((s) => s.text)).toContain('running shoes');
    expect(suggestions.filter((s) => s.type === 'product')).toHaveLength(3);
  });

  it('suggests nothing for nothing', async () => {
    for (const q of ['', '%20', '--']) expect(await get<SuggestResultDto>(`search/suggest?q=${q}`)).toEqual({ suggestions: [] });
  });
});
