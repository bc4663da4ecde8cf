import fc from 'fast-check';
import { compareSizes, sortSizes, sortedBySize } from './sizes';

const SIZES = [
  'XXS',
  '2XS',
  'XS',
  'S',
  'Small',
  'S-M',
  'M',
  'Medium',
  'L',
  'L-XL',
  'XL',
  'X-Large',
  'XXL',
  '2XL',
  '3XL',
  'UK 5.5',
  'UK 6',
  'UK 7',
  'UK 10',
  'UK 11',
  'uk 11',
  'EU 42',
  'EU 44',
  'US 9',
  'Size 5',
  'Size 10',
  '28',
  '30',
  '32',
  '5 kg',
  '16 kg',
  '3U',
  '4U',
  '6-8',
  'One Size',
  'Free Size',
  'Short Handle',
  'Long Handle',
  '',
];

describe('sizes in the order shoppers read them', () => {
  it.each([
    [
      ['UK 10', 'UK 11', 'UK 6', 'UK 7', 'UK 8', 'UK 9'],
      ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'],
    ],
    [
      ['XL', 'L', 'XXL', 'S', 'M', 'XS'],
      ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    ],
    [
      ['3XL', 'XXS', '2XL', 'XL'],
      ['XXS', 'XL', '2XL', '3XL'],
    ],
    [
      ['L-XL', 'S-M'],
      ['S-M', 'L-XL'],
    ],
    [
      ['S-M', 'M', 'S'],
      ['S', 'S-M', 'M'],
    ],
    [
      ['16 kg', '5 kg', '10 kg'],
      ['5 kg', '10 kg', '16 kg'],
    ],
    [
      ['4U', '3U'],
      ['3U', '4U'],
    ],
    [
      ['UK 10', 'UK 5.5', 'UK 6'],
      ['UK 5.5', 'UK 6', 'UK 10'],
    ],
    [
      ['One Size', 'M', 'UK 8'],
      ['M', 'UK 8', 'One Size'],
    ],
    [
      ['Short Handle', 'Long Handle'],
      ['Long Handle', 'Short Handle'],
    ],
    [
      ['34', '28', '30'],
      ['28', '30', '34'],
    ],
    [
      ['Size 10', 'Size 5'],
      ['Size 5', 'Size 10'],
    ],
  ])('sorts %j as %j', (given, sorted) => {
    expect(sortSizes(given)).toEqual(sorted);
  });

  it('keeps the systems apart, each in its own order', () => {
    expect(sortSizes(['UK 9', 'EU 42', 'UK 7', 'EU 40'])).toEqual(['EU 40', 'EU 42', 'UK 7', 'UK 9']);
  });

  it('sorts anything listing a size, and leaves the list given alone', () => {
    const counts = [
      { value: 'UK 10', count: 5 },
      { value: 'UK 6', count: 1 },
    ];
    expect(sortedBySize(counts, (c) => c.value).map((c) => c.value)).toEqual(['UK 6', 'UK 10']);
    expect(counts.map((c) => c.value)).toEqual(['UK 10', 'UK 6']);
  });

  const size = fc.oneof(fc.constantFrom(...SIZES), fc.string({ maxLength: 8 }), fc.stringMatching(/^[A-Za-z]{0,3} ?\d{1,3}([.,-]\d)?$/));

  it('is a total order: antisymmetric, transitive, zero only for the same text', () => {
    fc.assert(
      fc.property(size, size, size, (a, b, c) => {
        const ab = compareSizes(a, b);
        expect(Math.sign(ab) + Math.sign(compareSizes(b, a))).toBe(0);
        expect(ab === 0).toBe(a === b);
        if (ab <= 0 && compareSizes(b, c) <= 0) expect(compareSizes(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('gives one order whatever order the sizes come in', () => {
    fc.assert(
      fc.property(fc.uniqueArray(size, { maxLength: 12 }), fc.nat(), (sizes, seed) => {
        const shuffled = [...sizes].sort((a, b) => ((a.length * 31 + seed) % 7) - ((b.length * 31 + seed) % 7));
        expect(sortSizes(shuffled)).toEqual(sortSizes(sizes));
        expect(sortSizes(sortSizes(sizes))).toEqual(sortSizes(sizes));
      }),
    );
  });
});
