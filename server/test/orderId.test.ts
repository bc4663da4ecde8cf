import fc from 'fast-check';
import { canonicalOrderId, CROCKFORD, newOrderId } from '../src/modules/orders/orderId';

const STORED = /^([0-9A-HJKMNP-TV-Z]{8}|[0-9]{1,9})$/;
const orderId = fc.string({ unit: fc.constantFrom(...CROCKFORD), minLength: 8, maxLength: 8 });

describe('order ids', () => {
  it('draws 8 Crockford base32 characters that are already canonical', () => {
    const ids = Array.from({ length: 2000 }, newOrderId);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(canonicalOrderId(id)).toBe(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // Every character shows up in every position over 2000 draws: no fixed or biased places.
    for (let i = 0; i < 8; i++) expect(new Set(ids.map((id) => id[i])).size).toBe(32);
  });

  it('reads an id as a shopper may type it: any case, O for 0, I or L for 1, spaces and hyphens', () => {
    fc.assert(
      fc.property(orderId, fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), fc.nat(8), (id, lower, cut) => {
        const typed = [...id]
          .map((c, i) => (c === '0' ? 'O' : c === '1' ? (i % 2 ? 'I' : 'l') : c))
          .map((c, i) => (lower[i] ? c.toLowerCase() : c))
          .join('');
        const spaced = `  ${typed.slice(0, cut)}-${typed.slice(cut)} `;
        expect(canonicalOrderId(spaced)).toBe(id);
      }),
    );
  });

  it('accepts the numbers of orders placed before, as text or number', () => {
    expect(canonicalOrderId(1001)).toBe('1001');
    expect(canonicalOrderId(' 1001 ')).toBe('1001');
    for (const bad of [0, -1, 1.5, Number.NaN, Infinity, 2 ** 60, '', '1234567890', '7KQ2M9X', '7KQ2M9XDX', 'UUUUUUUU', '7KQ2 M9XD']) {
      expect(canonicalOrderId(bad)).toBeNull();
    }
  });

  it('never throws and only ever answers a storable id or null, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.double(), fc.string({ unit: 'binary' }), orderId), (input) => {
        const id = canonicalOrderId(input);
        expect(id === null || STORED.test(id)).toBe(true);
      }),
    );
  });
});
