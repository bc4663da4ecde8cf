/** GET /search's matching rules, one by one, on a catalogue the test owns (see searchCatalog.ts). */
import { search, titles, useCatalog, type TestProduct } from './searchCatalog';

const CATALOGUE: TestProduct[] = [
  { title: 'AeroStride Running Shoes', category: 'Sports Shoes', parentCategory: 'Running', gender: 'Men', age: 10 },
  { title: "CloudPace Women's Running Shoes", category: 'Sports Shoes', parentCategory: 'Running', gender: 'Women', age: 20 },
  { title: 'CourtFlex Badminton Shoes', category: 'Sports Shoes', parentCategory: 'Court', age: 5 },
  { title: 'Cast Iron Kettlebell 16 kg', category: 'Fitness Accessories', age: 30 },
  { title: 'TPE Yoga Mat 6 mm', category: 'Yoga Accessories', description: 'Anti-skid surface that grips.', age: 40 },
  { title: 'Anti-Skid Cork Yoga Mat', category: 'Yoga Accessories', age: 50 },
  { title: 'Travel Bag for Yoga and Mat Carrying', category: 'Yoga Accessories', age: 1 },
  { title: 'Carbon Badminton Racket', category: 'Sports Equipment', parentCategory: 'Racket Sports', age: 15 },
  { title: 'Ball-Bearing Speed Skipping Rope', category: 'Fitness Accessories', age: 25 },
  { title: 'Elliptical Cross Trainer', category: 'Sports Equipment', age: 35 },
  { title: 'High-Waist Leggings', category: 'Gym Wear', gender: 'Women', age: 45 },
  { title: 'Café Racer Cycling Cap', category: 'Outdoor Sports', age: 55 },
  { title: 'Festive Cotton Kurta', category: 'men', age: 60 },
  { title: 'Linen Kurta', category: 'men', parentCategory: 'Festive', age: 2 },
  { title: 'Cotton Socks', category: 'men', age: 1 },
  { title: 'Kurta in Cotton', category: 'men', parentCategory: 'Festive', age: 70 },
  { title: 'Steel Water Bottle', category: 'Fitness Accessories', age: 7 },
  { title: 'Steel Water Bottle', category: 'Fitness Accessories', age: 8 },
  { title: 'Dri-Fit T-Shirt', category: 'Gym Wear', age: 12 },
  { title: 'Cushioned Insoles', category: 'Sports Shoes', age: 90 },
  { title: 'Gel Heel Pad', category: 'Sports Shoes', description: 'A cushioned heel for long runs.', age: 3 },
  { title: 'Sandbag Training Kit', category: 'Training Gear', age: 33 },
];

const t = useCatalog(CATALOGUE);
const q = (words: string, extra = '') => search(t.app, `q=${encodeURIComponent(words)}${extra}`);

describe('spelling mistakes', () => {
  it('forgives one wrong, missing, extra or swapped letter in words of 4 to 7 letters, and says what it searched', async () => {
    const body = await q('runing shoes');
    expect(titles(body).slice(0, 2).sort()).toEqual(['AeroStride Running Shoes', "CloudPace Women's Running Shoes"]);
    expect(body.query).toEqual({ q: 'runing shoes', corrected: 'running shoes', understood: [] });
    expect(
      titles(await q('shose'))
        .slice(0, 3)
        .sort(),
    ).toEqual(['AeroStride Running Shoes', "CloudPace Women's Running Shoes", 'CourtFlex Badminton Shoes']);
    for (const typo of ['leggins', 'leggimgs']) expect([typo, titles(await q(typo))]).toEqual([typo, ['High-Waist Leggings']]);
    for (const typo of ['raccket', 'rackat']) expect([typo, titles(await q(typo))]).toEqual([typo, ['Carbon Badminton Racket']]);
  });

  it('forgives two in words of 8 letters or more', async () => {
    expect(titles(await q('kettlebel'))).toEqual(['Cast Iron Kettlebell 16 kg']);
    const body = await q('elipticall');
    expect(titles(body)).toEqual(['Elliptical Cross Trainer']);
    expect(body.query.corrected).toBe('elliptical');
  });

  it('forgives no more than that, and nothing in words of 3 letters', async () => {
    for (const typo of ['shpse', 'kruat', 'mta']) expect([typo, (await q(typo)).data]).toEqual([typo, []]);
  });

  it('searches the words as typed with exact=true, offering the correction instead', async () => {
    const body = await q('runing shoes', '&exact=true');
    expect(body.data).toEqual([]);
    expect(body.query).toEqual({ q: 'runing shoes', corrected: 'running shoes', understood: [] });
  });

  it('answers an unmatched query with no results and nothing to correct', async () => {
    const body = await q('xylophone');
    expect(body).toMatchObject({ data: [], pagination: { total: 0, totalPages: 0 }, query: { q: 'xylophone' } });
    expect(body.query.corrected).toBeUndefined();
  });
});

