import { formatInr, formatOrderMoney } from './money';

describe('formatInr', () => {
  it('groups lakhs the Indian way and drops needless decimals', () => {
    expect(formatInr(124999)).toBe('₹1,24,999');
    expect(formatInr(1299)).toBe('₹1,299');
  });

  it('keeps up to two fraction digits', () => {
    expect(formatInr(499.5)).toBe('₹499.5');
    expect(formatInr(10.257)).toBe('₹10.26');
  });

  it('shows zero for a missing amount', () => {
    expect(formatInr(Number.NaN)).toBe('₹0');
  });
});

describe('formatOrderMoney', () => {
  it('shows a dollar sign with exactly two decimals', () => {
    expect(formatOrderMoney(1299)).toBe('$1299.00');
    expect(formatOrderMoney(10.5)).toBe('$10.50');
  });
});
