/** The intent parser (intent.ts): which words of a query become filters, and which stay text. */
import fc from 'fast-check';
import { cheapBand, understand, type Understood, type Vocabulary } from './intent';

const VOCABULARY: Vocabulary = {
  gender: ['Men', 'Women', 'Unisex', 'Boys', 'Girls'],
  size: ['UK 8', 'UK 9', 'UK 10', 'S', 'M', 'L', 'XL', 'XXL', 'Free Size', '5 kg', '10 kg', 'Size 5'],
  color: ['Red', 'Blue', 'Royal Blue', 'Black/Red', 'Neon Green', 'White'],
  brand: ['Puma', 'Kinetix', 'Red Tape', 'Li-Ning', 'Yonex'],
};

const read = (q: string) => understand(q, VOCABULARY);
const only = (q: string): Understood => {
  const { understood } = read(q);
  expect(understood).toHaveLength(1);
  return understood[0]!;
};

describe('price words', () => {
  it.each([
    ['running shoes under 2000', 'running shoes', { max: 2000 }, 'under 2000'],
    ['below 1500 yoga mat', 'yoga mat', { max: 1500 }, 'below 1500'],
    ['football less than 1k', 'football', { max: 1000 }, 'less than 1k'],
    ['bat upto 3000', 'bat', { max: 3000 }, 'upto 3000'],
    ['bat up to 3,000', 'bat', { max: 3000 }, 'up to 3,000'],
    ['gloves within 999', 'gloves', { max: 999 }, 'within 999'],
    ['shoes ₹500 to 1500', 'shoes', { min: 500, max: 1500 }, '₹500 to 1500'],
    ['shoes 500 - 1500', 'shoes', { min: 500, max: 1500 }, '500 - 1500'],
    ['shoes rs 2000', 'shoes', { max: 2000 }, 'rs 2000'],
    ['shoes Rs. 2000', 'shoes', { max: 2000 }, 'Rs. 2000'],
    ['shoes 2000 rupees', 'shoes', { max: 2000 }, '2000 rupees'],
    ['cycle 2k', 'cycle', { max: 2000 }, '2k'],
    ['cycle 1.5k', 'cycle', { max: 1500 }, '1.5k'],
    ['treadmill above 5000', 'treadmill', { min: 5000 }, 'above 5000'],
    ['treadmill over ₹20,000', 'treadmill', { min: 20000 }, 'over ₹20,000'],
    ['racket between 1000 and 2000', 'racket', { min: 1000, max: 2000 }, 'between 1000 and 2000'],
    ['home gym 1,49,999 se upar', 'home gym', { min: 149999 }, '1,49,999 se upar'],
    ['shoes 2000 se kam', 'shoes', { max: 2000 }, '2000 se kam'],
    ['bat 1500 and above', 'bat', { min: 1500 }, '1500 and above'],
    ['bat 1500+', 'bat', { min: 1500 }, '1500+'],
  ])('%s → text "%s", price %j', (q, text, bounds: { min?: number; max?: number }, words) => {
    const intent = read(q);
    expect(intent.text).toBe(text);
    expect(intent.understood).toEqual([{ facet: 'price', words, value: `${bounds.min ?? ''}-${bounds.max ?? ''}`, values: [], ...bounds }]);
  });

  it('reads "cheap" as a band the caller sets from what the rest matches, and an amount wins over it', () => {
    expect(read('cheap shoes')).toEqual({ text: 'shoes', understood: [], cheap: 'cheap' });
    expect(read('sasta cycle').cheap).toBe('sasta');
    expect(read('budget shoes under 1500')).toMatchObject({ text: 'shoes', cheap: null, understood: [{ max: 1500 }] });
  });

  it('places the cheap band at the cheapest third, rounded up to a price a shop writes', () => {
    expect(cheapBand([])).toBeNull();
    expect(cheapBand([5999, 12999, 24999])).toBe(5999);
    expect(cheapBand([199, 450, 820, 999, 1499, 2999])).toBe(499);
    expect(cheapBand([1000])).toBe(1099);
  });

  it('keeps numbers that belong to a product: counts, weights, model numbers, plain small numbers', () => {
    for (const q of [
      'Pack of 12',
      'Set of 5',
      '10 kg dumbbell',
      'dumbbells 5kg',
      'under 5 kg',
      'shoes 500',
      'Aero 900',
      'under 10',
      'cones 20 pcs',
      'under armour',
    ]) {
      expect([q, read(q)]).toEqual([q, { text: q, understood: [], cheap: null }]);
    }
  });

  it('takes one price only: a second stays text', () => {
    const intent = read('under 2000 above 500');
    expect(intent.understood).toHaveLength(1);
    expect(intent.text).toBe('above 500');
  });
});

