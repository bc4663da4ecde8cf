import fc from 'fast-check';
import { readChart, type ApparelChart, type ShoeChart } from './sizeChart';
import { findApparelSize, findShoeSize, type Unit } from './findSize';
import apparelMen from './charts/apparel-men.json';
import apparelWomen from './charts/apparel-women.json';
import shoesKids from './charts/shoes-kids.json';
import shoesMen from './charts/shoes-men.json';
import shoesWomen from './charts/shoes-women.json';

const shoes = (data: unknown) => readChart(data) as ShoeChart;
const apparel = (data: unknown) => readChart(data) as ApparelChart;
const CHARTS = { men: shoes(shoesMen), women: shoes(shoesWomen), kids: shoes(shoesKids) };
const CLOTHES = { men: apparel(apparelMen), women: apparel(apparelWomen) };

const sizeOf = (finding: ReturnType<typeof findShoeSize>) => (finding.ok ? finding.size : `error: ${finding.message}`);

describe('the shoe finder: the smallest size whose foot length is at least the foot', () => {
  it.each([
    ['men', '22.8', 'UK 5'],
    ['men', '23', 'UK 5'],
    ['men', '23.7', 'UK 5'],
    ['men', '23.8', 'UK 6'],
    ['men', '24.6', 'UK 6'],
    ['men', '24.7', 'UK 7'],
    ['men', '25', 'UK 7'],
    ['men', '25.4', 'UK 7'],
    ['men', '25.5', 'UK 8'],
    ['men', '26,2', 'UK 8'],
    ['men', '26.5', 'UK 9'],
    ['men', ' 27 ', 'UK 9'],
    ['men', '27.1', 'UK 9'],
    ['men', '27.2', 'UK 10'],
    ['men', '28', 'UK 11'],
    ['men', '28.8', 'UK 11'],
    ['men', '29', 'UK 12'],
    ['men', '30.5', 'UK 13'],
    ['women', '22', 'UK 3'],
    ['women', '22.5', 'UK 4'],
    ['women', '24', 'UK 6'],
    ['women', '25.4', 'UK 7'],
    ['women', '28.8', 'UK 11'],
    ['kids', '15', 'UK 8K'],
    ['kids', '17', 'UK 10K'],
    ['kids', '19.6', 'UK 13K'],
    ['kids', '20', 'UK 1'],
    ['kids', '23.7', 'UK 5'],
  ] as const)('%s, foot %s cm → %s', (chart, foot, size) => {
    expect(sizeOf(findShoeSize(CHARTS[chart], foot))).toBe(size);
  });

  it.each([
    ['men', '', 'Enter your foot length in cm.'],
    ['men', '   ', 'Enter your foot length in cm.'],
    ['men', 'twenty', 'Enter your foot length as a number of cm, like 26.5.'],
    ['men', '26 cm', 'Enter your foot length as a number of cm, like 26.5.'],
    ['men', '-26', 'Enter your foot length as a number of cm, like 26.5.'],
    ['men', '1e2', 'Enter your foot length as a number of cm, like 26.5.'],
    ['men', '22.7', 'That is shorter than our smallest size, UK 5 (23.7 cm).'],
    ['men', '30.6', 'That is longer than our largest size, UK 13 (30.5 cm).'],
    ['women', '29', 'That is longer than our largest size, UK 11 (28.8 cm).'],
    ['kids', '24', 'That is longer than our largest size, UK 5 (23.7 cm).'],
  ] as const)('%s, foot %j → %s', (chart, foot, message) => {
    expect(findShoeSize(CHARTS[chart], foot)).toEqual({ ok: false, field: 'foot', message });
  });
});

describe('the finders speak of the product’s own sizes when they are given', () => {
  const UK_6_TO_11 = ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'];

  it.each([
    ['45', 'That is longer than this product’s largest size, UK 11 (28.8 cm).'],
    ['30.6', 'That is longer than this product’s largest size, UK 11 (28.8 cm).'],
    ['22.7', 'That is shorter than this product’s smallest size, UK 6 (24.6 cm).'],
  ])('shoes UK 6 to UK 11, foot %s cm (beyond the chart) → %s', (foot, message) => {
    expect(findShoeSize(CHARTS.men, foot, UK_6_TO_11)).toEqual({ ok: false, field: 'foot', message });
  });

  it('still finds a size of the chart the product lacks (the sheet says it lacks it)', () => {
    expect(sizeOf(findShoeSize(CHARTS.men, '26', ['UK 7', 'UK 9']))).toBe('UK 8');
    expect(sizeOf(findShoeSize(CHARTS.men, '29.5', UK_6_TO_11))).toBe('UK 12');
  });

  it('clothing S to L: beyond the chart is larger than the product’s largest size', () => {
    expect(findApparelSize(CLOTHES.men, { chest: '140', waist: '' }, 'cm', ['S', 'M', 'L'])).toEqual({
      ok: false,
      field: 'chest',
      message: expect.stringMatching(/^That chest is larger than this product’s largest size, L \(up to \d+ cm\)\.$/),
    });
  });

  it('speaks of the chart’s sizes when the product names none of them', () => {
    expect(findShoeSize(CHARTS.men, '45', ['One Size'])).toEqual({
      ok: false,
      field: 'foot',
      message: 'That is longer than our largest size, UK 13 (30.5 cm).',
    });
  });
});

