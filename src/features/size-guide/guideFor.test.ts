import type { Product } from '@/entities/product/product';
import { guideFor, type GuideEntry } from './guideFor';
import { readChart, type SizeChart } from './sizeChart';

const SHOES = ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'];
const CLOTHES = ['S', 'M', 'L', 'XL'];

type Sized = Pick<Product, 'category' | 'parentCategory' | 'gender' | 'sizes' | 'specifications'>;
const product = (overrides: Partial<Sized>): Sized => ({
  category: 'Sports Shoes',
  parentCategory: 'Running',
  gender: 'Men',
  sizes: SHOES,
  specifications: [],
  ...overrides,
});
const tabsOf = (item: Sized) => {
  const guide = guideFor(item);
  return guide ? { tabs: guide.tabs.map((tab) => `${tab.label}: ${tab.chart.id}`), first: guide.tabs[guide.initialTab]?.label } : null;
};

describe('which size guide a product gets', () => {
  it('a men’s shoe: the men’s and women’s shoe charts, Men first', () => {
    expect(tabsOf(product({}))).toEqual({ tabs: ['Men: shoes-men', 'Women: shoes-women'], first: 'Men' });
  });

  it('a women’s shoe opens on Women', () => {
    expect(tabsOf(product({ gender: 'Women' }))?.first).toBe('Women');
  });

  it('a unisex or ungendered shoe opens on the first tab', () => {
    expect(tabsOf(product({ gender: 'Unisex' }))?.first).toBe('Men');
    expect(tabsOf(product({ gender: '' }))?.first).toBe('Men');
  });

  it('a tab whose chart lacks one of the sizes is left out', () => {
    expect(tabsOf(product({ sizes: ['UK 12', 'UK 13'] }))?.tabs).toEqual(['Men: shoes-men']);
  });

  it('a kids’ shoe gets the kids’ chart only, and only when its gender or category says kids', () => {
    expect(tabsOf(product({ gender: 'Boys', sizes: ['UK 12K', 'UK 1', 'UK 2'] }))?.tabs).toEqual(['Kids: shoes-kids']);
    expect(tabsOf(product({ gender: 'Unisex', parentCategory: 'Kids Running', sizes: ['UK 3', 'UK 4'] }))?.tabs).toEqual([
      'Kids: shoes-kids',
    ]);
    expect(tabsOf(product({ gender: 'Unisex', sizes: ['UK 12K', 'UK 13K'] }))).toBeNull();
  });

  it('gym wear: the clothing charts; the legacy men and women categories: their own', () => {
    expect(tabsOf(product({ category: 'Gym Wear', gender: 'Women', sizes: CLOTHES }))).toEqual({
      tabs: ['Men: apparel-men', 'Women: apparel-women'],
      first: 'Women',
    });
    expect(tabsOf(product({ category: 'men', sizes: CLOTHES }))?.tabs).toEqual(['Men: apparel-men']);
    expect(tabsOf(product({ category: 'women', gender: 'Women', sizes: CLOTHES }))?.tabs).toEqual(['Women: apparel-women']);
  });

  it.each([
    ['a cricket bat', { category: 'Sports Equipment', sizes: ['Short Handle', 'Long Handle'] }],
    ['a badminton racket', { category: 'Sports Equipment', sizes: ['3U', '4U'] }],
    ['a kettlebell', { category: 'Training Gear', sizes: ['16 kg'] }],
    ['a yoga mat', { category: 'Yoga Accessories', sizes: ['One Size'] }],
    ['a one-size cap in the men’s category', { category: 'men', sizes: ['One Size'] }],
    ['a heart-rate strap', { category: 'Training Gear', sizes: ['S-M', 'L-XL'] }],
    ['gym gloves in S–XL (no chart for hands)', { category: 'Fitness Accessories', sizes: CLOTHES }],
    ['a helmet in M and L', { category: 'Outdoor Sports', sizes: ['M', 'L'] }],
    ['a shoe in EU sizes', { sizes: ['EU 42', 'EU 43'] }],
    ['a shoe with one size beyond the charts', { sizes: ['UK 9', 'UK 14'] }],
    ['a shoe with no sizes', { sizes: [] }],
    ['gym wear in 3XL', { category: 'Gym Wear', sizes: ['XL', '3XL'] }],
  ])('%s: no guide', (_name, overrides) => {
    expect(guideFor(product(overrides))).toBeNull();
  });

  it('a brand’s own chart comes before its category’s', () => {
    const own = readChart({
      id: 'own',
      kind: 'shoes',
      title: 'Own',
      source: 'x',
      rows: [{ size: 'UK 9', uk: '9', eu: '43', us: '10', footCm: 27.5 }],
    });
    const charts = new Map<string, SizeChart>(own ? [['own', own]] : []);
    const generic = readChart({
      id: 'generic',
      kind: 'shoes',
      title: 'G',
      source: 'x',
      rows: [{ size: 'UK 9', uk: '9', eu: '42', us: '10', footCm: 27 }],
    });
    if (generic) charts.set('generic', generic);
    const entries: GuideEntry[] = [
      { category: 'sports shoes', brand: '', charts: [['Men', 'generic']] },
      { category: 'sports shoes', brand: 'asics', charts: [['Men', 'own']] },
    ];
    const asics = product({ sizes: ['UK 9'], specifications: [{ label: 'Brand', value: 'ASICS' }] });
    expect(guideFor(asics, entries, charts)?.tabs[0]?.chart.id).toBe('own');
    expect(guideFor(product({ sizes: ['UK 9'] }), entries, charts)?.tabs[0]?.chart.id).toBe('generic');
  });

  it('a replaced chart file that is not a chart (sizes out of order, a row without its foot) gives no guide', () => {
    expect(
      readChart({
        id: 'x',
        kind: 'shoes',
        rows: [
          { size: 'UK 9', footCm: 27 },
          { size: 'UK 8', footCm: 26 },
        ],
      }),
    ).toBeNull();
    expect(readChart({ id: 'x', kind: 'shoes', rows: [{ size: 'UK 9' }] })).toBeNull();
    expect(
      readChart({ id: 'x', kind: 'apparel', rows: [{ size: 'S', chestCm: [90, 80], waistCm: [70, 80], hipCm: [90, 98] }] }),
    ).toBeNull();
    expect(readChart('nonsense')).toBeNull();
  });
});
