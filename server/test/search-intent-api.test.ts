/** GET /search with intent words (understood filters), the kind named ranked first, and words left out when nothing has them all. */
import type { SuggestResultDto } from '../src/contracts';
import { search, titles, useCatalog, type TestProduct } from './searchCatalog';

const shoe = (title: string, price: number, extra: Partial<TestProduct> = {}): TestProduct => ({
  title,
  category: 'Sports Shoes',
  type: 'Running Shoes',
  regularPrice: price,
  ...extra,
});

const CATALOGUE: TestProduct[] = [
  shoe('Campus Swift Running Shoes', 1499, { gender: 'Men', sizes: ['UK 8', 'UK 9'], colors: ['Red'], brand: 'Campus', age: 1 }),
  shoe('Sparx Glide Running Shoes', 1999, { gender: 'Women', sizes: ['UK 6', 'UK 7'], colors: ['Blue'], brand: 'Sparx', age: 2 }),
  shoe('Puma Nitro Running Shoes', 5999, {
    gender: 'Men',
    sizes: ['UK 9', 'UK 10'],
    colors: ['Black'],
    brand: 'Puma',
    discountedPrice: 2999,
    age: 3,
  }),
  shoe('Asics Pace Running Shoes', 8999, { gender: 'Unisex', sizes: ['UK 9'], colors: ['Black/Red'], brand: 'ASICS', age: 4 }),
  shoe('Sparx Model 900 Shoes', 1299, { type: 'Walking Shoes', gender: 'Men', sizes: ['UK 7'], brand: 'Sparx', age: 5 }),
  { title: 'Btwin Rockrider Bicycle', type: 'Bicycle', category: 'Outdoor Sports', regularPrice: 12999, age: 30 },
  { title: 'Hero Sprint Bicycle 26T', type: 'Bicycle', category: 'Outdoor Sports', regularPrice: 7999, age: 31 },
  { title: 'Btwin Road Cycling Helmet', type: 'Cycling Helmet', category: 'Outdoor Sports', regularPrice: 1499, age: 6 },
  { title: 'Cycling Gloves for Bicycle Rides', type: 'Cycling Gloves', category: 'Outdoor Sports', regularPrice: 699, age: 7 },
  { title: 'SG English Willow Cricket Bat', type: 'Cricket Bat', category: 'Sports Equipment', regularPrice: 4999, age: 40 },
  { title: 'Cricket Bat Grip (Pack of 3)', type: 'Bat Grip', category: 'Sports Equipment', regularPrice: 299, age: 8 },
  { title: 'Nivia Match Football Size 5', category: 'Sports Equipment', sizes: ['Size 5'], regularPrice: 899, age: 50 },
  { title: 'Nivia Football Studs', type: 'Football Studs', category: 'Sports Shoes', regularPrice: 1899, age: 9 },
  { title: 'Cork Yoga Mat', type: 'Yoga Mat', category: 'Yoga Accessories', gender: 'Women', regularPrice: 1299, age: 10 },
  { title: 'TPE Yoga Mat 6 mm', type: 'Yoga Mat', category: 'Yoga Accessories', gender: 'Unisex', regularPrice: 899, age: 11 },
  { title: 'PVC Yoga Mat', type: 'Yoga Mat', category: 'Yoga Accessories', gender: 'Men', regularPrice: 499, age: 12 },
  { title: 'Tennis Balls (Pack of 12)', type: 'Tennis Ball', category: 'Sports Equipment', regularPrice: 999, age: 13 },
];

const t = useCatalog(CATALOGUE);
const q = (words: string, extra = '') => search(t.app, `q=${encodeURIComponent(words)}${extra}`);
const prices = (body: Awaited<ReturnType<typeof q>>) => body.data.map((p) => p.discountedPrice ?? p.regularPrice);