describe('gender words', () => {
  it.each([
    ['cycle for men', 'cycle', 'Men', ['Men', 'Unisex'], 'for men'],
    ['mens shoes', 'shoes', 'Men', ['Men', 'Unisex'], 'mens'],
    ["men's shoes", 'shoes', 'Men', ['Men', 'Unisex'], "men's"],
    ['yoga mat for women', 'yoga mat', 'Women', ['Women', 'Unisex'], 'for women'],
    ['womens leggings', 'leggings', 'Women', ['Women', 'Unisex'], 'womens'],
    ['ladies tee', 'tee', 'Women', ['Women', 'Unisex'], 'ladies'],
    ['kids cycle', 'cycle', 'Kids', ['Boys', 'Girls'], 'kids'],
    ['boys shorts', 'shorts', 'Boys', ['Boys'], 'boys'],
    ['girls shorts', 'shorts', 'Girls', ['Girls'], 'girls'],
    ['unisex tee', 'tee', 'Unisex', ['Unisex'], 'unisex'],
  ])('%s → text "%s", gender %s', (q, text, value, values, words) => {
    const intent = read(q);
    expect(intent.text).toBe(text);
    expect(intent.understood).toEqual([{ facet: 'gender', words, value, values }]);
  });

  it('leaves a gender the catalogue does not hold as a word', () => {
    expect(understand('kids cycle', { ...VOCABULARY, gender: ['Men', 'Unisex'] })).toEqual({
      text: 'kids cycle',
      understood: [],
      cheap: null,
    });
  });
});

describe('size words', () => {
  it.each([
    ['shoes size 9', 'shoes', 'UK 9', 'size 9'],
    ['uk 9 shoes', 'shoes', 'UK 9', 'uk 9'],
    ['shoes 9 uk', 'shoes', 'UK 9', '9 uk'],
    ['shoes uk9', 'shoes', 'UK 9', 'uk9'],
    ['xl tshirt', 'tshirt', 'XL', 'xl'],
    ['tshirt size m', 'tshirt', 'M', 'size m'],
    ['cap free size', 'cap', 'Free Size', 'free size'],
    ['football size 5', 'football', 'Size 5', 'size 5'],
  ])('%s → text "%s", size %s', (q, text, value, words) => {
    const intent = read(q);
    expect(intent.text).toBe(text);
    expect(intent.understood).toEqual([{ facet: 'size', words, value, values: [value] }]);
  });

  it('leaves sizes the catalogue does not hold, and lone letters, as words', () => {
    for (const q of ['shoes size 13', 'm shirt', 'shirt l', 'size']) expect(read(q).understood).toEqual([]);
  });
});

describe('phrases that stay text', () => {
  it('keeps the words of a listed term of several words, and reads the rest', () => {
    const phrases = { ...VOCABULARY, phrases: ['carrom men', 'table tennis'] };
    expect(understand('carrom men', phrases)).toEqual({ text: 'carrom men', understood: [], cheap: null });
    expect(understand('carrom men under 500', phrases)).toMatchObject({ text: 'carrom men', understood: [{ facet: 'price', max: 500 }] });
    expect(understand('carrom for men', phrases).understood).toEqual([expect.objectContaining({ facet: 'gender' })]);
  });
});

