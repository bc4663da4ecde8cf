import fc from 'fast-check';
import { formatInr, formatInrWithPaise, formatOrderMoney } from './money';

describe('formatInr', () => {
  it('groups lakhs the Indian way and drops needless decimals', () => {
    expect(formatInr(124999)).toBe('₹1,24,999');
    expect(formatInr(1299)).toBe('₹1,299');
    expect(formatInr(10_000_000)).toBe('₹1,00,00,000');
  });

  it('keeps up to two fraction digits', () => {
    expect(formatInr(499.5)).toBe('₹499.5');
    expect(formatInr(10.257)).toBe('₹10.26');
  });

  it('shows zero for a missing amount', () => {
    expect(formatInr(Number.NaN)).toBe('₹0');
    expect(formatInr(Number.POSITIVE_INFINITY)).toBe('₹0');
  });

  it('writes every amount up to two decimals as the rupee sign and the en-IN number', () => {
    // The reference server's messages ("above ₹25,000", "under ₹2,000") were written this way.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 }), (paise) => {
        const amount = paise / 100;
        expect(formatInr(amount)).toBe(`₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`);
      }),
    );
  });
});

describe('formatInrWithPaise', () => {
  it('always shows the paise', () => {
    expect(formatInrWithPaise(1499)).toBe('₹1,499.00');
    expect(formatInrWithPaise(49.5)).toBe('₹49.50');
    expect(formatInrWithPaise(Number.NaN)).toBe('₹0.00');
  });
});

describe('formatOrderMoney', () => {
  it('shows a dollar sign with exactly two decimals', () => {
    expect(formatOrderMoney(1299)).toBe('$1299.00');
    expect(formatOrderMoney(10.5)).toBe('$10.50');
    expect(formatOrderMoney(Number.NaN)).toBe('$0.00');
  });
});