describe('intent words become filters', () => {
  it('running shoes under 2000: running shoes at ₹2,000 or less, the price answered as understood', async () => {
    const body = await q('running shoes under 2000');
    expect(titles(body).sort()).toEqual(['Campus Swift Running Shoes', 'Sparx Glide Running Shoes']);
    expect(body.query.understood).toEqual([{ facet: 'price', words: 'under 2000', value: '-2000', values: [], max: 2000 }]);
    // The price span is that of everything but the price, as for the query's own price filter.
    expect(body.facets.price).toEqual({ min: 1499, max: 8999 });
  });

  it('takes the price paid: a sale price under the bound counts, and bounds join the query’s own', async () => {
    expect(titles(await q('running shoes under 3000'))).toContain('Puma Nitro Running Shoes');
    expect(titles(await q('running shoes under 3000', '&minPrice=1600')).sort()).toEqual([
      'Puma Nitro Running Shoes',
      'Sparx Glide Running Shoes',
    ]);
    expect(titles(await q('running shoes above 5000'))).toEqual(['Asics Pace Running Shoes']);
    expect(titles(await q('running shoes ₹1,500 to 2,000'))).toEqual(['Sparx Glide Running Shoes']);
  });

  it('gender words keep the named gender and unisex', async () => {
    const body = await q('yoga mat for women');
    expect(titles(body).sort()).toEqual(['Cork Yoga Mat', 'TPE Yoga Mat 6 mm']);
    expect(body.query.understood).toEqual([{ facet: 'gender', words: 'for women', value: 'Women', values: ['Women', 'Unisex'] }]);
    expect(titles(await q("men's running shoes")).sort()).toEqual([
      'Asics Pace Running Shoes',
      'Campus Swift Running Shoes',
      'Puma Nitro Running Shoes',
    ]);
  });

  it('ranks the gender named above unisex among equally good matches', async () => {
    expect(titles(await q('yoga mat')).slice(0, 3)).toEqual(['Cork Yoga Mat', 'TPE Yoga Mat 6 mm', 'PVC Yoga Mat']);
    expect(titles(await q('yoga mat for men'))).toEqual(['PVC Yoga Mat', 'TPE Yoga Mat 6 mm']);
    expect(titles(await q('yoga mat for men', '&sort=newest'))).toEqual(['TPE Yoga Mat 6 mm', 'PVC Yoga Mat']);
  });

  it('size 9 filters by the size, not by a 9 in a model name', async () => {
    const body = await q('shoes size 9');
    expect(titles(body).sort()).toEqual(['Asics Pace Running Shoes', 'Campus Swift Running Shoes', 'Puma Nitro Running Shoes']);
    expect(body.query.understood).toEqual([{ facet: 'size', words: 'size 9', value: 'UK 9', values: ['UK 9'] }]);
    expect(titles(await q('uk 7 shoes')).sort()).toEqual(['Sparx Glide Running Shoes', 'Sparx Model 900 Shoes']);
  });

  it('colour and brand words the catalogue holds filter; the same words in a product name stay text elsewhere', async () => {
    const red = await q('red running shoes');
    expect(titles(red).sort()).toEqual(['Asics Pace Running Shoes', 'Campus Swift Running Shoes']);
    expect(red.query.understood[0]).toMatchObject({ facet: 'color', value: 'Red', values: ['Red', 'Black/Red'] });
    const sparx = await q('sparx shoes');
    expect(titles(sparx).sort()).toEqual(['Sparx Glide Running Shoes', 'Sparx Model 900 Shoes']);
    expect(sparx.query.understood).toEqual([{ facet: 'brand', words: 'sparx', value: 'Sparx', values: ['Sparx'] }]);
  });

  it('only filter words: browses under them', async () => {
    const body = await q('puma');
    expect(titles(body)).toEqual(['Puma Nitro Running Shoes']);
    expect(body.query).toEqual({ q: 'puma', understood: [expect.objectContaining({ facet: 'brand', value: 'Puma' })] });
    expect(prices(await q('under 500'))).toEqual([299, 499]);
  });

  it('"cheap" keeps the cheapest third of the kind asked for, and says the bound it used', async () => {
    const body = await q('cheap bicycle');
    expect(titles(body)[0]).toBe('Hero Sprint Bicycle 26T');
    expect(titles(body)).not.toContain('Btwin Rockrider Bicycle');
    expect(body.query.understood).toEqual([{ facet: 'price', words: 'cheap', value: '-7999', values: [], max: 7999 }]);
  });

  it('keeps the words of a synonym term of several words as text ("carrom men" are carrom pieces, not a gender)', async () => {
    expect((await q('carrom men')).query.understood).toEqual([]);
    expect((await q('carrom for men')).query.understood).toEqual([expect.objectContaining({ facet: 'gender', value: 'Men' })]);
  });

  it('keeps product numbers as text: "Pack of 12" finds the pack', async () => {
    const body = await q('tennis balls pack of 12');
    expect(titles(body)[0]).toBe('Tennis Balls (Pack of 12)');
    expect(body.query.understood).toEqual([]);
  });
});