describe('word forms', () => {
  it('matches singular and plural either way', async () => {
    expect(
      titles(await q('shoe'))
        .slice(0, 3)
        .sort(),
    ).toEqual(['AeroStride Running Shoes', "CloudPace Women's Running Shoes", 'CourtFlex Badminton Shoes']);
    expect(titles(await q('kettlebells'))).toEqual(['Cast Iron Kettlebell 16 kg']);
    expect(titles(await q('racket')).length).toBe(1);
    expect(titles(await q('rackets'))).toEqual(['Carbon Badminton Racket']);
  });

  it('completes the last word as a prefix, without calling it a correction', async () => {
    const body = await q('kettleb');
    expect(titles(body)).toEqual(['Cast Iron Kettlebell 16 kg']);
    expect(body.query.corrected).toBeUndefined();
    expect(titles(await q('cork yoga m'))[0]).toBe('Anti-Skid Cork Yoga Mat');
  });

  it('finds words written joined, split or hyphenated any way', async () => {
    const split = await q('yogamat');
    expect(titles(split).slice(0, 2).sort()).toEqual(['Anti-Skid Cork Yoga Mat', 'TPE Yoga Mat 6 mm']);
    expect(split.query.corrected).toBe('yoga mat');
    const joined = await q('sand bag');
    expect(titles(joined)).toEqual(['Sandbag Training Kit']);
    expect(joined.query.corrected).toBe('sandbag');
    for (const words of ['anti skid', 'antiskid', 'anti-skid']) {
      expect([words, titles(await q(words))]).toEqual([words, ['Anti-Skid Cork Yoga Mat', 'TPE Yoga Mat 6 mm']]);
    }
    for (const words of ['6mm yoga mat', '6 mm yoga mat']) expect(titles(await q(words))[0]).toBe('TPE Yoga Mat 6 mm');
    for (const words of ['tshirt', 't shirt', 't-shirts']) expect(titles(await q(words))).toEqual(['Dri-Fit T-Shirt']);
    expect(titles(await q('ballbearing rope'))).toEqual(['Ball-Bearing Speed Skipping Rope']);
  });

  it('ignores accents', async () => {
    for (const words of ['cafe racer', 'CAFÉ', 'café']) expect(titles(await q(words))).toEqual(['Café Racer Cycling Cap']);
  });
});

describe('synonyms from server/data/synonyms.txt', () => {
  it('finds a product by a word the shop lists as meaning the same', async () => {
    expect(titles(await q('racquet'))).toEqual(['Carbon Badminton Racket']);
    expect(titles(await q('jump rope'))).toEqual(['Ball-Bearing Speed Skipping Rope']);
    expect(titles(await q('sneakers')).length).toBeGreaterThanOrEqual(3);
    expect((await q('racquet')).query.corrected).toBeUndefined();
  });
});

describe('ranking', () => {
  it('puts the exact phrase above all the words, and all the words above most of them', async () => {
    // A colour word would be a filter (search-intent.test.ts): the middle field here is the sub-category.
    const body = await q('festive cotton kurta');
    const found = titles(body);
    expect(found.slice(0, 2)).toEqual(['Festive Cotton Kurta', 'Kurta in Cotton']);
    expect(found.slice(2).sort()).toEqual(['Linen Kurta']);
    expect(found).not.toContain('Cotton Socks');
    const yoga = titles(await q('yoga mat'));
    expect(yoga.indexOf('Travel Bag for Yoga and Mat Carrying')).toBeGreaterThan(yoga.indexOf('TPE Yoga Mat 6 mm'));
    expect(yoga.indexOf('Travel Bag for Yoga and Mat Carrying')).toBeGreaterThan(yoga.indexOf('Anti-Skid Cork Yoga Mat'));
  });

  it('weighs the title above the description', async () => {
    expect(titles(await q('cushioned'))).toEqual(['Cushioned Insoles', 'Gel Heel Pad']);
  });

  it('orders ties newest first', async () => {
    const body = await q('steel bottle');
    expect(body.data.map((p) => p.createdAt)).toEqual([...body.data.map((p) => p.createdAt)].sort().reverse());
    expect(body.data[0]!.id).toBe(t.ids[16]);
  });
});
