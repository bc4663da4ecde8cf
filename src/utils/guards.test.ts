import fc from 'fast-check';
import { encodes, junkId, junkText } from '@/test/arbitraries';
import { asId, isWellFormed } from './guards';

describe('isWellFormed', () => {
  it('tells lone surrogates from pairs', () => {
    expect(isWellFormed('😀 ok')).toBe(true);
    expect(isWellFormed('\ud800x')).toBe(false);
    expect(isWellFormed('x\udfff')).toBe(false);
    expect(isWellFormed('\udc00\ud800')).toBe(false);
  });

  it('agrees with encodeURIComponent on any text', () => {
    fc.assert(fc.property(junkText, (text) => isWellFormed(text) === encodes(text)), { numRuns: 2000 });
  });
});

describe('asId', () => {
  it('keeps trimmed text and numbers, drops blanks, objects and lone surrogates', () => {
    expect(asId(' p-1 ')).toBe('p-1');
    expect(asId(1001)).toBe('1001');
    expect(asId('\ud800x')).toBe('');
    expect(asId('  ')).toBe('');
    expect(asId({ id: 'x' })).toBe('');
    expect(asId(Number.NaN)).toBe('');
  });

  it('never yields an id that cannot go in a URL', () => {
    fc.assert(fc.property(junkId, (value) => encodes(asId(value))), { numRuns: 5000 });
  });
});