describe('the clothing finder: the size whose range holds chest and waist, the larger when between', () => {
  it.each([
    ['men', 'cm', '90', '', 'S'],
    ['men', 'cm', '94', '', 'M'],
    ['men', 'cm', '101.9', '', 'M'],
    ['men', 'cm', '102', '', 'L'],
    ['men', 'cm', '129', '', 'XXL'],
    ['men', 'cm', '', '80', 'S'],
    ['men', 'cm', '96', '84', 'M'],
    ['men', 'cm', '96', '92', 'L'],
    ['men', 'cm', '112', '84', 'XL'],
    ['men', 'in', '38', '', 'M'],
    ['men', 'in', '40', '', 'M'],
    ['men', 'in', '40.2', '', 'L'],
    ['men', 'in', '36', '31', 'S'],
    ['women', 'cm', '88', '', 'S'],
    ['women', 'cm', '90', '70', 'M'],
    ['women', 'cm', '100', '', 'L'],
    ['women', 'cm', '120', '', 'XXL'],
    ['women', 'cm', '', '95', 'XL'],
    ['women', 'in', '34', '27', 'S'],
  ] as const)('%s in %s, chest %s, waist %s → %s', (chart, unit, chest, waist, size) => {
    expect(findApparelSize(CLOTHES[chart], { chest, waist }, unit)).toEqual({ ok: true, size });
  });

  it.each([
    ['cm', '', '', 'chest', 'Enter your chest or waist measurement.'],
    ['cm', 'big', '', 'chest', 'Enter your chest as a number of cm, like 96.'],
    ['in', '', '3O', 'waist', 'Enter your waist as a number of in, like 33.'],
    ['cm', '85', '', 'chest', 'That chest is smaller than our smallest size, S (from 86 cm).'],
    ['cm', '129.5', '', 'chest', 'That chest is larger than our largest size, XXL (up to 129 cm).'],
    ['in', '', '47', 'waist', 'That waist is larger than our largest size, XXL (up to 46 in).'],
  ] as const)('men in %s, chest %j, waist %j → %s: %s', (unit, chest, waist, field, message) => {
    expect(findApparelSize(CLOTHES.men, { chest, waist }, unit)).toEqual({ ok: false, field, message });
  });
});

describe('the finders, for any input', () => {
  const text = fc.oneof(
    fc.string(),
    fc.double().map(String),
    fc.integer().map(String),
    fc.constantFrom('', '.', ',5', '1e3', 'NaN', 'Infinity'),
  );
  const index = (chart: { rows: Array<{ size: string }> }, size: string) => chart.rows.findIndex((row) => row.size === size);

  it('never throw, and answer a size of the chart or a message', () => {
    fc.assert(
      fc.property(text, text, fc.constantFrom<Unit>('cm', 'in'), (a, b, unit) => {
        for (const chart of Object.values(CHARTS)) {
          const finding = findShoeSize(chart, a);
          expect(finding.ok ? index(chart, finding.size) >= 0 : finding.message.length > 0).toBe(true);
        }
        for (const chart of Object.values(CLOTHES)) {
          const finding = findApparelSize(chart, { chest: a, waist: b }, unit);
          expect(finding.ok ? index(chart, finding.size) >= 0 : finding.message.length > 0).toBe(true);
        }
      }),
    );
  });

  it('give a larger measurement a size no smaller', () => {
    const measure = fc.double({ min: 0, max: 200, noNaN: true }).map((value) => value.toFixed(2));
    fc.assert(
      fc.property(measure, measure, fc.constantFrom<Unit>('cm', 'in'), (x, y, unit) => {
        const [small, large] = Number(x) <= Number(y) ? [x, y] : [y, x];
        for (const chart of Object.values(CHARTS)) {
          const [a, b] = [findShoeSize(chart, small), findShoeSize(chart, large)];
          if (a.ok && b.ok) expect(index(chart, b.size)).toBeGreaterThanOrEqual(index(chart, a.size));
        }
        for (const chart of Object.values(CLOTHES)) {
          for (const field of ['chest', 'waist'] as const) {
            const other = field === 'chest' ? 'waist' : 'chest';
            const a = findApparelSize(chart, { [field]: small, [other]: '' } as { chest: string; waist: string }, unit);
            const b = findApparelSize(chart, { [field]: large, [other]: '' } as { chest: string; waist: string }, unit);
            if (a.ok && b.ok) expect(index(chart, b.size)).toBeGreaterThanOrEqual(index(chart, a.size));
          }
        }
      }),
    );
  });
});