describe('colour and brand words', () => {
  it('reads a colour as every value holding it, a two-word colour whole', () => {
    expect(only('red football')).toEqual({ facet: 'color', words: 'red', value: 'Red', values: ['Red', 'Black/Red'] });
    expect(only('royal blue tee')).toEqual({ facet: 'color', words: 'royal blue', value: 'Royal Blue', values: ['Royal Blue'] });
    expect(read('blue tee').understood[0]!.values).toEqual(['Blue', 'Royal Blue']);
  });

  it('reads brands whole, before colours ("red tape" is a brand), whatever the punctuation', () => {
    expect(only('kinetix shoes')).toEqual({ facet: 'brand', words: 'kinetix', value: 'Kinetix', values: ['Kinetix'] });
    expect(only('red tape shoes')).toMatchObject({ facet: 'brand', value: 'Red Tape' });
    expect(only('li ning racket')).toMatchObject({ facet: 'brand', value: 'Li-Ning', words: 'li ning' });
    expect(read('lining jacket').understood).toEqual([]);
  });

  it('reads several kinds in one query, in the order typed', () => {
    const intent = read('Puma running shoes for men size 9 under ₹2,000 red');
    expect(intent.text).toBe('running shoes');
    expect(intent.understood.map((u) => [u.facet, u.words])).toEqual([
      ['brand', 'Puma'],
      ['gender', 'for men'],
      ['size', 'size 9'],
      ['price', 'under ₹2,000'],
      ['color', 'red'],
    ]);
  });
});

describe('any query', () => {
  const word = fc.constantFrom(
    'shoes',
    'under',
    'for',
    'men',
    'size',
    '9',
    'uk',
    'red',
    'tape',
    '2k',
    '₹',
    'rs',
    'pack',
    'of',
    '12',
    'kg',
    'cheap',
    'between',
    'and',
    '1,500',
    'xl',
    'to',
    '-',
    "men's",
    'Puma',
  );
  const query = fc.oneof(
    fc.array(word, { maxLength: 8 }).map((ws) => ws.join(' ')),
    fc.string({ maxLength: 40 }),
  );

  it('never throws; each understood run of words stands in the query, and the text is the query without them', () => {
    fc.assert(
      fc.property(query, (q) => {
        const intent = read(q);
        for (const u of intent.understood) expect(q).toContain(u.words);
        // The text is the query with one occurrence of each understood run taken out (a run said
        // twice, "2k pack 2k", is taken where it was read), and "cheap", which is taken too.
        const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
        const withoutRuns = (rest: string, runs: string[]): string[] => {
          if (runs.length === 0) return [tidy(rest.replace(/\bcheap\b/, ' '))];
          const [run, ...others] = runs as [string, ...string[]];
          const results: string[] = [];
          for (let at = rest.indexOf(run); at >= 0; at = rest.indexOf(run, at + 1)) {
            results.push(...withoutRuns(`${rest.slice(0, at)} ${rest.slice(at + run.length)}`, others));
          }
          return results;
        };
        expect(
          withoutRuns(
            q,
            intent.understood.map((u) => u.words),
          ),
        ).toContain(intent.text);
        for (const u of intent.understood) {
          if (u.facet === 'price') expect(u.min ?? 0).toBeLessThan(u.max ?? Infinity);
          else expect(u.values.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('reads every way of saying "at most" with any amount of 50 or more', () => {
    const said = fc.constantFrom('under', 'below', 'less than', 'upto', 'up to', 'within', 'max', 'lower than');
    fc.assert(
      fc.property(said, fc.integer({ min: 50, max: 500_000 }), fc.constantFrom('', '₹', 'rs '), (words, n, currency) => {
        const intent = read(`cricket bat ${words} ${currency}${n}`);
        expect(intent.text).toBe('cricket bat');
        expect(intent.understood).toEqual([expect.objectContaining({ facet: 'price', max: n })]);
      }),
    );
  });

  it('keeps "Pack of N", "Set of N" and "N kg" in the text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Pack of', 'Set of', 'pack of'),
        fc.integer({ min: 1, max: 5000 }),
        fc.constantFrom('kg', 'pcs', 'cm'),
        (lead, n, unit) => {
          expect(read(`${lead} ${n} balls`).understood).toEqual([]);
          expect(read(`dumbbell ${n} ${unit}`).understood).toEqual([]);
        },
      ),
    );
  });
});