describe('the kind named ranks first', () => {
  it.each([
    ['bicycle', ['Btwin Rockrider Bicycle', 'Hero Sprint Bicycle 26T']],
    ['cycle', ['Btwin Rockrider Bicycle', 'Hero Sprint Bicycle 26T']],
    ['bicyle', ['Btwin Rockrider Bicycle', 'Hero Sprint Bicycle 26T']],
    ['cricket bat', ['SG English Willow Cricket Bat']],
    ['football', ['Nivia Match Football Size 5']],
  ])('%s: %j first', async (words, first) => {
    const found = titles(await q(words));
    expect(found.slice(0, first.length).sort()).toEqual(first);
    expect(found.length).toBeGreaterThan(first.length);
  });
});

describe('words the catalogue does not hold', () => {
  it('are left out when nothing has every word, and the answer says so', async () => {
    const body = await q('nike running shoes');
    expect(titles(body)).toHaveLength(4);
    expect(body.query.relaxed).toEqual({ dropped: 'nike', showing: 'running shoes' });
    expect(body.query.corrected).toBeUndefined();
    const priced = await q('nike shoes under 2000');
    expect(prices(priced).every((p) => p <= 2000)).toBe(true);
    expect(priced.query.relaxed).toEqual({ dropped: 'nike', showing: 'shoes' });
  });

  it('are not left out when every word is found, nor with exact=true, nor when nothing is left', async () => {
    expect((await q('running shoes')).query.relaxed).toBeUndefined();
    expect((await q('nike running shoes', '&exact=true')).data).toEqual([]);
    const nothing = await q('nike reebok');
    expect(nothing.data).toEqual([]);
    expect(nothing.query.relaxed).toBeUndefined();
  });
});

describe('suggestions', () => {
  const suggest = async (words: string) => {
    const res = await t.app.inject({ url: `/api/v1/search/suggest?q=${encodeURIComponent(words)}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as SuggestResultDto).suggestions;
  };
  const queries = (list: SuggestResultDto['suggestions']) => list.filter((s) => s.type === 'query').map((s) => s.text);

  it('complete a started "under" with round prices from what the words before it find', async () => {
    // Running shoes paid 1,499, 1,999, 2,999 and 8,999: a quarter under ₹1,500, half under ₹2,000.
    const list = await suggest('running shoes und');
    expect(queries(list)).toEqual(['running shoes under ₹1,500', 'running shoes under ₹2,000']);
    expect(list.some((s) => s.type === 'product' && s.text === 'Puma Nitro Running Shoes')).toBe(true);
    // Picked, the suggestion is a query whose price the search reads as a filter.
    const body = await q('running shoes under ₹2,000');
    expect(body.query.understood).toEqual([expect.objectContaining({ facet: 'price', max: 2000, words: 'under ₹2,000' })]);
  });

  it('complete a started "for" with the genders the words find, and leave other words to the catalogue', async () => {
    expect(queries(await suggest('yoga mat fo'))).toEqual(['yoga mat for men', 'yoga mat for women']);
    expect(queries(await suggest('bicycle fo'))).toEqual([]);
    // A two-letter start the catalogue completes is the catalogue's word ("nivia fo" → football), not "for".
    expect(queries(await suggest('nivia fo'))).toEqual(['nivia football']);
    expect(queries(await suggest('running shoes be'))).toEqual(['running shoes under ₹1,500', 'running shoes under ₹2,000']);
    expect(queries(await suggest('yog'))).toContain('yoga');
  });
});
