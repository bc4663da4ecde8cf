import fc from 'fast-check';
import { availableFor, shortLineText, sizeSoldOut, soldOutSizeName, stockLevel, whollySoldOut, type VariantStock } from './stock';

const variants: VariantStock[] = [
  { size: 'UK 8', color: 'Black', available: 2 },
  { size: 'UK 8', color: 'Red', available: 0 },
  { size: 'UK 9', color: 'Black', available: 0 },
  { size: 'UK 9', color: 'Red', available: 0 },
];

describe('stock rules', () => {
  it('calls a product wholly sold out only when it is counted and nothing is left', () => {
    expect(whollySoldOut(variants)).toBe(false);
    expect(whollySoldOut(variants.map((v) => ({ ...v, available: 0 })))).toBe(true);
    expect(whollySoldOut(undefined)).toBe(false);
    expect(whollySoldOut([])).toBe(false);
  });

  it('counts what a choice has left, any colour while none is chosen', () => {
    expect(availableFor(variants)).toBe(2);
    expect(availableFor(variants, 'UK 8')).toBe(2);
    expect(availableFor(variants, 'UK 8', 'Red')).toBe(0);
    expect(sizeSoldOut(variants, 'UK 9')).toBe(true);
    expect(sizeSoldOut(variants, 'UK 8')).toBe(false);
    expect(sizeSoldOut(variants, 'UK 8', 'Red')).toBe(true);
  });

  it('names the levels and says the sentences', () => {
    expect([stockLevel(0), stockLevel(3), stockLevel(4), stockLevel(2, 1)]).toEqual(['sold-out', 'low', 'in-stock', 'in-stock']);
    expect(soldOutSizeName('UK 9')).toBe('UK 9, sold out');
    expect(shortLineText(1, 'UK 9')).toBe('Only 1 left in UK 9');
    expect(shortLineText(0, 'UK 9')).toBe('UK 9 is sold out');
    expect(shortLineText(0, '', 'Run Cap')).toBe('Run Cap is sold out');
  });

  it('never counts below zero, and a size’s count is the sum of its colours', () => {
    const variant = fc.record({
      size: fc.constantFrom('', 'S', 'M'),
      color: fc.constantFrom('', 'Red'),
      available: fc.integer({ min: -5, max: 9 }),
    });
    fc.assert(
      fc.property(fc.array(variant, { maxLength: 8 }), fc.constantFrom('', 'S', 'M'), (list, size) => {
        const left = availableFor(list, size);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBe(availableFor(list, size, ''));
        expect(left).toBe(list.filter((v) => !size || !v.size || v.size === size).reduce((n, v) => n + Math.max(0, v.available), 0));
      }),
    );
  });
});
