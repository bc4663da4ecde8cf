import type { Understood } from './searchResult';
import { understoodLabel, withoutWords } from './understoodWords';

const price = (min?: number, max?: number): Understood => ({
  facet: 'price',
  words: 'w',
  value: `${min ?? ''}-${max ?? ''}`,
  values: [],
  ...(min !== undefined && { min }),
  ...(max !== undefined && { max }),
});

describe('a word read as a filter, as a chip', () => {
  it('is labelled by its facet: price bounds in rupees, the size with its word, else the value', () => {
    expect(understoodLabel(price(undefined, 2000))).toBe('Under ₹2,000');
    expect(understoodLabel(price(5000))).toBe('Over ₹5,000');
    expect(understoodLabel(price(1000, 2000))).toBe('₹1,000 – ₹2,000');
    expect(understoodLabel(price(undefined, 149999))).toBe('Under ₹1,49,999');
    expect(understoodLabel({ facet: 'size', words: 'size 9', value: 'UK 9', values: ['UK 9'] })).toBe('Size UK 9');
    expect(understoodLabel({ facet: 'gender', words: 'for women', value: 'Women', values: ['Women', 'Unisex'] })).toBe('Women');
    expect(understoodLabel({ facet: 'color', words: 'red', value: 'Red', values: ['Red'] })).toBe('Red');
    expect(understoodLabel({ facet: 'brand', words: 'puma', value: 'Puma', values: ['Puma'] })).toBe('Puma');
  });

  it('is removed by taking its words out of the query: whole words, any case, blanks collapsed', () => {
    expect(withoutWords('running shoes under 2000', 'under 2000')).toBe('running shoes');
    expect(withoutWords('Red shoes for Women size 9', 'for women')).toBe('Red shoes size 9');
    expect(withoutWords('shredded red towel', 'red')).toBe('shredded towel');
    expect(withoutWords('shoes ₹2000', '₹2000')).toBe('shoes');
    expect(withoutWords('under 2000', 'under 2000')).toBe('');
    // Words no longer in the query leave it as it is.
    expect(withoutWords('redwood bat', 'red')).toBe('redwood bat');
  });
});
